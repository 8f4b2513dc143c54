// scripts/system-packages.sh, which `npm test` runs first: it finds what is missing, installs it
// when the machine lets it, and otherwise gives the exact command to run. Commands it calls are
// stand-ins written here, so nothing is installed.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(process.cwd(), 'scripts', 'system-packages.sh');

/**
 * Runs the script with a PATH of its own: `real` commands linked from this machine, `stubs` as
 * small scripts (each writes its name and arguments to calls.log).
 */
function run(args: string[], { real = [], stubs = {}, env = {} }: { real?: string[]; stubs?: Record<string, string>; env?: Record<string, string> } = {}) {
  const bin = mkdtempSync(path.join(os.tmpdir(), 'system-packages-'));
  const log = path.join(bin, 'calls.log');
  writeFileSync(log, '');
  try {
    for (const command of real) {
      const found = spawnSync('bash', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();
      symlinkSync(found, path.join(bin, command));
    }
    for (const [name, body] of Object.entries(stubs)) {
      writeFileSync(path.join(bin, name), `#!/bin/bash\necho "${name} $*" >> ${log}\n${body}\n`);
      chmodSync(path.join(bin, name), 0o755);
    }
    const answer = spawnSync('/bin/bash', [script, ...args], { encoding: 'utf8', env: { NODE_ENV: 'test', PATH: bin, ...env } });
    return { ...answer, calls: readFileSync(log, 'utf8').trim().split('\n').filter(Boolean) };
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
}

const user = { id: 'echo 1000' };
const root = { id: 'echo 0', tee: 'cat > /dev/null', chmod: '', rm: '' };

describe('scripts/system-packages.sh', () => {
  it('lists the packages whose commands are missing, all or those named', () => {
    const all = run(['--check'], { stubs: user });
    expect(all.status).toBe(1);
    expect(all.stdout.trim().split(' ')).toEqual(expect.arrayContaining(['postgresql', 'default-jre-headless']));
    const named = run(['--check', 'default-jre-headless'], { stubs: { ...user, java: '' } });
    expect([named.status, named.stdout]).toEqual([0, '']);
  });

  it('counts a Chromium given in CHROMIUM_PATH', () => {
    expect(run(['--check', 'chromium'], { stubs: user, env: { CHROMIUM_PATH: process.execPath } }).status).toBe(0);
  });

  it('installs what is missing with apt-get as root, and nothing else', () => {
    const answer = run(['postgresql', 'default-jre-headless'], { real: ['env'], stubs: { ...root, 'apt-get': '', java: '' } });
    expect(answer.status).toBe(0);
    expect(answer.calls.filter((call) => call.startsWith('apt-get'))).toEqual(['apt-get update -qq', 'apt-get install -y -qq --no-install-recommends postgresql']);
  });

  it('installs through sudo only when it asks for no password', () => {
    const allowed = run(['postgresql'], { real: ['env'], stubs: { ...user, sudo: 'if [ "$1" = -n ]; then shift; fi; "$@"', tee: 'cat > /dev/null', chmod: '', rm: '', 'apt-get': '' } });
    expect(allowed.status).toBe(0);
    expect(allowed.calls).toContain('apt-get install -y -qq --no-install-recommends postgresql');
    const refused = run(['postgresql', 'default-jre-headless'], { stubs: { ...user, sudo: 'exit 1', 'apt-get': '' } });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('  sudo apt-get install -y --no-install-recommends postgresql default-jre-headless');
    expect(refused.calls.some((call) => call.startsWith('apt-get'))).toBe(false);
  });

  it('says what to install when the machine has no apt-get', () => {
    const answer = run([], { stubs: user });
    expect(answer.status).toBe(1);
    expect(answer.stderr).toMatch(/^Missing system packages: .*postgresql.*no apt-get/);
  });
});
