// npm run scale: the catalogue calls at 300 products and at a marketplace's size (100,000 by
// default) on PostgreSQL, each on a throw-away cluster (or TEST_DATABASE_URL) behind a real HTTP
// server. Prints every listing, search, shop and sitemap call's median as a single request at both
// sizes with the ratio, and /api/products at 20 connections, and fails when a budget is missed:
// at the large size every listing call at most 30 ms at the median; /api/products at 20
// connections at least half the requests per second of the small catalogue, p99 under 300 ms; a
// 5,000-product sitemap shard under 500 ms and the sitemap index's call under 50 ms.
// The search: a suggestion as typed (a few letters, 5 products) at most 30 ms at the median, and
// /api/products?search= at 20 connections at least half its rate at 300 products. A catalogue that
// lives: with one change a second for 15 s, listing and search calls at most 50 ms at the median,
// the event loop's delay at most 50 ms (p99), and a renamed product found by its new name within 2 s.
// Flags: --products=N (the large size), --huge (also 1,000,000 products, reported without budgets),
// --pglite (the embedded database instead, 300 and 10,000 products by default: every listing and
// search call at most 100 ms; the load is reported without a budget).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { app } from '../server/app';
// Renamed: the name reads as a React hook to the linter, and this is not one.
import { openDatabase, useDatabase as makeCurrentDatabase } from '../server/db/client';
import { seed } from '../server/db/seed';
import { startTestCluster } from '../server/db/testing/postgres-cluster';
import { createApi } from '../lib/api/client';
import { feedItem, productPages, type FeedContext } from '../lib/seo/product-feed';
import { processWide } from '../server/process-wide';

const PGLITE = process.argv.includes('--pglite');
const LARGE = Number(process.argv.find((arg) => arg.startsWith('--products='))?.split('=')[1] ?? (PGLITE ? 10_000 : 100_000));
const SIZES = [300, LARGE, ...(process.argv.includes('--huge') ? [1_000_000] : [])];
const BUDGET = { listingMs: PGLITE ? 100 : 30, suggestionMs: PGLITE ? 100 : 30, shardMs: 500, indexMs: 50, throughputShare: 0.5, p99Ms: 300, feedMsPer1000: 1000, feedPeakMb: 300, liveMs: 50, lagMs: 50, changeShownMs: 2000 };
const RUNS = 10;

interface Call {
  label: string;
  /** The path of a run (0 is the warm-up): searches take a new text each run, as shoppers do. */
  path: (products: number, run: number) => string;
  budgetMs: number;
}

// Words of the demo catalogue's names, and misspellings of them: a new text for every run, so that
// no search is answered from the matches the index keeps of an earlier one.
const WORDS = ['leather', 'cotton', 'steel', 'wireless', 'waterproof', 'shirt', 'lamp', 'kettle', 'watch', 'handbag', 'sneakers'];
const TYPOS = ['lether', 'coton', 'stell', 'wirless', 'watreproof', 'shrit', 'lmap', 'ketle', 'wacth', 'handbga', 'sneekers'];
// What a shopper has typed when a suggestion is asked for: two to four letters, new each run.
const TYPED = ['le', 'cot', 'ste', 'wir', 'wate', 'shi', 'lam', 'ket', 'watc', 'han', 'snea'];

const listing = (label: string, query: string): Call => ({ label, path: () => `/products?per_page=20&${query}`, budgetMs: BUDGET.listingMs });
const calls: Call[] = [
  listing('first page', 'page=1'),
  { label: 'last page', path: (n) => `/products?per_page=20&page=${Math.ceil(n / 20)}`, budgetMs: BUDGET.listingMs },
  listing('newest', 'sort_type=newest'),
  listing('most viewed', 'sort_type=popular_product'),
  listing('best selling', 'sort_type=top_selling'),
  listing('price, low to high', 'sort_type=low_to_high'),
  { label: 'price, high to low, last page', path: (n) => `/products?per_page=20&sort_type=high_to_low&page=${Math.ceil(n / 20)}`, budgetMs: BUDGET.listingMs },
  listing('category', 'category_id=1'),
  listing('category and sub-category', 'category_id=1&sub_category_id=2'),
  listing('shop', 'shop_id=2'),
  listing('brand, size and colour', 'brand_id=3&size_id=2&color_id=2'),
  listing('price range', 'min_price=20&max_price=50'),
  listing('rating', 'rating=4'),
  { label: 'search (a new text each time)', path: (_, run) => `/products?per_page=20&search=${WORDS[run]}`, budgetMs: BUDGET.listingMs },
  { label: 'search with a typo (new each time)', path: (_, run) => `/products?per_page=20&search=${TYPOS[run]}`, budgetMs: BUDGET.listingMs },
  { label: 'suggestion as typed (5 products)', path: (_, run) => `/products?per_page=5&search=${TYPED[run]}`, budgetMs: BUDGET.suggestionMs },
  { label: 'the same search, cheapest first, page 2', path: () => '/products?per_page=20&search=leather&sort_type=low_to_high&page=2', budgetMs: BUDGET.listingMs },
  { label: 'category products', path: () => '/category-products?per_page=20&category_id=2&sort_type=low_to_high', budgetMs: BUDGET.listingMs },
  { label: 'home', path: () => '/home?page=1&per_page=20', budgetMs: BUDGET.listingMs },
  { label: 'shops', path: () => '/shops?page=1&per_page=20', budgetMs: BUDGET.listingMs },
  { label: 'sitemap index (total)', path: () => '/sitemap-products?page=1&per_page=1', budgetMs: BUDGET.indexMs },
  { label: 'sitemap shard (5,000, the last)', path: (n) => `/sitemap-products?per_page=5000&page=${Math.max(1, Math.ceil(n / 5000))}`, budgetMs: BUDGET.shardMs },
];

/** The backend alone behind Node's HTTP server, as the shop's server runs it. */
function serve(): Promise<{ url: string; close(): Promise<void> }> {
  let inFlight = 0;
  let idle: (() => void) | null = null;
  const server = http.createServer(async (req, res) => {
    inFlight += 1;
    try {
      const response = await app.fetch(new Request(`http://${req.headers.host}${req.url}`, { headers: req.headers as Record<string, string> }));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } finally {
      inFlight -= 1;
      if (inFlight === 0) idle?.();
    }
  });
  // A load run ends with requests still being answered: the database stays open until they are.
  const drained = () => new Promise<void>((resolve) => (inFlight === 0 ? resolve() : (idle = resolve)));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: async () => {
          server.closeAllConnections();
          await drained();
          await new Promise<void>((done) => server.close(() => done()));
        },
      });
    }),
  );
}

const headers = { 'X-Requested-With': 'XMLHttpRequest' };

async function median(url: (run: number) => string): Promise<{ ms: number; status: number }> {
  let status = 0;
  await fetch(url(0), { headers }).then((r) => r.arrayBuffer());
  const times: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(url(run), { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    status = response.status;
  }
  times.sort((a, b) => a - b);
  return { ms: Math.round(times[Math.floor(RUNS / 2)]), status };
}

/**
 * The whole shopping feed (/feeds/products.xml's code: the backend's pages and every item's XML)
 * read once over HTTP: its time, size, and the growth of this process's memory at its peak (the
 * backend runs in this process too), sampled every 20 ms.
 */
async function measureFeed(url: string) {
  const api = createApi({ transport: (request) => fetch(request), baseUrl: `${url}/api`, locale: 'en' });
  const context: FeedContext = {
    link: (id) => `https://shop.example/products/${id}/details`,
    picture: (path) => new URL(path, 'https://shop.example').toString(),
    currency: { name: 'USD', symbol: '$', position: 'prefix', rate: 1 },
    countries: ['US'],
  };
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  let items = 0;
  let bytes = 0;
  try {
    for await (const page of productPages(api)) {
      for (const product of page) bytes += Buffer.byteLength(feedItem(product, context));
      items += page.length;
    }
  } finally {
    clearInterval(sampler);
  }
  return { items, ms: Math.round(performance.now() - started), mb: bytes / 1e6, peakMb: Math.max(0, peak - before) / 1e6 };
}

/**
 * A catalogue that lives: one change a second (a product's rating, as a review gives it) for 15 s
 * while listing and search calls follow one another; their median, the event loop's delay, and
 * how long a renamed product takes to be found by its new name.
 */
async function measureLive(url: string, handle: Awaited<ReturnType<typeof openDatabase>>) {
  const lag = monitorEventLoopDelay({ resolution: 10 });
  const times: number[] = [];
  let changes = 0;
  const changer = setInterval(() => {
    changes += 1;
    void handle.db.execute(sql`update products set rating = ((rating * 10 + 1)::int % 50) / 10.0 where id = ${(changes % 50) + 1}`).catch(() => undefined);
  }, 1000);
  lag.enable();
  const until = performance.now() + 15_000;
  let run = 0;
  try {
    while (performance.now() < until) {
      run += 1;
      const path = run % 2 ? `/products?per_page=20&sort_type=${run % 4 === 1 ? 'newest' : 'low_to_high'}` : `/products?per_page=20&search=${WORDS[run % WORDS.length]}`;
      const started = performance.now();
      await fetch(`${url}/api${path}`, { headers }).then((r) => r.arrayBuffer());
      times.push(performance.now() - started);
    }
  } finally {
    clearInterval(changer);
    lag.disable();
  }
  // A renamed product, searched for by its new name until it is found.
  const renamedAt = performance.now();
  await handle.db.execute(sql`update products set name = 'Zyzzyva Lantern' where id = 7`);
  let shownMs = Number.POSITIVE_INFINITY;
  while (performance.now() - renamedAt < 10_000) {
    const found = await fetch(`${url}/api/products?per_page=1&search=zyzzyva`, { headers }).then((r) => r.json() as Promise<{ data: { total: number } }>);
    if (found.data.total > 0) {
      shownMs = performance.now() - renamedAt;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  times.sort((a, b) => a - b);
  return { calls: times.length, changes, medianMs: Math.round(times[Math.floor(times.length / 2)]), lagP99Ms: Math.round(lag.percentile(99) / 1e6), lagMaxMs: Math.round(lag.max / 1e6), shownMs: Math.round(shownMs) };
}

async function measureSize(products: number) {
  const cluster = PGLITE ? null : await startTestCluster();
  const handle = cluster ? await openDatabase({ url: cluster.url }) : await openDatabase({ memory: true });
  try {
    const started = performance.now();
    await handle.migrate();
    await seed(handle.db, { mediaDir: null, products });
    await handle.db.execute(sql`analyze`);
    console.log(`Seeded ${products.toLocaleString('en')} products on ${cluster ? 'PostgreSQL' : 'PGlite'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    makeCurrentDatabase(handle);
    processWide.databaseReady = Promise.resolve();
    const server = await serve();
    try {
      const built = performance.now();
      await fetch(`${server.url}/api/products?per_page=1`, { headers });
      console.log(`Listing index built in ${Math.round(performance.now() - built)} ms`);
      const searched = performance.now();
      await fetch(`${server.url}/api/products?per_page=1&search=first`, { headers });
      console.log(`First search in ${Math.round(performance.now() - searched)} ms`);
      const singles = new Map<string, { ms: number; status: number }>();
      for (const call of calls) singles.set(call.label, await median((run) => `${server.url}/api${call.path(products, run)}`));
      const load = await autocannon({ url: `${server.url}/api/products?page=1&per_page=20`, connections: 20, duration: 5, headers });
      const searchLoad = await autocannon({ url: `${server.url}/api/products?page=1&per_page=20&search=leather`, connections: 20, duration: 5, headers });
      const live = await measureLive(server.url, handle);
      const feed = await measureFeed(server.url);
      return {
        singles,
        rps: Math.round(load.requests.average),
        p99: load.latency.p99,
        errors: load.errors + load.non2xx,
        searchRps: Math.round(searchLoad.requests.average),
        searchP99: searchLoad.latency.p99,
        searchErrors: searchLoad.errors + searchLoad.non2xx,
        live,
        feed,
      };
    } finally {
      await server.close();
    }
  } finally {
    await handle.close();
    await cluster?.stop();
  }
}

async function main() {
  const results = new Map<number, Awaited<ReturnType<typeof measureSize>>>();
  for (const size of SIZES) results.set(size, await measureSize(size));
  const small = results.get(SIZES[0])!;
  const large = results.get(LARGE)!;
  const missed: string[] = [];
  const rows = calls.map((call) => {
    const row: Record<string, string | number> = { call: call.label };
    for (const size of SIZES) row[`ms at ${size.toLocaleString('en')}`] = results.get(size)!.singles.get(call.label)!.ms;
    const at = large.singles.get(call.label)!;
    row['×'] = (at.ms / Math.max(1, small.singles.get(call.label)!.ms)).toFixed(1);
    const ok = at.status === 200 && at.ms <= call.budgetMs;
    if (!ok) missed.push(call.label);
    row.budget = ok ? `ok (≤ ${call.budgetMs} ms)` : `MISSED (≤ ${call.budgetMs} ms, status ${at.status})`;
    return row;
  });
  console.log('\nSingle requests, median of 10 after one warm-up:');
  console.table(rows);
  const share = large.rps / Math.max(1, small.rps);
  // The embedded database's budget is for single requests only.
  const loadOk = PGLITE || (share >= BUDGET.throughputShare && large.p99 < BUDGET.p99Ms && large.errors === 0);
  if (!loadOk) missed.push('/api/products at 20 connections');
  console.log('\n/api/products?page=1 at 20 connections, 5 s:');
  console.table(
    SIZES.map((size) => {
      const r = results.get(size)!;
      return { products: size.toLocaleString('en'), 'req/s': r.rps, 'p99 ms': r.p99, errors: r.errors };
    }),
  );
  console.log(`At ${LARGE.toLocaleString('en')}: ${(share * 100).toFixed(0)}% of the requests per second at ${SIZES[0]} ${PGLITE ? '(no budget on PGlite)' : `(budget ≥ 50%, p99 < ${BUDGET.p99Ms} ms): ${loadOk ? 'ok' : 'MISSED'}`}`);
  const searchShare = large.searchRps / Math.max(1, small.searchRps);
  const searchLoadOk = PGLITE || (searchShare >= BUDGET.throughputShare && large.searchErrors === 0);
  if (!searchLoadOk) missed.push('/api/products?search= at 20 connections');
  console.log('\n/api/products?search=leather at 20 connections, 5 s:');
  console.table(
    SIZES.map((size) => {
      const r = results.get(size)!;
      return { products: size.toLocaleString('en'), 'req/s': r.searchRps, 'p99 ms': r.searchP99, errors: r.searchErrors };
    }),
  );
  console.log(`At ${LARGE.toLocaleString('en')}: ${(searchShare * 100).toFixed(0)}% of the requests per second at ${SIZES[0]} ${PGLITE ? '(no budget on PGlite)' : `(budget ≥ 50%): ${searchLoadOk ? 'ok' : 'MISSED'}`}`);
  console.log('\nA catalogue that lives (one change a second for 15 s, listing and search calls one after another):');
  console.table(
    SIZES.map((size) => {
      const { live } = results.get(size)!;
      return { products: size.toLocaleString('en'), calls: live.calls, changes: live.changes, 'median ms': live.medianMs, 'event loop delay p99 ms': live.lagP99Ms, 'max ms': live.lagMaxMs, 'rename found after ms': live.shownMs };
    }),
  );
  for (const size of SIZES.filter((n) => n !== SIZES[0])) {
    const { live } = results.get(size)!;
    const liveOk = live.medianMs <= BUDGET.liveMs && live.lagP99Ms <= BUDGET.lagMs && live.shownMs <= BUDGET.changeShownMs;
    // The million-product run is reported without budgets.
    if (!liveOk && size === LARGE) missed.push(`a catalogue that lives at ${size.toLocaleString('en')}`);
    console.log(`At ${size.toLocaleString('en')} (budget: median ≤ ${BUDGET.liveMs} ms, delay p99 ≤ ${BUDGET.lagMs} ms, rename found ≤ ${BUDGET.changeShownMs} ms): ${liveOk ? 'ok' : size === LARGE ? 'MISSED' : 'missed (no budget)'}`);
  }
  console.log('\nThe shopping feed (/feeds/products.xml: every product, pages of 500), read once:');
  console.table(
    SIZES.map((size) => {
      const { feed } = results.get(size)!;
      return { products: size.toLocaleString('en'), items: feed.items, 's': (feed.ms / 1000).toFixed(1), 'ms per 1,000': Math.round((feed.ms / Math.max(1, feed.items)) * 1000), 'XML MB': feed.mb.toFixed(1), 'peak memory growth MB': feed.peakMb.toFixed(0) };
    }),
  );
  const feed = large.feed;
  const feedOk = feed.items > 0 && (feed.ms / feed.items) * 1000 <= BUDGET.feedMsPer1000 && feed.peakMb <= BUDGET.feedPeakMb;
  if (!feedOk) missed.push('the shopping feed');
  console.log(`Feed at ${LARGE.toLocaleString('en')} (budget ≤ ${BUDGET.feedMsPer1000} ms per 1,000 products, memory growth ≤ ${BUDGET.feedPeakMb} MB): ${feedOk ? 'ok' : 'MISSED'}`);
  if (missed.length) console.log(`\nMissed: ${missed.join(', ')}`);
  process.exitCode = missed.length ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
