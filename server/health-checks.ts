// The checks /readyz runs for the backend in this process (server/observability/health.ts) and
// what it closes on shutdown (server/observability/lifecycle.ts).
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ensureReady } from './db/bootstrap';
import { getHandle } from './db/client';
import { externalApiBase } from '@/lib/api/external-base';
import { realtimeConfig } from './realtime/config';
import { startRealtime } from './realtime/start';
import { registerCheck, Starting } from './observability/health';
import { onShutdown } from './observability/lifecycle';
import { config, serverEnv } from '@/server/config';


export function registerBackendChecks(): void {
  let databaseReady = false;
  const watchReady = () =>
    ensureReady().then(
      () => void (databaseReady = true),
      () => undefined,
    );
  void watchReady();
  registerCheck('database', async () => {
    if (!databaseReady) {
      void watchReady();
      throw new Starting();
    }
    const handle = await getHandle();
    await handle.db.execute(sql`select 1`);
    return 'ok';
  });

  const base = externalApiBase();
  if (base) {
    const master = `${base}/master`;
    // The external backend answers at all (any status under 500); asked at most every 5 s.
    let last = { at: 0, result: Promise.resolve<'ok'>('ok') };
    registerCheck('backend', () => {
      if (Date.now() - last.at > 5000) {
        last = {
          at: Date.now(),
          result: fetch(master, { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }, signal: AbortSignal.timeout(1500) }).then((response) => {
            if (response.status >= 500) throw new Error(`the backend answered ${response.status}`);
            return 'ok' as const;
          }),
        };
      }
      return last.result;
    });
  }

  registerCheck('realtime', async () => {
    if (!realtimeConfig(serverEnv())?.listen) return 'off';
    const gateway = await startRealtime();
    if (!gateway) throw new Error('the built-in realtime server did not start');
    return 'ok';
  });

  registerCheck('cache', async () => {
    // Shared in PostgreSQL: usable when the database is (checked above). Otherwise the build's
    // folder, where pages beyond the memory are written, must be writable.
    if (config.sharedPageCache()) return 'ok';
    await access(path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'server'), constants.W_OK);
    return 'ok';
  });

  onShutdown('realtime', 10, async () => {
    const gateway = await startRealtime();
    await gateway?.close();
  });
  onShutdown('database', 50, async () => {
    const handle = await getHandle();
    await handle.close();
  });
}
