// The local demo's reset (POST /admin/demo-reset): the demo data put back as it was seeded.
import { SHARED_TAGS } from '@/lib/cache-tags';
import { expireAfterRequest } from '@/server/cache/revalidate';
import type { Db } from '@/server/db/client';
import { resetDemoData } from '@/server/db/seed/reset';

/** One reset at a time: a second call made meanwhile waits for the running one. */
let running: Promise<void> | null = null;

export async function resetDemo(db: Db, mediaDir: string): Promise<void> {
  running ??= resetDemoData(db, mediaDir).finally(() => (running = null));
  await running;
  // Every cached page showed the old data.
  expireAfterRequest(SHARED_TAGS);
}
