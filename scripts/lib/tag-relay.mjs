// The listening half of server/cache/tag-broadcast.ts: with PostgreSQL (DATABASE_URL), each web
// server listens for the cache tags another server expired and expires them in its own page
// cache through its /api/revalidate, signed with this process's relay key. Reconnects after a
// lost connection; a notice missed meanwhile is caught up by the pages' one-minute revalidation.
import { createHmac } from 'node:crypto';
import pg from 'pg';

const CHANNEL = 'shop_cache_tags';

/**
 * Starts relaying; `self` is this server's id (notices it sent itself are skipped), `target` its
 * own base URL. Returns a function that stops it.
 */
export function startTagRelay({ databaseUrl, self, key, target, log = console }) {
  let client = null;
  let stopped = false;
  let retry = null;

  async function forward(payload) {
    let notice;
    try {
      notice = JSON.parse(payload);
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

  async function connect() {
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
      log.error('Listening for other web servers\' cache tags failed; trying again:', error.message);
      reconnect(next);
    }
  }

  function reconnect(old) {
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
