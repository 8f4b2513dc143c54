import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { claimDataFolder, isAlive } from './startup';

const onLinux = existsSync('/proc/self/stat');

/** A process that has ended but is not reaped: `sh` starts it, then becomes `sleep`, which never waits. */
async function zombie(): Promise<{ pid: number; stop: () => void }> {
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const pid = await new Promise<number>((resolve) => parent.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z')) await new Promise((r) => setTimeout(r, 20));
  return { pid, stop: () => parent.kill('SIGKILL') };
}

describe('the data folder claim', () => {
  let dir: string;
  const saved = process.env.DATA_DIR;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-claim-'));
    process.env.DATA_DIR = dir;
  });
  afterEach(() => {
    process.env.DATA_DIR = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  it('is refused while another live process holds the folder', () => {
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(path.join(dir, 'server.pid'), String(other.pid));
      expect(() => claimDataFolder()).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill('SIGKILL');
    }
  });

  (onLinux ? it : it.skip)('is taken over from a server killed and not yet reaped (a zombie)', async () => {
    const dead = await zombie();
    try {
      expect(isAlive(dead.pid)).toBe(false);
      writeFileSync(path.join(dir, 'server.pid'), String(dead.pid));
      expect(() => claimDataFolder()).not.toThrow();
      expect(readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    } finally {
      dead.stop();
    }
  });
});
