// Server start: claim the embedded data folder, then migrate and seed in the background. The API
// awaits the same ensureReady() promise, so early requests simply wait for it.
import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureReady } from './db/bootstrap';
import { dataDir } from './db/client';
import { startRealtime } from './realtime/start';

const holder = globalThis as unknown as { __shopStarted?: boolean };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
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
  if (holder.__shopStarted) return;
  holder.__shopStarted = true;
  if (!process.env.DATABASE_URL) claimDataFolder();
  const started = Date.now();
  ensureReady().then(
    () => console.log(`Database ready in ${Date.now() - started} ms`),
    (error: unknown) => console.error('Database start failed:', error),
  );
  // The built-in realtime server (unless PUSHER_* points elsewhere or REALTIME=off).
  void startRealtime();
}
