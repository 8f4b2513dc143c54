// The shop as an operator runs it (docs/operations.md), on a production server of its own whose
// log the test reads: health and readiness, request ids, one JSON line per request, no personal
// data in any line, metrics with bounded labels, and the drain on SIGTERM.
import { expect, test } from '@playwright/test';
import { startTestServer } from '../scripts/lib/server.mjs';
import { callApi } from '../scripts/lib/shoppers.mjs';

type Server = Awaited<ReturnType<typeof startTestServer>>;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let server: Server;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // TRUST_PROXY=1: the test stands in for the balancer (its X-Request-Id and X-Forwarded-For count).
  server = await startTestServer(process.cwd(), { APP_ENV: 'local', TRUST_PROXY: '1', WARM_UP: '0', SHUTDOWN_DRAIN_MS: '3000', LOG_LEVEL: 'info' });
});

test.afterAll(async () => {
  await server?.stop();
});

/** The server's JSON log lines so far (other lines, such as the build's, are left out). */
function logLines(): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test('/healthz and /readyz answer as a balancer needs, uncached', async () => {
  const health = await fetch(`${server.baseURL}/healthz`);
  expect(health.status).toBe(200);
  expect(health.headers.get('cache-control')).toBe('no-store');
  const ready = await fetch(`${server.baseURL}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', realtime: 'ok', cache: 'ok' } });
});

test('every request gets an id, a trusted proxy’s id is kept, and its JSON log line names it', async () => {
  const page = await fetch(`${server.baseURL}/products`);
  await page.arrayBuffer();
  const made = page.headers.get('x-request-id');
  expect(made).toMatch(/^[0-9a-f-]{36}$/);
  const kept = await fetch(`${server.baseURL}/api/master`, { headers: { 'X-Request-Id': 'lb-7f3a-0001', 'X-Requested-With': 'XMLHttpRequest' } });
  await kept.arrayBuffer();
  expect(kept.headers.get('x-request-id')).toBe('lb-7f3a-0001');
  const odd = await fetch(`${server.baseURL}/`, { headers: { 'X-Request-Id': 'x"><script>' } });
  await odd.arrayBuffer();
  expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

  await expect.poll(() => logLines().find((line) => line.requestId === made && line.msg === 'request'), { timeout: 10_000 }).toBeTruthy();
  const line = logLines().find((entry) => entry.requestId === made && entry.msg === 'request')!;
  expect(line).toMatchObject({ level: 'info', method: 'GET', route: 'page:products', path: '/products', status: 200 });
  expect(typeof line.durationMs).toBe('number');
  expect(['hit', 'miss', 'stale', 'recent']).toContain(line.cache);
  expect(logLines().some((entry) => entry.requestId === 'lb-7f3a-0001' && entry.route === 'api:content')).toBe(true);
  // Probes stay below info level.
  expect(logLines().some((entry) => entry.route === 'health')).toBe(false);
});

test('no log line carries personal data, whatever the requests were full of', async () => {
  const stamp = `${Date.now()}`;
  const email = `privacy.${stamp}@example.org`;
  const phone = `7${stamp.slice(-9)}`;
  const password = `Sekret-${stamp}-pw`;
  const street = `${stamp.slice(-4)} Hidden Orchard Lane`;
  const message = `Please call me at home, my code word is marmalade${stamp.slice(-4)}`;
  const address = '10.77.0.9';
  const registered = await callApi(server.baseURL, 'POST', '/registration', {
    address,
    body: { name: `Privacy ${stamp}`, email, phone, password, country: 'United States', phone_code: '+1' },
  });
  expect(registered.status).toBe(200);
  const token: string = registered.body.data.access.token;
  expect((await callApi(server.baseURL, 'POST', '/login', { address, body: { phone: email, password } })).status).toBe(200);
  // A wrong password, a one-time code and its check, an address, a contact message, a chat message.
  await callApi(server.baseURL, 'POST', '/login', { address, body: { phone: email, password: `${password}-wrong` } });
  const otp = await callApi(server.baseURL, 'POST', '/send-otp', { address, body: { phone: email, forgot_password: 1 } });
  const code = String(otp.body?.data?.otp ?? '');
  expect(code).toMatch(/^\d{4,8}$/);
  await callApi(server.baseURL, 'POST', '/verify-otp', { address, body: { phone: email, otp: code } });
  expect((await callApi(server.baseURL, 'POST', '/address/store', { token, address, body: { name: `Privacy ${stamp}`, phone, address_type: 'home', address_line: street, is_default: true } })).status).toBe(200);
  await callApi(server.baseURL, 'POST', '/support', { address, body: { name: `Privacy ${stamp}`, email, subject: 'Hello', message } });
  await callApi(server.baseURL, 'POST', '/store-message', { token, address, body: { shop_id: 1, type: 'user' } });
  expect((await callApi(server.baseURL, 'POST', '/send-message', { token, address, body: { shop_id: 1, message, type: 'user' } })).status).toBe(200);
  // Personal data in a query string and in a page's path.
  await (await fetch(`${server.baseURL}/products?search=${encodeURIComponent(email)}&phone=${phone}`)).arrayBuffer();
  await (await fetch(`${server.baseURL}/api/profile`, { headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': address } })).arrayBuffer();
  // A malformed body that the server refuses, with the secrets in it.
  await fetch(`${server.baseURL}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' }, body: `{"phone":"${email}","password":"${password}"` });

  await expect.poll(() => logLines().filter((line) => line.route === 'api:chat').length, { timeout: 10_000 }).toBeGreaterThan(0);
  const log = server.output();
  for (const secret of [email, phone, password, token, token.split('|').pop()!, street, message, code, address]) {
    expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
  }
});

test('/metrics counts requests by bounded route groups, and a shopper relayed by a proxy gets the 404 page', async () => {
  const text = await (await fetch(`${server.baseURL}/metrics`)).text();
  expect(text).toMatch(/^shop_http_requests_total\{route="page:products",status="2xx"\} \d+/m);
  expect(text).toMatch(/^shop_http_request_duration_seconds_bucket\{le="0\.1",route="api:auth",status="2xx"\} \d+/m);
  expect(text).toMatch(/^shop_page_cache_requests_total\{outcome="(hit|miss|recent)"\} \d+/m);
  expect(text).toMatch(/^shop_db_query_duration_seconds_count\{pool="primary",outcome="ok"\} \d+/m);
  expect(text).toMatch(/^shop_realtime_messages_total\{direction="published"\} \d+/m);
  expect(text).toMatch(/^shop_process_resident_memory_bytes \d+/m);
  // The shop's own metrics (Node's defaults carry a version label).
  const labels = [...text.matchAll(/^shop_(?!nodejs_|process_)\w+\{([^}]*)\}/gm)].flatMap((match) => [...match[1].matchAll(/="([^"]*)"/g)].map((value) => value[1]));
  expect(labels.length).toBeGreaterThan(20);
  for (const value of labels) expect({ value, bounded: !/\/|\?|@|\d{2,}/.test(value) || /^[\d.+Inf]+$/.test(value) }).toEqual({ value, bounded: true });

  const relayed = await fetch(`${server.baseURL}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.50' } });
  expect(relayed.status).toBe(404);
  expect(await relayed.text()).not.toContain('shop_http_requests_total');
});

test('on SIGTERM the server turns not ready at once, keeps serving through the drain, then exits 0', async () => {
  process.kill(server.pid!, 'SIGTERM');
  await expect.poll(async () => (await fetch(`${server.baseURL}/readyz`)).status, { timeout: 2_000, intervals: [50] }).toBe(503);
  const draining = await fetch(`${server.baseURL}/readyz`);
  expect((await draining.json()).status).toBe('draining');
  const page = await fetch(`${server.baseURL}/products`);
  expect(page.status).toBe(200);
  await page.arrayBuffer();
  expect(await server.exited()).toEqual({ code: 0, signal: null });
  const lines = logLines();
  expect(lines.some((line) => line.msg === 'shutting down: not ready, draining')).toBe(true);
  expect(lines.some((line) => line.msg === 'shutdown complete')).toBe(true);
});
