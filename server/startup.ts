// Server start: claim the embedded data folder, then migrate and seed in the background. The API
// awaits the same ensureReady() promise, so early requests simply wait for it.
import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureReady } from './db/bootstrap';
import { dataDir } from './db/client';
import { startRealtime } from './realtime/start';
import { registerBackendChecks } from './health-checks';
import { registerLocaleLoader } from '@/lib/i18n/locale-source';
import { processWide } from '@/server/process-wide';
import { config } from '@/server/config';
import { getDb } from './db/client';
import { log } from './observability/logger';
import { onShutdown } from './observability/lifecycle';
import { startAlertWorker } from './services/alerts-worker';


/**
 * Whether a process runs. A server killed with SIGKILL stays a zombie until a parent reaps it (a
 * container's init may never do so); it answers signal 0 like a live one but holds nothing.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    // No /proc (not Linux): signal 0 is all there is to go by.
    return true;
  }
}

/** A PGlite folder belongs to one process: refuse to share it, and say who holds it. */
export function claimDataFolder(): void {
  const dir = dataDir();
  mkdirSync(dir, { recursive: true });
  const pidFile = path.join(dir, 'server.pid');
  if (existsSync(pidFile)) {
    const holderPid = Number(readFileSync(pidFile, 'utf8').trim());
    if (holderPid && holderPid !== process.pid && isAlive(holderPid)) {
      throw new Error(`The data folder ${dir} is in use by process ${holderPid}. Stop it or set DATA_DIR.`);
    }
  }
  writeFileSync(pidFile, String(process.pid));
  const release = () => {
    try {
      if (readFileSync(pidFile, 'utf8').trim() === String(process.pid)) rmSync(pidFile);
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
}

export function startBackend(): void {
  if (processWide.started) return;
  processWide.started = true;
  if (!config.databaseUrl()) claimDataFolder();
  const started = Date.now();
  ensureReady().then(
    () => console.log(`Database ready in ${Date.now() - started} ms`),
    (error: unknown) => console.error('Database start failed:', error),
  );
  // The built-in realtime server (unless PUSHER_* points elsewhere or REALTIME=off).
  void startRealtime();
  registerBackendChecks();
  // The alert e-mails' jobs, once the database is ready (server/services/alerts-worker.ts).
  if (config.alertsWorker()) {
    ensureReady().then(
      () => {
        const worker = startAlertWorker(getDb, {
          pollMs: config.alertsPollMs(),
          checkMs: config.alertsCheckMs(),
          log: (level, fields, message) => log()[level](fields, message),
        });
        processWide.alertWorker = worker;
        onShutdown('alert worker', 20, () => worker.stop());
      },
      () => undefined,
    );
  }
  // The languages the storefront routes by come from these settings (lib/i18n/locale-source.ts).
  registerLocaleLoader(async () => {
    const { app } = await import('./app');
    const response = await app.fetch(new Request('http://backend.internal/api/master', { headers: { 'X-Requested-With': 'XMLHttpRequest' } }));
    if (!response.ok) throw new Error(`/master answered ${response.status}`);
    return response.json();
  });
}
