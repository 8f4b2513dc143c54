// npm run load: how many requests a second the production shop serves, measured in one run on the
// same server so the figures compare: a static chunk (the speed of a file), the home page, a
// product page, many product pages at random (a crawler's long tail), /products and
// /api/products, each at 20 connections (autocannon). Also how long a
// product page takes once its cache tag was expired, whether HTML is sent compressed, and whether
// static chunks carry an immutable cache header. Prints a table and exits with 1 when a budget is
// missed:
//   - a public page answers at least 50% of the static chunk's rate, with p99 under 100 ms;
//   - a product page whose tag was just expired renders in under 300 ms.
// Flags: --url=<base> measures a running shop (the expired-tag row then needs REVALIDATE_SECRET
// of that shop in the environment), --postgres starts the shop on a throw-away PostgreSQL cluster
// instead of the embedded database (Debian's postgresql package, or TEST_DATABASE_URL),
// --duration=<seconds> per target (default 10), --connections=<n> (default 20).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { signBody } from '../lib/security/revalidate-signature.ts';
import { ensureBuild } from './lib/build.mjs';
import { startTestServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const given = option('url', null);
const duration = Math.max(1, Number(option('duration', 10)) || 10);
const connections = Math.max(1, Number(option('connections', 20)) || 20);

const PAGE_SHARE = 0.5;
const PAGE_P99_MS = 100;
const EXPIRED_MS = 300;
const api = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

let server = null;
let cluster = null;
let secret = process.env.REVALIDATE_SECRET ?? null;
if (!given) {
  ensureBuild(root);
  if (process.argv.includes('--postgres')) {
    const { startTestCluster } = await import('../server/db/testing/postgres-cluster.ts');
    cluster = await startTestCluster();
    process.env.DATABASE_URL = cluster.url;
    console.log('On a throw-away PostgreSQL cluster.');
  }
  secret = randomBytes(16).toString('hex');
  server = await startTestServer(root, { APP_ENV: 'production', REVALIDATE_SECRET: secret });
}
const base = given ?? server.baseURL;

/** Every request asks for compression, as browsers do. */
const browserLike = { 'Accept-Encoding': 'br, gzip' };

/**
 * One run of autocannon against a path, or against paths picked at random for each request:
 * requests a second, p50 and p99 latency, failures.
 */
async function hammer(pathname, headers = {}) {
  const paths = Array.isArray(pathname) ? pathname : null;
  const requests = paths ? [{ setupRequest: (request) => ({ ...request, path: paths[Math.floor(Math.random() * paths.length)] }) }] : undefined;
  const result = await autocannon({ url: base + (paths ? paths[0] : pathname), connections, duration, headers: { ...browserLike, ...headers }, requests });
  const failures = result.errors + result.timeouts + result.non2xx;
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, failures };
}

/** Milliseconds of one request, read to the end. */
async function timed(pathname) {
  const started = performance.now();
  const response = await fetch(base + pathname);
  await response.arrayBuffer();
  return { ms: Math.round(performance.now() - started), status: response.status };
}

async function expireTag(tag) {
  if (!secret) return false;
  const body = JSON.stringify({ tags: [tag] });
  const response = await fetch(`${base}/api/revalidate`, { method: 'POST', headers: { ...api, 'Content-Type': 'application/json', 'X-Signature': signBody(secret, body) }, body });
  return response.ok;
}

let failed = false;
const checks = [];
const check = (name, ok, detail) => {
  if (!ok) failed = true;
  checks.push({ check: name, result: ok ? 'ok' : 'MISSED', detail });
};

try {
  const home = await fetch(`${base}/`, { headers: browserLike });
  const html = await home.text();
  const chunk = /src="([^"]*\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1];
  if (!chunk) throw new Error('The home page names no static chunk.');
  const { data } = await (await fetch(`${base}/api/products?per_page=1&sort_type=popular_product`, { headers: api })).json();
  const productId = data.products[0].id;
  const product = `/products/${productId}/details`;
  // The long tail a crawler walks: many pages, each asked for now and then.
  const spread = [];
  for (const page of [1, 2]) {
    const { data: many } = await (await fetch(`${base}/api/products?page=${page}&per_page=100`, { headers: api })).json();
    spread.push(...many.products.map((item) => `/products/${item.id}/details`));
  }

  const staticAnswer = await fetch(base + chunk, { headers: browserLike });
  await staticAnswer.arrayBuffer();
  check('static chunks are cached for good', /immutable/.test(staticAnswer.headers.get('cache-control') ?? ''), staticAnswer.headers.get('cache-control') ?? 'no Cache-Control');
  check('HTML is compressed for browsers that ask', ['br', 'gzip'].includes(home.headers.get('content-encoding') ?? ''), home.headers.get('content-encoding') ?? 'not compressed');

  const targets = [
    ['static chunk', chunk, {}, null],
    ['/', '/', {}, 'page'],
    ['product page', product, {}, 'page'],
    [`${spread.length} product pages at random`, spread, {}, 'page'],
    ['/products', '/products', {}, 'page'],
    ['/api/products?page=1', '/api/products?page=1', api, null],
  ];
  // Every target once before it is measured, as a live shop's caches are after its first visitor.
  for (const [, pathname, headers] of targets) {
    for (const one of Array.isArray(pathname) ? pathname : [pathname]) await (await fetch(base + one, { headers: { ...browserLike, ...headers } })).arrayBuffer();
  }
  const rows = [];
  let fileRate = 0;
  for (const [name, pathname, headers, kind] of targets) {
    const result = await hammer(pathname, headers);
    if (name === 'static chunk') fileRate = result.rps;
    const share = fileRate ? result.rps / fileRate : 0;
    let budget = 'reference';
    if (kind === 'page') {
      const misses = [share < PAGE_SHARE ? `rate under ${PAGE_SHARE * 100}% of a file` : null, result.p99 >= PAGE_P99_MS ? `p99 ${PAGE_P99_MS} ms or more` : null, result.failures ? 'failed requests' : null].filter(Boolean);
      if (misses.length) failed = true;
      budget = misses.length ? `MISSED: ${misses.join(', ')}` : 'ok';
    } else if (name !== 'static chunk') budget = 'no budget';
    rows.push({ target: name, 'req/s': result.rps, 'share of a file': `${(share * 100).toFixed(1)}%`, 'p50 ms': result.p50, 'p99 ms': result.p99, failures: result.failures, budget });
  }

  if (await expireTag(`product:${productId}`)) {
    const { ms, status } = await timed(product);
    check(`a product page after its tag expired renders in under ${EXPIRED_MS} ms`, status === 200 && ms < EXPIRED_MS, `${ms} ms, status ${status}`);
  } else {
    checks.push({ check: 'a product page after its tag expired', result: 'skipped', detail: 'no REVALIDATE_SECRET for this shop' });
  }

  console.log(`\nThroughput at ${connections} connections, ${duration} s each (${base}):`);
  console.table(rows);
  console.table(checks);
} finally {
  if (server) await server.stop();
  if (cluster) await cluster.stop();
}
process.exit(failed ? 1 : 0);
