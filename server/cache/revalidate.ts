// Pages cache catalogue data under named tags; a change made through the API drops those tags so
// the next page render reads fresh data.
import { AsyncLocalStorage } from 'node:async_hooks';
import { revalidateTag } from 'next/cache';
import { countExpiry, type CacheTag } from '@/lib/cache-tags';
import { broadcastExpiry } from './tag-broadcast';

/**
 * Expires tags here and, unless `relayed` (the notice came from another server), on the other
 * web servers of the same PostgreSQL.
 */
export function revalidateTags(tags: readonly CacheTag[], { relayed = false }: { relayed?: boolean } = {}): void {
  if (!relayed) void broadcastExpiry(tags);
  // What keeps a copy beside the page cache in this process hears it (micro-cache.ts, the locale
  // source, the backend's words).
  countExpiry(tags);
  for (const tag of tags) {
    try {
      // Expire at once: whoever changed the data sees the change on the next page they open.
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside a Next.js request (scripts, tests) there is no page cache to refresh.
    }
  }
}

const pending = new AsyncLocalStorage<Set<CacheTag>>();

/**
 * Runs one API request, then expires the tags its services asked for with expireAfterRequest.
 * Only then: a change made in a transaction is committed by the time the route answers, and a
 * page rendered between an early expiry and the commit would keep the old data cached.
 */
export async function expiringTagsOf(run: () => Promise<void>): Promise<void> {
  const tags = new Set<CacheTag>();
  try {
    await pending.run(tags, run);
  } finally {
    if (tags.size > 0) revalidateTags([...tags]);
  }
}

/** Asks for tags to be expired when the current API request is over (nothing outside one). */
export function expireAfterRequest(tags: readonly CacheTag[]): void {
  const set = pending.getStore();
  if (set) for (const tag of tags) set.add(tag);
}
