// Starts the production shop for tests: own port, own temporary data folder, stopped as a group.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Options: `hostname` to bind (default 127.0.0.1), `dataDir` to reuse a data folder (kept on
 * stop), `env` for extra variables.
 */
export async function startTestServer(root, extraEnv = {}, options = {}) {
  const port = await freePort();
  const hostname = options.hostname ?? '127.0.0.1';
  const ownData = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'shop-test-data-'));
  const baseURL = `http://${hostname}:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), HOSTNAME: hostname, DATA_DIR: dataDir, ...extraEnv },
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error('The shop server stopped before it was ready.');
    try {
      const response = await fetch(`${baseURL}/api/master`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (Date.now() >= deadline) throw new Error('The shop server did not answer /api/master in time.');
  return {
    baseURL,
    dataDir,
    /** Stops the server; `keepData` leaves the data folder for another start. */
    async stop({ keepData = false } = {}) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => (exited ? r() : child.once('exit', r)));
      if (ownData && !keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
