// npm start: build when needed, then serve the complete shop. The server migrates and seeds its
// database on start (instrumentation.ts); this script never opens the database itself.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './lib/build.mjs';
import { locales } from '../lib/i18n/locale-rewrites.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

function authSecret() {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const dir = path.resolve(process.env.DATA_DIR || '.data');
  const file = path.join(dir, 'auth-secret');
  mkdirSync(dir, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

// PAGE_CACHE_STORE=postgres shares the page cache through DATABASE_URL's PostgreSQL (docs/adr/0016).
const store = process.env.PAGE_CACHE_STORE;
if (store && store !== 'postgres') {
  console.error(`PAGE_CACHE_STORE knows one store, "postgres" (it is "${store}").`);
  process.exit(1);
}
if (store && !process.env.DATABASE_URL) {
  console.error('PAGE_CACHE_STORE=postgres keeps pages in PostgreSQL: set DATABASE_URL as well.');
  process.exit(1);
}

try {
  ensureBuild(root);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// The data cache of the catalogue (docs/adr/0005) lives in .next/cache and belongs to the data
// the last run served; tag expiries are only kept in memory. A start may serve another database
// (DATA_DIR, DATABASE_URL, a reset), so each start begins with an empty data cache.
rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
// So do the resized pictures: a picture of that data may keep its name and change (a reset draws
// the demo pictures again), and the optimiser would serve the old one for hours.
rmSync(path.join(root, '.next', 'cache', 'images'), { recursive: true, force: true });
// So do the pages rendered from that data (docs/adr/0013): Next.js keeps them under
// .next/server/app/{locale}, folders only rendering at run time writes (the build renders no page
// of a locale; its own files live under .next/server/app/[locale]).
for (const locale of locales) rmSync(path.join(root, '.next', 'server', 'app', locale), { recursive: true, force: true });
// With PAGE_CACHE_STORE=postgres neither folder is used: the cache lives in that database, shared
// with the other servers, and is left as it is. Its rows belong to one build (another build never
// reads them) and to that database, and tag expiries are kept there too.

const port = process.env.PORT || '3000';
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  AUTH_SECRET: authSecret(),
  AUTH_TRUST_HOST: process.env.AUTH_TRUST_HOST || 'true',
  NEXT_TELEMETRY_DISABLED: '1',
};
const shown = process.env.HOSTNAME && !['0.0.0.0', '::'].includes(process.env.HOSTNAME) ? process.env.HOSTNAME : 'localhost';
console.log(`Starting the shop on http://${shown}:${port}`);
const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
