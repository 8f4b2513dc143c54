// Pages cache catalogue data under named tags; a change made through the API drops those tags so
// the next page render reads fresh data.
import { revalidateTag } from 'next/cache';

export function revalidateTags(tags: string[]): void {
  for (const tag of tags) {
    try {
      // Expire at once: whoever changed the data sees the change on the next page they open.
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside a Next.js request (scripts, tests) there is no page cache to refresh.
    }
  }
}
