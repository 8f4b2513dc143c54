// npm run deploy-check: a rolling deploy behind nginx, with shoppers on the shop all the while.
//
// Starts a throw-away PostgreSQL cluster (or a database in TEST_DATABASE_URL), two production
// servers of the current build on it (fixed ports), and Debian's nginx in front of both
// (scripts/lib/nginx.mjs has the configuration and why). Mixed shopper traffic goes through nginx
// at a steady rate: pages (/, /products, a product page, /ar), the catalogue API, cart changes,
// checkouts with an Idempotency-Key and chat messages to shops. Meanwhile each server in turn is
// restarted as a rolling deploy does: SIGTERM to it, its /readyz polled directly while it drains,
// wait for it to exit, a new server started on the same port and waited for until ready (/readyz
// 200, or /api/master on a server without /readyz); then the other one. Traffic keeps running a
// while after the second restart.
//
// Checks: no request failed (a 5xx, a dropped connection, a timeout or any status other than the
// one the request should get), every checkout that answered has exactly its orders in the
// database and no order exists without an answer (read with pg), every chat message sent is in
// its conversation exactly once (read back through nginx), each server exited with 0 after
// SIGTERM, each kept serving through nginx while it drained and answered 503 on /readyz, each new
// server was ready in time and took traffic, and /metrics is refused to a shopper through nginx.
// Prints requests by kind and phase with p50/p99, failures with reasons and when they were sent,
// and what nginx did (requests it tried on the second server); exits with 1 on any failed check.
//
// Flags: --seconds=<n> of traffic before, between and after the restarts (default 6; --long 30),
// --rate=<requests a second> (default 15), --shoppers=<n> (default 32), --long,
// --report=<file> writes the checks and figures as JSON (npm test reads it). To see the checks
// fail: --signal=SIGKILL stops the servers the hard way instead of SIGTERM; --max-fails=1 gives
// nginx its default of taking a server out of the pool for 10 s after an error
// (--fail-timeout=<seconds> another time). --take-out does what a deploy tool in front of open
// source nginx does: each server is marked down and nginx reloaded before the stop signal, and
// put back once its new start is ready.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureBuild } from '../server/web/build.ts';
import { NGINX, nginxHelp, startNginx } from './lib/nginx.mjs';
import { freePort, startTestServer } from './lib/server.mjs';
import { callApi, checkout, inParallel, newShopper, productsInStock } from './lib/shoppers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const long = process.argv.includes('--long');
const phaseSeconds = Math.max(1, Number(option('seconds', long ? 30 : 6)) || 6);
const rate = Math.max(1, Number(option('rate', 15)) || 15);
const shopperCount = Math.max(2, Number(option('shoppers', 32)) || 32);
const reportFile = option('report', null);
const stopSignal = option('signal', 'SIGTERM');
const maxFails = Math.max(0, Number(option('max-fails', 0)) || 0);
const failTimeout = Math.max(1, Number(option('fail-timeout', 10)) || 10);
const takeOut = process.argv.includes('--take-out');
// Bounds of the waits (every wait polls a condition; none of them is a pause to let things settle).
const READY_SECONDS = 240;
const EXIT_SECONDS = 90;
const REQUEST_TIMEOUT_MS = 60_000;
const run = randomBytes(3).toString('hex');

const checks = [];
function check(name, ok, detail = '') {
  checks.push({ name: `[deploy] ${name}`, ok, detail });
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const since = (t0) => ((performance.now() - t0) / 1000).toFixed(1);
const percentile = (sorted, share) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const log = (line) => console.log(`[deploy ${new Date().toISOString().slice(11, 19)}] ${line}`);

/**
 * GET a path of one server directly, on a connection of its own closed after the answer (as a
 * health checker does; a kept-alive connection would hold a stopping server's close()): the
 * status, or 0 when it did not answer within `timeout` ms.
 */
function statusOf(url, timeout = 5000) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout, headers: { 'X-Requested-With': 'XMLHttpRequest', Connection: 'close' } }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
      response.once('error', () => resolve(0));
    });
    request.once('timeout', () => request.destroy(new Error('timeout')));
    request.once('error', () => resolve(0));
  });
}

/**
 * Waits until a server is ready: /readyz answers 200; on a server without /readyz (404), until
 * /api/master answers 200. Answers { seconds, probe } or throws when it exits or takes too long.
 */
async function waitReady(server, t0 = performance.now()) {
  let stopped = false;
  server.exited().then(() => (stopped = true));
  const deadline = performance.now() + READY_SECONDS * 1000;
  for (let n = 0; performance.now() < deadline; n += 1) {
    if (stopped) throw new Error(`the server on ${server.baseURL} stopped before it was ready`);
    const readyz = await statusOf(`${server.baseURL}/readyz`);
    if (readyz === 200) return { seconds: Number(since(t0)), probe: '/readyz' };
    if (readyz === 404 && (await statusOf(`${server.baseURL}/api/master`)) === 200) return { seconds: Number(since(t0)), probe: '/api/master (no /readyz)' };
    await sleep(n < 50 ? 200 : 500);
  }
  throw new Error(`the server on ${server.baseURL} was not ready within ${READY_SECONDS} s`);
}

// ---------------------------------------------------------------------------------------------
if (!existsSync(NGINX)) {
  console.error(nginxHelp);
  check('nginx is installed', false, nginxHelp);
  if (reportFile) writeFileSync(reportFile, JSON.stringify({ checks }, null, 2));
  process.exit(1);
}
await ensureBuild(root);

const { startTestCluster } = await import('../server/db/testing/postgres-cluster.ts');
let cluster = null;
let nginx = null;
const servers = [];
const dataDirs = [];
let figures = null;
try {
  const t0 = performance.now();
  cluster = await startTestCluster();
  // Fixed ports, so that nginx's upstream names them; the same AUTH_SECRET on every server (as
  // README says a shop with several servers must have).
  const ports = [await freePort(), await freePort()];
  // LOG_REQUESTS=off: a JSON line per request from two servers would bury the test's own output.
  const env = { DATABASE_URL: cluster.url, APP_ENV: 'local', TRUST_PROXY: '1', WARM_UP: '0', LOG_REQUESTS: 'off', SHUTDOWN_DRAIN_MS: '2000', AUTH_SECRET: randomBytes(32).toString('base64') };
  const start = async (i) => {
    dataDirs[i] ??= mkdtempSync(path.join(os.tmpdir(), `shop-deploy-${i + 1}-`));
    const started = performance.now();
    const server = await startTestServer(root, env, { port: ports[i], dataDir: dataDirs[i], wait: false });
    servers[i] = server;
    const ready = await waitReady(server, started);
    log(`server ${i + 1} (port ${ports[i]}) ready in ${ready.seconds} s by ${ready.probe}`);
    return ready;
  };
  // One after the other: the first start migrates and seeds the empty database.
  await start(0);
  await start(1);
  nginx = await startNginx({ upstreams: ports.map((port) => `127.0.0.1:${port}`), maxFails, failTimeout });
  const base = nginx.baseURL;
  log(`nginx on ${base} in front of ports ${ports.join(' and ')}; set-up took ${since(t0)} s`);

  // Shoppers, their products and their conversations, made through nginx.
  const shoppers = await inParallel(
    Array.from({ length: shopperCount }, (_, n) => n),
    4,
    (n) => newShopper(base, 4, n),
  );
  const products = await productsInStock(base, 30);
  const productIds = (await callApi(base, 'GET', '/products?per_page=100')).body.data.products.map((product) => product.id);
  const shopIds = [...new Set(products.map((product) => product.shopId))];
  await inParallel(shoppers, 4, async (shopper) => {
    for (const shopId of shopIds) {
      const answer = await callApi(base, 'POST', '/store-message', { token: shopper.token, address: shopper.address, body: { shop_id: shopId, type: 'user' } });
      if (answer.status !== 200) throw new Error(`store-message answered ${answer.status}`);
    }
  });

  // --- Traffic ---------------------------------------------------------------------------------
  const carts = new Map(shoppers.map((shopper) => [shopper.id, null]));
  const checkouts = []; // { key, shopperId, status, orderIds }
  const messages = []; // { shopperId, shopId, text, status }
  let sequence = 0;
  const page = (pathname) => async () => {
    const response = await fetch(base + pathname, { redirect: 'manual', headers: { 'Accept-Encoding': 'br, gzip' }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.arrayBuffer();
    return { status: response.status, headers: response.headers };
  };
  const api = (method, pathname, options = {}) => callApi(base, method, pathname, { ...options, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  // One unit of a product in the shopper's cart: the raw answer, counted like any request.
  const fillCart = async (shopper) => {
    const product = pick(products);
    const answer = await api('POST', '/cart/store', { token: shopper.token, address: shopper.address, body: { product_id: product.id, quantity: 1, color: product.color, size: product.size } });
    if (answer.status === 200) carts.set(shopper.id, product.shopId);
    return answer;
  };
  const kinds = [
    ['page', 30, () => page(pick(['/', '/products', `/products/${pick(productIds)}/details`, '/ar']))],
    ['catalogue API', 15, () => () => api('GET', `/products?page=${1 + Math.floor(Math.random() * 3)}&per_page=20`)],
    ['cart', 22, (shopper) => async () => {
      if (Math.random() < 0.3) return api('GET', '/carts', { token: shopper.token, address: shopper.address });
      return fillCart(shopper);
    }],
    ['checkout', 13, (shopper) => async () => {
      const shopId = carts.get(shopper.id);
      if (shopId === null) {
        // Nothing in the cart: this visit fills it (counted as a cart change).
        return { ...(await fillCart(shopper)), kind: 'cart' };
      }
      carts.set(shopper.id, null);
      const key = `deploy-${run}-${shopper.id}-${(sequence += 1)}`;
      const answer = await checkout(base, shopper, shopId, { idempotencyKey: key });
      checkouts.push({ key, shopperId: shopper.id, status: answer.status, orderIds: answer.status === 200 ? answer.body.data.orders.map((order) => order.id) : [] });
      return answer;
    }],
    ['chat', 20, (shopper) => async () => {
      const shopId = pick(shopIds);
      const text = `Deploy ${run} message ${(sequence += 1)}: is it in stock?`;
      const answer = await api('POST', '/send-message', { token: shopper.token, address: shopper.address, body: { shop_id: shopId, message: text, type: 'user' } });
      messages.push({ shopperId: shopper.id, shopId, text, status: answer.status });
      return answer;
    }],
  ];
  const weight = kinds.reduce((sum, [, w]) => sum + w, 0);
  const chooseKind = () => {
    let roll = Math.random() * weight;
    for (const kind of kinds) if ((roll -= kind[1]) < 0) return kind;
    return kinds[0];
  };

  const results = []; // { kind, at (s), ms, status, error, upstream, upstreamStatus, phase }
  let phase = 'before';
  let trafficOn = true;
  let skipped = 0;
  const trafficStart = performance.now();
  // Started on a fixed schedule, not waiting for answers (as visitors do not); a shopper does one
  // thing at a time, a tick with every shopper busy is skipped and counted.
  const traffic = (async () => {
    const busy = new Set();
    const running = new Set();
    let next = performance.now();
    while (trafficOn) {
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait);
      next += 1000 / rate;
      const free = shoppers.filter((one) => !busy.has(one.id));
      if (free.length === 0) {
        skipped += 1;
        continue;
      }
      const shopper = pick(free);
      const [kind, , make] = chooseKind();
      busy.add(shopper.id);
      const at = performance.now();
      const during = phase;
      const task = make(shopper)()
        .then(
          (answer) => answer,
          (error) => ({ status: 0, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }),
        )
        .then((answer) => {
          results.push({
            kind: answer.kind ?? kind,
            at: (at - trafficStart) / 1000,
            ms: performance.now() - at,
            status: answer.status,
            error: answer.status === 200 ? null : (answer.error ?? JSON.stringify(answer.body?.message ?? '')),
            upstream: answer.headers?.get?.('x-upstream-addr') ?? null,
            upstreamStatus: answer.headers?.get?.('x-upstream-status') ?? null,
            phase: during,
          });
          busy.delete(shopper.id);
          running.delete(task);
        });
      running.add(task);
    }
    await Promise.all(running);
  })();

  // --- The rolling deploy --------------------------------------------------------------------------
  const restarts = [];
  await sleep(phaseSeconds * 1000);
  for (const i of [0, 1]) {
    const old = servers[i];
    const restart = { server: i + 1, port: ports[i], readyz: [], exit: null, exitSeconds: null, readySeconds: null, probe: null, readyzFirst503: null };
    restarts.push(restart);
    phase = `server ${i + 1} stopping`;
    if (takeOut) {
      const t = performance.now();
      await nginx.setDown([`127.0.0.1:${ports[i]}`]);
      log(`server ${i + 1} taken out of nginx's pool (reload done in ${since(t)} s)`);
    }
    const sent = performance.now();
    restart.signalAt = (sent - trafficStart) / 1000;
    log(`${stopSignal} to server ${i + 1} (port ${ports[i]})`);
    // To the start script (server/web/start.ts), which passes it on to the web server once: as
    // a container runtime or process manager does to a service's main process.
    // (SIGKILL, to see the checks fail, goes to the whole group: the web server itself dies.)
    if (stopSignal === 'SIGKILL') process.kill(-old.pid, 'SIGKILL');
    else process.kill(old.pid, stopSignal);
    let gone = false;
    const exited = old.exited().then((result) => ((gone = true), result));
    // /readyz of this server directly (not through nginx) until it stops answering.
    const polling = (async () => {
      const until = sent + EXIT_SECONDS * 1000;
      for (let n = 0; !gone && n < EXIT_SECONDS * 10 && performance.now() < until; n += 1) {
        const status = await statusOf(`${old.baseURL}/readyz`, 2000);
        restart.readyz.push({ at: Number(since(sent)), status });
        if (status === 503 && restart.readyzFirst503 === null) restart.readyzFirst503 = Number(since(sent));
        if (status === 0 && restart.readyz.filter((one) => one.status === 0).length >= 3) break;
        await sleep(100);
      }
    })();
    const timer = sleep(EXIT_SECONDS * 1000).then(() => null);
    restart.exit = await Promise.race([exited, timer]);
    restart.exitSeconds = Number(since(sent));
    await polling;
    if (!restart.exit) {
      log(`server ${i + 1} had not exited ${EXIT_SECONDS} s after ${stopSignal}: killed`);
      await old.kill();
    } else log(`server ${i + 1} exited (${JSON.stringify(restart.exit)}) ${restart.exitSeconds} s after ${stopSignal}`);
    const statuses = [...new Set(restart.readyz.map((one) => one.status))];
    log(`server ${i + 1}'s /readyz while it drained: ${restart.readyz.length} polls, statuses ${statuses.join(', ')}${restart.readyzFirst503 === null ? '' : `, 503 from ${restart.readyzFirst503} s`}`);
    phase = `server ${i + 1} starting`;
    try {
      const ready = await start(i);
      restart.readySeconds = ready.seconds;
      restart.probe = ready.probe;
    } catch (error) {
      restart.startError = error instanceof Error ? error.message : String(error);
      log(`server ${i + 1} did not come back: ${restart.startError}`);
      break;
    }
    if (takeOut) await nginx.setDown([]);
    phase = i === 0 ? 'between' : 'after';
    await sleep(phaseSeconds * 1000);
  }
  trafficOn = false;
  await traffic;
  const trafficSeconds = Number(since(trafficStart));
  log(`traffic stopped after ${trafficSeconds} s: ${results.length} requests`);

  // --- The books ---------------------------------------------------------------------------------
  // Chat: every conversation read back through nginx, page by page (50 a page, newest first).
  const conversations = new Map();
  const readErrors = [];
  for (const shopper of shoppers) {
    for (const shopId of shopIds) {
      const texts = [];
      for (let pageNo = 1; pageNo <= 200; pageNo += 1) {
        const answer = await callApi(base, 'GET', `/get-message?shop_id=${shopId}&per_page=50&page=${pageNo}`, { token: shopper.token, address: shopper.address });
        if (answer.status !== 200) {
          readErrors.push(`shopper ${shopper.id}, shop ${shopId}: ${answer.status}`);
          break;
        }
        const chats = answer.body.data.data;
        texts.push(...chats.map((chat) => chat.message));
        if (chats.length < 50 || texts.length >= answer.body.data.total) break;
      }
      conversations.set(`${shopper.id}/${shopId}`, texts);
    }
  }
  const ours = (text) => typeof text === 'string' && text.startsWith(`Deploy ${run} `);
  const seen = new Map();
  for (const texts of conversations.values()) for (const text of texts.filter(ours)) seen.set(text, (seen.get(text) ?? 0) + 1);
  const sentOk = messages.filter((message) => message.status === 200);
  const missingMessages = sentOk.filter((message) => !conversations.get(`${message.shopperId}/${message.shopId}`)?.includes(message.text));
  const doubled = [...seen].filter(([, n]) => n > 1);
  const unanswered = messages.filter((message) => message.status !== 200 && seen.has(message.text));

  // Orders: straight from the database.
  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  let orderRows;
  try {
    orderRows = (
      await db.query(
        `select o.id, o.user_id, p.id as payment_id, p.idempotency_key
           from orders o left join order_payments p on p.id = o.payment_id
          where o.user_id = any($1) order by o.id`,
        [shoppers.map((shopper) => shopper.id)],
      )
    ).rows;
  } finally {
    await db.end();
  }
  const ordersByKey = new Map();
  for (const row of orderRows) {
    const list = ordersByKey.get(row.idempotency_key) ?? [];
    list.push(row);
    ordersByKey.set(row.idempotency_key, list);
  }
  const placed = checkouts.filter((one) => one.status === 200);
  const orderMisses = [];
  for (const one of placed) {
    const rows = ordersByKey.get(one.key) ?? [];
    const inDb = rows.map((row) => row.id).sort((a, b) => a - b);
    const told = [...one.orderIds].sort((a, b) => a - b);
    const payments = new Set(rows.map((row) => row.payment_id));
    if (told.length === 0 || inDb.join() !== told.join() || payments.size !== 1) orderMisses.push(`${one.key}: answered orders ${told.join(',') || 'none'}, database has ${inDb.join(',') || 'none'} under ${payments.size} payment(s)`);
  }
  const answeredIds = new Set(placed.flatMap((one) => one.orderIds));
  const orphans = orderRows.filter((row) => !answeredIds.has(row.id));

  // --- Figures -----------------------------------------------------------------------------------
  const failures = results.filter((result) => result.status !== 200);
  const reasons = new Map();
  for (const failure of failures) {
    const key = `${failure.kind} in phase "${failure.phase}": ${failure.status} ${failure.error ?? ''}`.trim();
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  // When each failed request was sent and answered, counted from the last stop signal before it.
  const timeline = failures.map((failure) => {
    const restart = restarts.filter((one) => one.signalAt <= failure.at + failure.ms / 1000).at(-1);
    const from = restart ? `${stopSignal} to server ${restart.server}` : 'the start of the traffic';
    const t = failure.at - (restart?.signalAt ?? 0);
    return `${failure.kind} ${failure.status} via ${failure.upstream ?? '?'} (${failure.upstreamStatus ?? '?'}): sent ${t.toFixed(2)} s after ${from}, answered ${(failure.ms / 1000).toFixed(2)} s later`;
  });
  for (const line of timeline) console.log(`  failed: ${line}`);
  const perKind = {};
  for (const kind of [...new Set(results.map((result) => result.kind))].sort()) {
    const own = results.filter((result) => result.kind === kind);
    const ms = own.map((result) => result.ms).sort((a, b) => a - b);
    perKind[kind] = { requests: own.length, failed: own.filter((result) => result.status !== 200).length, p50: Math.round(percentile(ms, 0.5)), p99: Math.round(percentile(ms, 0.99)) };
  }
  const perPhase = {};
  for (const result of results) {
    const row = (perPhase[result.phase] ??= { requests: 0, failed: 0, retried: 0, p50: 0, p99: 0 });
    row.requests += 1;
    if (result.status !== 200) row.failed += 1;
    if (result.upstream?.includes(',')) row.retried += 1;
  }
  for (const [name, row] of Object.entries(perPhase)) {
    const ms = results.filter((result) => result.phase === name).map((result) => result.ms).sort((a, b) => a - b);
    row.p50 = Math.round(percentile(ms, 0.5));
    row.p99 = Math.round(percentile(ms, 0.99));
  }
  const retried = results.filter((result) => result.upstream?.includes(','));
  const retriedHow = new Map();
  for (const result of retried) {
    const key = `${result.kind}: upstream statuses ${result.upstreamStatus}`;
    retriedHow.set(key, (retriedHow.get(key) ?? 0) + 1);
  }
  const byUpstream = (phases) => {
    const counts = {};
    for (const result of results.filter((one) => phases.includes(one.phase))) {
      const last = result.upstream?.split(',').at(-1)?.trim();
      if (last) counts[last] = (counts[last] ?? 0) + 1;
    }
    return counts;
  };
  const afterDeploy = byUpstream(['after']);
  const all = results.map((result) => result.ms).sort((a, b) => a - b);
  const nginxErrors = new Map();
  for (const line of nginx.errorLog().split('\n')) {
    const match = /\[(error|warn|crit|alert)\].*?\*\d+ (.*?)(?:, client:|$)/.exec(line);
    if (match) nginxErrors.set(`${match[1]}: ${match[2].replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT')}`, (nginxErrors.get(`${match[1]}: ${match[2].replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT')}`) ?? 0) + 1);
  }
  figures = {
    seconds: trafficSeconds,
    rate,
    requests: results.length,
    failed: failures.length,
    skippedTicks: skipped,
    p50: Math.round(percentile(all, 0.5)),
    p99: Math.round(percentile(all, 0.99)),
    perKind,
    perPhase,
    failures: Object.fromEntries(reasons),
    failureTimeline: timeline,
    retriedByNginx: Object.fromEntries(retriedHow),
    upstreamsAfterDeploy: afterDeploy,
    checkouts: { sent: checkouts.length, placed: placed.length, orders: orderRows.length },
    messages: { sent: messages.length, delivered: sentOk.length },
    restarts: restarts.map(({ readyz, ...rest }) => ({ ...rest, readyzStatuses: [...new Set(readyz.map((one) => one.status))], readyzPolls: readyz.length })),
    nginxErrorLog: Object.fromEntries(nginxErrors),
    nginxErrorLines: nginx.errorLog().split('\n').filter((line) => /\[(error|crit|alert)\]/.test(line) && !line.includes('(111: Connection refused)')).slice(0, 20),
  };
  console.log(`\n${results.length} requests through nginx in ${trafficSeconds} s (${rate}/s scheduled), p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${failures.length} failed, ${retried.length} tried on a second server by nginx${skipped ? `, ${skipped} ticks skipped (every shopper busy)` : ''}.`);
  console.table(perKind);
  console.table(perPhase);
  for (const [key, n] of reasons) console.log(`  ${n} × ${key}`);
  if (retriedHow.size > 0) console.log('Tried on the second server by nginx:');
  for (const [key, n] of retriedHow) console.log(`  ${n} × ${key}`);
  if (nginxErrors.size > 0) console.log("nginx's error log:");
  for (const [key, n] of nginxErrors) console.log(`  ${n} × ${key}`);
  for (const line of figures.nginxErrorLines) console.log(`  ${line}`);

  // --- Checks ----------------------------------------------------------------------------------
  check(
    `no request failed during the rolling deploy (${results.length} requests through nginx, p99 ${figures.p99} ms)`,
    failures.length === 0 && results.length > 0,
    `${failures.length} failed: ${[...reasons].map(([key, n]) => `${n} × ${key}`).join('; ')}`,
  );
  check(
    `every checkout that answered has exactly its orders in the database (${placed.length} of ${checkouts.length} checkouts, ${orderRows.length} orders)`,
    orderMisses.length === 0 && placed.length > 0,
    placed.length === 0 ? 'no checkout was placed' : orderMisses.slice(0, 10).join('; '),
  );
  check('no order exists without a checkout that answered it', orphans.length === 0, `orders ${orphans.map((row) => `${row.id} (key ${row.idempotency_key})`).join(', ')}`);
  check(
    `every chat message sent is in its conversation exactly once (${sentOk.length} of ${messages.length} sent)`,
    missingMessages.length === 0 && doubled.length === 0 && unanswered.length === 0 && readErrors.length === 0 && sentOk.length > 0,
    [
      missingMessages.length ? `${missingMessages.length} missing` : '',
      doubled.length ? `${doubled.length} more than once` : '',
      unanswered.length ? `${unanswered.length} stored though the send failed` : '',
      readErrors.length ? `reading failed: ${readErrors.slice(0, 3).join('; ')}` : '',
      sentOk.length === 0 ? 'no message was sent' : '',
    ]
      .filter(Boolean)
      .join('; '),
  );
  for (const restart of restarts) {
    const label = `server ${restart.server}`;
    // The traffic reached the stopping server between its stop signal and its exit: the drain
    // and the closing happened under load (however busy the machine made the schedule).
    const drained = results.filter((result) => result.phase === `${label} stopping` && result.status === 200 && result.upstream?.split(',').at(-1)?.trim() === `127.0.0.1:${restart.port}`).length;
    // (With --take-out nginx sends it nothing new by then: nothing to prove.)
    if (!takeOut) check(`${label} kept serving through nginx after ${stopSignal} (${drained} requests answered while it drained)`, drained > 0, 'no request reached it after the signal');
    check(`${label} exited with 0 after ${stopSignal} (${restart.exitSeconds} s)`, restart.exit?.code === 0, restart.exit ? JSON.stringify(restart.exit) : `still running ${EXIT_SECONDS} s after ${stopSignal}`);
    const statuses = restart.readyz.map((one) => one.status);
    check(
      `${label} answered 503 on /readyz while it drained${restart.readyzFirst503 === null ? '' : ` (from ${restart.readyzFirst503} s after ${stopSignal})`}`,
      restart.readyzFirst503 !== null && statuses.indexOf(200, statuses.indexOf(503)) === -1,
      `statuses polled after ${stopSignal}: ${restart.readyz.map((one) => `${one.status}@${one.at}s`).slice(0, 12).join(' ')}`,
    );
    check(`the new ${label} was ready (${restart.readySeconds ?? '-'} s, ${restart.probe ?? 'never'})`, restart.readySeconds !== null && restart.probe === '/readyz', restart.startError ?? `readiness seen by ${restart.probe} only`);
  }
  // nginx's connections to the servers come from loopback: /metrics must still be refused to a
  // shopper whose request nginx passes on, and answered to a scraper on the servers' machine.
  const outside = await fetch(`${base}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.7' } }).then((response) => response.status, () => 0);
  const local = await statusOf(`${servers[0].baseURL}/metrics`);
  check(`/metrics answers 404 to a shopper through nginx (${outside}) and 200 on the server's loopback (${local})`, outside === 404 && local === 200, `through nginx ${outside}, directly ${local}`);
  check(
    `both new servers took traffic through nginx after the deploy (${Object.entries(afterDeploy).map(([upstream, n]) => `${upstream.replace('127.0.0.1:', 'port ')}: ${n}`).join(', ')})`,
    ports.every((port) => (afterDeploy[`127.0.0.1:${port}`] ?? 0) > 0),
    JSON.stringify(afterDeploy),
  );
} catch (error) {
  check('the rolling deploy runs to the end', false, error instanceof Error ? error.stack ?? error.message : String(error));
} finally {
  await nginx?.stop();
  for (const server of servers) await server?.stop({ keepData: true });
  await cluster?.stop();
  for (const dir of dataDirs) if (dir) rmSync(dir, { recursive: true, force: true });
}
for (const { name, ok, detail } of checks) console.log(`  ${ok ? '✓' : '✘'} ${name}${ok ? '' : ` — ${detail}`}`);
if (reportFile) writeFileSync(reportFile, JSON.stringify({ checks, figures }, null, 2));
process.exit(checks.every((one) => one.ok) ? 0 : 1);
