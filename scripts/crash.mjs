// npm run crash: the shop killed with SIGKILL, and the books after it starts again, on the
// embedded database (PGlite) and on PostgreSQL (a throw-away cluster, or TEST_DATABASE_URL).
//
// For each database:
//   1. The first start is killed while it seeds the demo data. The next start must seed it again
//      and serve the whole catalogue (never the half the killed start had written).
//   2. Rounds: 30 shoppers each put a product in their cart and check out at the same moment; the
//      server is killed as soon as the first checkout answers, with the others still running.
//      After it starts again, the books: every order has its items, the stock taken equals the
//      units of the orders that exist, every payment has its orders, every order a checkout was
//      told about exists, a shopper whose order does not exist still has the cart, and the server
//      answers /api/master and /products. On PGlite the books are read by opening the data folder
//      after the server stopped, so the folder opening at all is part of the check.
// Flags: --rounds=<n> per database (default 5), --shoppers=<n> (default 30), --pglite or
// --postgres for one database only, --report=<file> also writes every check as JSON (npm test
// reads it). Exits with 1 when a check fails.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from '../server/web/build.ts';
import { startTestServer } from './lib/server.mjs';
import { addToCart, callApi, checkout, inParallel, newShopper, productsInStock } from './lib/shoppers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const rounds = Math.max(1, Number(option('rounds', 5)) || 5);
const shopperCount = Math.max(2, Number(option('shoppers', 30)) || 30);
const reportFile = option('report', null);
const only = ['pglite', 'postgres'].filter((kind) => process.argv.includes(`--${kind}`));
const kinds = only.length > 0 ? only : ['pglite', 'postgres'];
// Products the shoppers buy: few, so that checkouts wait on each other's stock rows.
const PRODUCTS = 6;
// The demo seed's catalogue (server/db/seed/index.ts).
const SEEDED_PRODUCTS = 300;

const checks = [];
function check(name, ok, detail = '') {
  checks.push({ name, ok, detail });
  console.log(`  ${ok ? '✓' : '✘'} ${name}${ok ? '' : ` — ${detail}`}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition, seconds, what) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await sleep(100);
  }
  throw new Error(`Waited ${seconds} s for ${what}.`);
}

/**
 * The database of one kind, read directly: `open()` answers a client with query(text, params)
 * and close(). PGlite opens the data folder (only while no server holds it).
 */
async function database(kind, dataDir) {
  if (kind === 'postgres') {
    const { startTestCluster } = await import('../server/db/testing/postgres-cluster.ts');
    const cluster = await startTestCluster();
    const { default: pg } = await import('pg');
    return {
      env: { DATABASE_URL: cluster.url },
      async open() {
        const client = new pg.Client({ connectionString: cluster.url });
        await client.connect();
        return { query: (text, params) => client.query(text, params), close: () => client.end() };
      },
      /** The seed's transaction has written products (it holds their table's write lock). */
      async seeding() {
        const client = new pg.Client({ connectionString: cluster.url });
        await client.connect();
        try {
          const query = "select 1 from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'products' and l.mode = 'RowExclusiveLock'";
          await waitFor(async () => (await client.query(query)).rows.length > 0, 120, 'the seed to write products');
        } finally {
          await client.end();
        }
      },
      stop: () => cluster.stop(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return {
    env: {},
    async open() {
      const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
      return { query: (text, params) => client.query(text, params), close: () => client.close() };
    },
    // Nothing can look into the folder while the server holds it: the server says when the seed's
    // transaction has written the catalogue (the rest of the seed follows in the same transaction).
    seeding: (server) => server.printed('Seeding the demo data: settings written'),
    stop: async () => undefined,
  };
}

const count = async (db, table) => (await db.query(`select count(*)::int as n from ${table}`)).rows[0].n;

/** What the books hold for the shoppers and products of the test. */
async function readBooks(db, shopperIds, productIds) {
  const rows = async (text, params) => (await db.query(text, params)).rows;
  return {
    ordersWithoutItems: await rows('select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)'),
    stock: new Map((await rows('select id, quantity, total_sold from products where id = any($1)', [productIds])).map((row) => [row.id, row])),
    bought: new Map(
      (await rows('select i.product_id, sum(i.quantity)::int as n from order_items i join orders o on o.id = i.order_id where o.user_id = any($1) group by i.product_id', [shopperIds])).map((row) => [row.product_id, row.n]),
    ),
    payments: await rows(
      `select p.id, p.response, (select count(*)::int from orders o where o.payment_id = p.id) as orders,
         (select array_agg(o.id order by o.id) from orders o where o.payment_id = p.id) as order_ids
       from order_payments p where p.user_id = any($1)`,
      [shopperIds],
    ),
    orders: await rows('select id, user_id from orders where user_id = any($1)', [shopperIds]),
    carts: new Map((await rows('select user_id, sum(quantity)::int as n from cart_items where user_id = any($1) group by user_id', [shopperIds])).map((row) => [row.user_id, row.n])),
  };
}

/** The demo data a complete seed leaves: settings, the whole catalogue, and its last step's posts. */
async function catalogue(db) {
  return { settings: await count(db, 'settings'), products: await count(db, 'products'), blogs: await count(db, 'blogs'), users: await count(db, 'users') };
}

/** The server answers the shop's data and its catalogue page. */
async function serves(server, label) {
  const master = await callApi(server.baseURL, 'GET', '/master');
  const page = await fetch(`${server.baseURL}/products`).then(async (response) => ({ status: response.status, html: await response.text() }), () => ({ status: 0, html: '' }));
  check(`${label}: the restarted server answers /api/master and /products`, master.status === 200 && page.status === 200 && page.html.includes('/products/'), `/api/master ${master.status}, /products ${page.status}`);
}

const serverEnv = (db) => ({ APP_ENV: 'local', TRUST_PROXY: '1', WARM_UP: '0', ...db.env });

/**
 * The first start killed during the seed, then a start that must serve the whole catalogue.
 * Answers the running server of the second start.
 */
async function killDuringSeed(kind, db, dataDir) {
  const label = `[crash, ${kind}] seed`;
  let first = null;
  // A kill can land after the commit on a machine that stalls the test between the server's line
  // and the kill; that start proves nothing, so the test starts again from an empty folder.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    first = await startTestServer(root, serverEnv(db), { dataDir, wait: false });
    try {
      await db.seeding(first);
    } finally {
      await first.kill();
    }
    if (kind !== 'pglite' || !first.output().includes('Database ready')) break;
    console.log('The seed had finished before the kill; again from an empty data folder.');
    for (const entry of readdirSync(dataDir)) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
  check(`${label}: the first start was killed before its seed finished`, !first.output().includes('Database ready'), 'the seed had finished before the kill');
  const conn = kind === 'postgres' ? await db.open() : null;
  if (conn) {
    // PostgreSQL drops what the killed connection had not committed.
    const left = await catalogue(conn);
    await conn.close();
    check(`${label}: the killed seed left no demo data behind`, left.settings === 0 && left.products === 0, JSON.stringify(left));
  }
  const second = await startTestServer(root, serverEnv(db), { dataDir });
  await serves(second, label);
  return second;
}

/** One round: carts, 30 checkouts at once, SIGKILL after the first answer, restart, books. */
async function round(kind, n, context) {
  const label = `[crash, ${kind}] round ${n}`;
  const { db, shoppers, products, baseline } = context;
  let server = context.server;
  const carts = await inParallel(shoppers, 5, (shopper, i) => addToCart(server.baseURL, shopper, products[i % products.length]));
  check(`${label}: every shopper has a cart`, carts.length === shoppers.length);
  const answers = new Array(shoppers.length).fill(null);
  let answered = 0;
  const placed = shoppers.map((shopper, i) =>
    checkout(server.baseURL, shopper, products[i % products.length].shopId).then((answer) => {
      answers[i] = answer;
      if (answer.status !== 0) answered += 1;
    }),
  );
  await waitFor(() => answered > 0 || answers.every(Boolean), 120, 'a checkout to answer');
  await server.kill();
  await Promise.all(placed);
  const before = answers.filter((answer) => answer.status !== 0).length;
  check(`${label}: the kill came with checkouts still running (${before} of ${shoppers.length} had answered)`, before < shoppers.length, `all ${before} had answered`);
  const errors = answers.filter((answer) => answer.status >= 500);
  check(`${label}: no checkout answered 5xx`, errors.length === 0, errors.map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`).join('; '));
  const acknowledged = answers.flatMap((answer) => (answer.status === 200 ? answer.body.data.orders.map((order) => order.id) : []));

  server = await startTestServer(root, serverEnv(db), { dataDir: server.dataDir });
  context.server = server;
  await serves(server, label);
  if (kind === 'pglite') {
    await server.stop({ keepData: true });
    context.server = null;
  }
  let conn;
  try {
    conn = await db.open();
    check(`${label}: the database opens`, true);
  } catch (error) {
    check(`${label}: the database opens`, false, error instanceof Error ? error.message : String(error));
    return;
  }
  const ids = shoppers.map((shopper) => shopper.id);
  const books = await readBooks(
    conn,
    ids,
    products.map((product) => product.id),
  );
  await conn.close();

  check(`${label}: every order has its items`, books.ordersWithoutItems.length === 0, `orders ${books.ordersWithoutItems.map((row) => row.id).join(', ')}`);
  const stockMisses = products.flatMap(({ id }) => {
    const taken = baseline.get(id).quantity - books.stock.get(id).quantity;
    const sold = books.stock.get(id).total_sold - baseline.get(id).total_sold;
    const ordered = books.bought.get(id) ?? 0;
    return taken === ordered && sold === ordered ? [] : [`product ${id}: ${taken} taken, ${sold} counted sold, ${ordered} in orders`];
  });
  check(`${label}: the stock taken is the units of the orders that exist`, stockMisses.length === 0, stockMisses.join('; '));
  const orderIds = new Set(books.orders.map((order) => order.id));
  const paymentMisses = books.payments.flatMap((payment) => {
    const listed = payment.response?.order_ids ?? [];
    const own = payment.order_ids ?? [];
    const ok = payment.orders > 0 && listed.length === own.length && listed.every((id) => orderIds.has(id) && own.includes(id));
    return ok ? [] : [`payment ${payment.id}: lists ${JSON.stringify(listed)}, has ${JSON.stringify(own)}`];
  });
  check(`${label}: every payment has its orders`, paymentMisses.length === 0, paymentMisses.join('; '));
  const lost = acknowledged.filter((id) => !orderIds.has(id));
  check(`${label}: every order a checkout was told about exists (${acknowledged.length})`, lost.length === 0, `missing ${lost.join(', ')}`);
  const newOrders = new Set(books.orders.filter((order) => order.id > context.lastOrderId).map((order) => order.user_id));
  const lostCarts = shoppers.filter((shopper) => !newOrders.has(shopper.id) && !(books.carts.get(shopper.id) > 0));
  check(`${label}: a shopper without a new order still has the cart (${shoppers.length - newOrders.size})`, lostCarts.length === 0, `shoppers ${lostCarts.map((shopper) => shopper.id).join(', ')}`);
  const keptCarts = shoppers.filter((shopper) => newOrders.has(shopper.id) && books.carts.get(shopper.id) > 0);
  check(`${label}: a shopper with a new order (${newOrders.size}) has the cart emptied`, keptCarts.length === 0, `shoppers ${keptCarts.map((shopper) => shopper.id).join(', ')}`);
  context.lastOrderId = Math.max(context.lastOrderId, ...books.orders.map((order) => order.id));
}

async function crashTest(kind) {
  console.log(`\nKilled mid-seed and mid-checkout on ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}:`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
  const db = await database(kind, dataDir);
  let server = null;
  let context = null;
  try {
    server = await killDuringSeed(kind, db, dataDir);
    const shoppers = await inParallel(
      Array.from({ length: shopperCount }, (_, n) => n),
      4,
      (n) => newShopper(server.baseURL, kind === 'pglite' ? 1 : 2, n),
    );
    const products = await productsInStock(server.baseURL, PRODUCTS);
    // The stock before any order, read with the server stopped on PGlite.
    if (kind === 'pglite') await server.stop({ keepData: true });
    const conn = await db.open();
    const seeded = await catalogue(conn);
    const baseline = (await readBooks(conn, [], products.map((product) => product.id))).stock;
    await conn.close();
    check(`[crash, ${kind}] seed: the next start seeded the whole catalogue (${seeded.products} products)`, seeded.settings > 0 && seeded.products === SEEDED_PRODUCTS && seeded.blogs > 0, JSON.stringify(seeded));
    context = { db, server: kind === 'pglite' ? null : server, shoppers, products, baseline, lastOrderId: 0 };
    for (let n = 1; n <= rounds; n += 1) {
      context.server ??= await startTestServer(root, serverEnv(db), { dataDir });
      await round(kind, n, context);
    }
  } finally {
    // The server running now: the last restarted one, or the one of the seed.
    await (context ? context.server : server)?.stop({ keepData: true });
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await ensureBuild(root);
for (const kind of kinds) {
  try {
    await crashTest(kind);
  } catch (error) {
    check(`[crash, ${kind}] the run completes`, false, error instanceof Error ? error.message : String(error));
  }
}
const failed = checks.some((one) => !one.ok);
if (reportFile) writeFileSync(reportFile, JSON.stringify({ checks }, null, 2));
console.log(`\n${checks.filter((one) => one.ok).length} crash checks passed, ${checks.filter((one) => !one.ok).length} failed.`);
process.exit(failed ? 1 : 0);
