// Several web servers each keep their own page cache (docs/adr/0013). When one expires cache tags
// it tells the others through PostgreSQL, the store they already share: NOTIFY on TAG_CHANNEL.
// server/web/serve.ts listens there and hands each notice to its own /api/revalidate, signed with
// the per-process SHOP_RELAY_KEY. On the embedded database there is one server, so nobody to tell.
import { sql } from 'drizzle-orm';
import { getHandle } from '@/server/db/client';
import { config } from '@/server/config';

export const TAG_CHANNEL = 'shop_cache_tags';

/** Tells the other web servers on the same PostgreSQL that these tags expired here. */
export async function broadcastExpiry(tags: readonly string[]): Promise<void> {
  if (!config.databaseUrl() || tags.length === 0) return;
  try {
    const { db, kind } = await getHandle();
    if (kind !== 'postgres') return;
    const notice = JSON.stringify({ from: config.serverId(), tags });
    await db.execute(sql`select pg_notify(${TAG_CHANNEL}, ${notice})`);
  } catch (error) {
    console.error('Could not tell the other web servers about expired cache tags:', error);
  }
}
