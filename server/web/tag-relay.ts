// The listening half of server/cache/tag-broadcast.ts: with PostgreSQL (DATABASE_URL), each web
// server listens for the cache tags another server expired and expires them in its own page
// cache through its /api/revalidate, signed with this process's relay key. Reconnects after a
// lost connection; a notice missed meanwhile is caught up by the pages' one-minute revalidation.
import { createHmac } from 'node:crypto';
import pg from 'pg';

export interface TagRelayOptions {
  databaseUrl: string;
  /** This server's id: notices it sent itself are skipped. */
  self: string;
  /** The relay key its /api/revalidate accepts. */
  key: string;
  /** This server's own base URL. */
  target: string;
  log?: Pick<Console, 'error'>;
}

/** A notice on the channel, as server/cache/tag-broadcast.ts sends it. */
interface Notice {
  from?: string;
  tags?: string[];
}

const CHANNEL = 'shop_cache_tags';

/**
 * Starts relaying; `self` is this server's id (notices it sent itself are skipped), `target` its
 * own base URL. Returns a function that stops it.
 */
export function startTagRelay({ databaseUrl, self, key, target, log = console }: TagRelayOptions): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  async function forward(payload: string): Promise<void> {
    let notice: Notice | null;
    try {
      notice = JSON.parse(payload) as Notice | null;
    } catch {
      return;
    }
    if (!notice || notice.from === self || !Array.isArray(notice.tags) || notice.tags.length === 0) return;
    const body = JSON.stringify({ tags: notice.tags });
    const signature = `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
    try {
      const answer = await fetch(`${target}/api/revalidate`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Signature': signature }, body });
      if (!answer.ok) log.error(`Cache tags from another web server were refused here (${answer.status}).`);
    } catch (error) {
      log.error('Could not expire cache tags from another web server:', error);
    }
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => void forward(message.payload ?? ''));
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
    } catch (error) {
      log.error('Listening for other web servers\' cache tags failed; trying again:', error instanceof Error ? error.message : error);
      reconnect(next);
    }
  }

  function reconnect(old: pg.Client): void {
    if (stopped || retry || (client && client !== old)) return;
    client = null;
    old.end().catch(() => undefined);
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, 2000);
    retry.unref();
  }

  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
