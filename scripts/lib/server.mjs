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
 * Options: `hostname` to bind (default 127.0.0.1), `port` (default a free one), `dataDir` to
 * reuse a data folder (kept on stop), `wait: false` to answer at once instead of when /api/master answers (then `ready()`
 * waits). The server's output is passed through, `output()` answers its last megabyte and
 * `printed(text)` waits for a text in it.
 */
export async function startTestServer(root, extraEnv = {}, options = {}) {
  const port = options.port ?? (await freePort());
  const hostname = options.hostname ?? '127.0.0.1';
  const ownData = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'shop-test-data-'));
  const baseURL = `http://${hostname}:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'web', 'start.ts')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    // Tests stop their servers at once unless they test the drain (docs/operations.md).
    env: { ...process.env, SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '0', PORT: String(port), HOSTNAME: hostname, DATA_DIR: dataDir, ...extraEnv },
  });
  // The last megabyte or so of what the server printed, for tests that read it: kept as chunks
  // (a busy server logs a line per request), joined when asked for.
  const chunks = [];
  let kept = 0;
  let tail = '';
  let pending = '';
  const output = () => chunks.join('');
  // Waiters on a text the server prints, told on the chunk that brings it (no polling delay).
  const waiters = new Set();
  child.stdout.on('data', (chunk) => {
    const text = chunk.toString();
    // The request lines stay out of the test's own output (a run makes thousands); the other
    // lines pass, whole lines only.
    const lines = (pending + text).split('\n');
    pending = lines.pop();
    const shown = lines.filter((line) => !line.endsWith('"msg":"request"}'));
    if (shown.length) process.stdout.write(`${shown.join('\n')}\n`);
    chunks.push(text);
    kept += text.length;
    while (kept > 1_000_000 && chunks.length > 1) kept -= chunks.shift().length;
    if (waiters.size === 0) {
      tail = text.slice(-4096);
      return;
    }
    // A text may straddle two chunks: look in the end of the last one too.
    const recent = tail + text;
    tail = text.slice(-4096);
    for (const waiter of waiters) if (recent.includes(waiter.text)) waiter.resolve();
  });
  child.stdout.on('end', () => {
    if (pending.trim()) process.stdout.write(`${pending}\n`);
  });
  let exited = false;
  // Resolves with { code, signal } when the start script exits.
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
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
    output,
    /** Resolves with the start script's { code, signal } when it exits. */
    exited: () => exit,
    /** Resolves as soon as the server prints `text`; rejects when it exits first. */
    printed(text) {
      if (output().includes(text)) return Promise.resolve();
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
