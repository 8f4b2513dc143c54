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
 * stop), `wait: false` to answer at once instead of when /api/master answers (then `ready()`
 * waits). The server's output is passed through, `output()` answers its last megabyte and
 * `printed(text)` waits for a text in it.
 */
export async function startTestServer(root, extraEnv = {}, options = {}) {
  const port = await freePort();
  const hostname = options.hostname ?? '127.0.0.1';
  const ownData = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'shop-test-data-'));
  const baseURL = `http://${hostname}:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'web', 'start.ts')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), HOSTNAME: hostname, DATA_DIR: dataDir, ...extraEnv },
  });
  // The last megabyte of what the server printed, for tests that read it.
  let output = '';
  // Waiters on a text the server prints, told on the chunk that brings it (no polling delay).
  const waiters = new Set();
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    output = (output + chunk).slice(-1_000_000);
    for (const waiter of waiters) if (output.includes(waiter.text)) waiter.resolve();
  });
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', resolve));
  child.on('exit', () => (exited = true));
  async function ready() {
    const deadline = Date.now() + 240_000;
    while (Date.now() < deadline) {
      if (exited) throw new Error('The shop server stopped before it was ready.');
      try {
        const response = await fetch(`${baseURL}/api/master`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('The shop server did not answer /api/master in time.');
  }
  if (options.wait !== false) await ready();
  return {
    baseURL,
    dataDir,
    pid: child.pid,
    ready,
    output: () => output,
    /** Resolves as soon as the server prints `text`; rejects when it exits first. */
    printed(text) {
      if (output.includes(text)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const waiter = { text, resolve: () => (waiters.delete(waiter), resolve()) };
        waiters.add(waiter);
        exit.then(() => {
          if (waiters.delete(waiter)) reject(new Error(`The shop server stopped before it printed "${text}".`));
        });
      });
    },
    /** Ends the server at once, as a crash or an out-of-memory killer would (SIGKILL to its group). */
    async kill() {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      await exit;
    },
    /** Stops the server; `keepData` leaves the data folder for another start. */
    async stop({ keepData = false } = {}) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await exit;
      if (ownData && !keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
