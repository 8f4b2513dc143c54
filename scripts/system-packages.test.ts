// scripts/system-packages.sh, which `npm test` runs first: it finds what is missing, and says what
// to install when it cannot install it itself.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(process.cwd(), 'scripts', 'system-packages.sh');

/** Runs the script with only `commands` on the PATH (and bash's own builtins). */
function run(args: string[], commands: string[], env: Record<string, string> = {}) {
  const bin = mkdtempSync(path.join(os.tmpdir(), 'system-packages-'));
  try {
    for (const command of ['id', ...commands]) {
      const found = spawnSync('bash', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();
      if (found) symlinkSync(found, path.join(bin, command));
    }
    return spawnSync('/bin/bash', [script, ...args], { encoding: 'utf8', env: { PATH: bin, ...env } });
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
}

describe('scripts/system-packages.sh', () => {
  it('lists the packages whose commands are missing', () => {
    const answer = run(['--check'], []);
    expect(answer.status).toBe(1);
    expect(answer.stdout.trim().split(' ')).toEqual(expect.arrayContaining(['postgresql', 'default-jre-headless']));
  });

  it('counts a Chromium given in CHROMIUM_PATH', () => {
    const answer = run(['--check'], [], { CHROMIUM_PATH: process.execPath });
    expect(answer.stdout).not.toMatch(/\bchromium\b/);
  });

  it('says what to install when the machine has no apt-get', () => {
    const answer = run([], []);
    expect(answer.status).toBe(1);
    expect(answer.stderr).toMatch(/^Missing system packages: .*postgresql.*no apt-get/);
  });
});
