// npm run soak: mixed traffic at a steady rate against the production shop for a while, and what
// it costs the server over time. Shoppers browse pages (home, the catalogue, product pages), read
// the catalogue API, search, fill carts, check out (cash on delivery) and write to shops in chat,
// at --rate requests a second started on a fixed schedule (not waiting for answers, as real
// visitors do not). Reports throughput, p50/p99 latency, errors (5xx, dropped connections and any
// status the request should not get) and the server process's resident memory (RSS) at the start
// and end, with its slope: a least-squares line through samples taken every few seconds after
// the first quarter of the run (warm-up: compiled code and caches filling). Exits with 1 on any
// error, when the slope is above --max-slope MB a minute or the memory above --max-rss MB.
// Flags: --minutes=<n> (default 10; decimals allowed), --rate=<requests a second> (default 10),
// --shoppers=<n> (default 20), --max-slope=<MB/min> (default 2), --max-rss=<MB> (default 1500,
// against a plateau of about 920 MB on the development machine), --postgres (on a throw-away
// PostgreSQL cluster instead of PGlite), --report=<file> also writes the checks and figures as
// JSON (npm test reads it).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from '../server/web/build.ts';
import { startTestServer } from './lib/server.mjs';
import { addToCart, callApi, checkout, inParallel, newShopper, productsInStock } from './lib/shoppers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const minutes = Math.max(0.25, Number(option('minutes', 10)) || 10);
const rate = Math.max(1, Number(option('rate', 10)) || 10);
const shopperCount = Math.max(1, Number(option('shoppers', 20)) || 20);
const maxSlope = Number(option('max-slope', 2));
const maxRss = Number(option('max-rss', 1500));
const reportFile = option('report', null);
const SAMPLE_MS = 2000;
const WORDS = ['shirt', 'lamp', 'phone', 'watch', 'bag', 'shoe', 'cup', 'desk', 'xyzzy', 'blue'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Resident memory of a process in MB (Linux /proc). */
function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/** The web server itself: the child server/web/start.ts started (server/web/serve.ts). */
function servingPid(startPid) {
  const children = readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  if (children.length !== 1) throw new Error(`The start script has ${children.length} child processes, not one.`);
  return children[0];
}

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((sum, p) => sum + p.x, 0) / n;
  const my = points.reduce((sum, p) => sum + p.y, 0) / n;
  const sxy = points.reduce((sum, p) => sum + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((sum, p) => sum + (p.x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

const percentile = (sorted, share) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]);

await ensureBuild(root);
let cluster = null;
const env = { APP_ENV: 'local', TRUST_PROXY: '1' };
if (process.argv.includes('--postgres')) {
  const { startTestCluster } = await import('../server/db/testing/postgres-cluster.ts');
  cluster = await startTestCluster();
  env.DATABASE_URL = cluster.url;
}
const server = await startTestServer(root, env);
const base = server.baseURL;
const checks = [];
let figures = null;
try {
  const pid = servingPid(server.pid);
  console.log(`\nSoak: ${rate} requests a second for ${minutes} min on ${cluster ? 'PostgreSQL' : 'PGlite'} (server process ${pid}).`);
  const shoppers = await inParallel(
    Array.from({ length: shopperCount }, (_, n) => n),
    4,
    (n) => newShopper(base, 3, n),
  );
  const products = await productsInStock(base, 40);
  const productIds = (await callApi(base, 'GET', '/products?per_page=100')).body.data.products.map((product) => product.id);
  // Every shopper may write to every shop of the products it buys.
  await inParallel(shoppers, 4, async (shopper) => {
    for (const shopId of new Set(products.map((product) => product.shopId))) {
      const answer = await callApi(base, 'POST', '/store-message', { token: shopper.token, address: shopper.address, body: { shop_id: shopId, type: 'user' } });
      if (answer.status !== 200) throw new Error(`store-message answered ${answer.status}`);
    }
  });
  const carts = new Map(shoppers.map((shopper) => [shopper.id, null]));

  // One visit: what it asks for, and whether an answer is the one it should get.
  const page = (pathname) => async () => {
    const response = await fetch(base + pathname, { headers: { 'Accept-Encoding': 'br, gzip' } });
    await response.arrayBuffer();
    return { status: response.status };
  };
  const kinds = [
    ['browse', 30, () => page(pick(['/', '/products', `/products/${pick(productIds)}/details`, '/shops', '/flash-sale/1']))],
    ['catalogue API', 15, () => () => callApi(base, 'GET', `/products?page=${1 + Math.floor(Math.random() * 3)}&per_page=20`)],
    ['search', 15, () => (Math.random() < 0.5 ? page(`/products?search=${pick(WORDS)}`) : () => callApi(base, 'GET', `/products?search=${pick(WORDS)}`))],
    ['cart', 20, (shopper) => async () => {
      if (Math.random() < 0.3) return callApi(base, 'GET', '/carts', { token: shopper.token, address: shopper.address });
      const product = pick(products);
      const answer = await callApi(base, 'POST', '/cart/store', { token: shopper.token, address: shopper.address, body: { product_id: product.id, quantity: 1, color: product.color, size: product.size } });
      if (answer.status === 200) carts.set(shopper.id, product.shopId);
      return answer;
    }],
    ['checkout', 8, (shopper) => async () => {
      const shopId = carts.get(shopper.id);
      if (shopId === null) {
        const product = pick(products);
        await addToCart(base, shopper, product);
        carts.set(shopper.id, product.shopId);
        return { status: 200 };
      }
      carts.set(shopper.id, null);
      return checkout(base, shopper, shopId);
    }],
    ['chat', 12, (shopper) => () => callApi(base, 'POST', '/send-message', { token: shopper.token, address: shopper.address, body: { shop_id: pick(products).shopId, message: `Is it in stock? ${Date.now()}`, type: 'user' } })],
  ];
  const weight = kinds.reduce((sum, [, w]) => sum + w, 0);
  const chooseKind = () => {
    let roll = Math.random() * weight;
    for (const kind of kinds) if ((roll -= kind[1]) < 0) return kind;
    return kinds[0];
  };

  // A shopper does one thing at a time (carts and checkouts of one shopper would race otherwise);
  // a visit for a busy shopper goes to the next one free, or waits for the next tick.
  const busy = new Set();
  const results = [];
  const failures = new Map();
  const samples = [];
  const started = performance.now();
  const end = started + minutes * 60_000;
  const sample = () => samples.push({ x: (performance.now() - started) / 60_000, y: rssOf(pid) });
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);
  const running = new Set();
  let next = started;
  let skipped = 0;
  let sent = 0;
  while (next < end) {
    const wait = next - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    next += 1000 / rate;
    const [name, , make] = chooseKind();
    const free = shoppers.filter((one) => !busy.has(one.id));
    const shopper = free.length > 0 ? pick(free) : null;
    if (!shopper) {
      skipped += 1;
      continue;
    }
    busy.add(shopper.id);
    sent += 1;
    const visit = make(shopper);
    const t0 = performance.now();
    const task = visit()
      .then(
        (answer) => answer,
        (error) => ({ status: 0, error: error instanceof Error ? error.message : String(error) }),
      )
      .then((answer) => {
        const ms = performance.now() - t0;
        results.push({ name, ms });
        if (answer.status !== 200) {
          const key = `${name}: ${answer.status} ${answer.error ?? JSON.stringify(answer.body?.message ?? '')}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
        busy.delete(shopper.id);
        running.delete(task);
      });
    running.add(task);
  }
  await Promise.all(running);
  clearInterval(sampler);
  sample();
  const seconds = (performance.now() - started) / 1000;
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const errors = [...failures.values()].reduce((sum, n) => sum + n, 0);
  const warm = samples.filter((one) => one.x >= minutes / 4);
  const memory = {
    startMB: samples[0].y,
    endMB: samples.at(-1).y,
    peakMB: Math.max(...samples.map((one) => one.y)),
    slopeMBPerMin: slope(warm),
    wholeRunSlopeMBPerMin: slope(samples),
    samples: samples.length,
    // Minutes since the start and MB, for a graph.
    series: samples.map((one) => [Number(one.x.toFixed(3)), Number(one.y.toFixed(1))]),
  };
  const perKind = Object.fromEntries(
    kinds.map(([name]) => {
      const own = results.filter((result) => result.name === name).map((result) => result.ms).sort((a, b) => a - b);
      return [name, { requests: own.length, p50: Math.round(percentile(own, 0.5)), p99: Math.round(percentile(own, 0.99)) }];
    }),
  );
  figures = {
    minutes,
    database: cluster ? 'postgres' : 'pglite',
    rate,
    requests: results.length,
    perSecond: results.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
    skipped,
    memory,
    perKind,
  };
  console.log(`\n${results.length} requests in ${seconds.toFixed(0)} s: ${figures.perSecond.toFixed(1)} a second, p50 ${figures.p50.toFixed(0)} ms, p99 ${figures.p99.toFixed(0)} ms, ${errors} errors${skipped ? `, ${skipped} ticks skipped (every shopper busy)` : ''}.`);
  console.table(perKind);
  for (const [key, n] of failures) console.log(`  ${n} × ${key}`);
  console.log(
    `Server RSS: ${memory.startMB.toFixed(0)} MB at the start, ${memory.endMB.toFixed(0)} MB at the end, ${memory.peakMB.toFixed(0)} MB at the peak; slope after warm-up ${memory.slopeMBPerMin.toFixed(2)} MB/min (whole run ${memory.wholeRunSlopeMBPerMin.toFixed(2)} MB/min, ${memory.samples} samples).`,
  );
  const label = `[soak, ${minutes} min] `;
  checks.push({ name: `${label}no request failed (${results.length} requests, ${figures.perSecond.toFixed(1)}/s, p99 ${figures.p99.toFixed(0)} ms)`, ok: errors === 0 && results.length > 0, detail: `${errors} errors: ${[...failures.keys()].join('; ')}` });
  checks.push({ name: `${label}the traffic kept its rate (${sent} of ${Math.round(minutes * 60 * rate)} sent)`, ok: skipped <= sent * 0.05, detail: `${skipped} ticks skipped with every shopper busy` });
  checks.push({
    name: `${label}the server's memory does not keep growing (${memory.startMB.toFixed(0)} → ${memory.endMB.toFixed(0)} MB, ${memory.slopeMBPerMin.toFixed(2)} MB/min after warm-up, bound ${maxSlope})`,
    ok: memory.slopeMBPerMin <= maxSlope,
    detail: `${memory.slopeMBPerMin.toFixed(2)} MB/min`,
  });
  checks.push({ name: `${label}the server's memory stays under ${maxRss} MB (peak ${memory.peakMB.toFixed(0)} MB)`, ok: memory.peakMB <= maxRss, detail: `peak ${memory.peakMB.toFixed(0)} MB` });
} catch (error) {
  checks.push({ name: '[soak] the run completes', ok: false, detail: error instanceof Error ? error.message : String(error) });
} finally {
  await server.stop();
  await cluster?.stop();
}
for (const { name, ok, detail } of checks) console.log(`  ${ok ? '✓' : '✘'} ${name}${ok ? '' : ` — ${detail}`}`);
if (reportFile) writeFileSync(reportFile, JSON.stringify({ checks, figures }, null, 2));
process.exit(checks.every((one) => one.ok) ? 0 : 1);
