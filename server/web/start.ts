// npm start: build when needed, then serve the complete shop. The server migrates and seeds its
// database on start (instrumentation.ts); this command never opens the database itself. Run with
// the TypeScript loader (`node --import tsx server/web/start.ts`), which the server it spawns
// (server/web/serve.ts) gets too.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { config, environmentProblems, serverEnv } from '@/server/config';
import { ensureBuild } from './build';
import { forgetLastRun } from './run-caches';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function authSecret(): string {
  const given = config.authSecret();
  if (given) return given;
  const dir = path.resolve(config.dataDir());
  const file = path.join(dir, 'auth-secret');
  mkdirSync(dir, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** Spawns the web server with the loader this process runs with, and passes it the stop signals. */
function serve(): void {
  const port = config.port();
  const env: NodeJS.ProcessEnv = {
    ...serverEnv(),
    NODE_ENV: 'production',
    PORT: port,
    AUTH_SECRET: authSecret(),
    AUTH_TRUST_HOST: config.authTrustHost(),
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const bind = config.hostname();
  const shown = bind && !['0.0.0.0', '::'].includes(bind) ? bind : 'localhost';
  console.log(`Starting the shop on http://${shown}:${port}`);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'web', 'serve.ts')], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

async function main(): Promise<void> {
  process.chdir(root);
  // A wrong value stops the start here, before a build, with what each variable must be.
  const problems = environmentProblems();
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  try {
    await ensureBuild(root);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // A server that keeps its pages in memory writes nothing to the build's folder, and leaves the
  // pages other servers of the build wrote there as they are.
  if (!config.pageCacheInMemory()) forgetLastRun(root);
  // With PAGE_CACHE_STORE=postgres neither folder is used: the cache lives in that database, shared
  // with the other servers, and is left as it is. Its rows belong to one build (another build never
  // reads them) and to that database, and tag expiries are kept there too.
  serve();
}

void main();
