// The shop as an operator runs it (docs/operations.md), on a production server of its own whose
// log the test reads: health and readiness, request ids, one JSON line per request, no personal
// data in any line, metrics with bounded labels, and the drain on SIGTERM.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startTestCluster } from '../server/db/testing/postgres-cluster';
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

  // Lines are written in batches (at least every 200 ms): wait for both.
  await expect.poll(() => logLines().filter((line) => (line.requestId === made || line.requestId === 'lb-7f3a-0001') && line.msg === 'request').length, { timeout: 10_000 }).toBe(2);
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

test.describe('a server whose database stops answering', () => {
  test('is not ready while PostgreSQL is down, names the check, and is ready again once it is back', async () => {
    const cluster = await startTestCluster();
    let onPostgres: Server | null = null;
    try {
      test.skip(!cluster.outage, 'TEST_DATABASE_URL names a server this test cannot stop');
      onPostgres = await startTestServer(process.cwd(), { APP_ENV: 'local', WARM_UP: '0', DATABASE_URL: cluster.url });
      const readiness = async () => {
        const answer = await fetch(`${onPostgres!.baseURL}/readyz`);
        return { status: answer.status, body: (await answer.json()) as { status: string; checks: Record<string, string> } };
      };
      await expect.poll(async () => (await readiness()).status, { timeout: 30_000 }).toBe(200);
      cluster.outage!.begin();
      await expect.poll(async () => (await readiness()).status, { timeout: 15_000 }).toBe(503);
      const down = await readiness();
      expect(down.body.status).toBe('unavailable');
      expect(down.body.checks.database).not.toBe('ok');
      // Alive all the same: the process can serve, the balancer just should not send to it.
      expect((await fetch(`${onPostgres.baseURL}/healthz`)).status).toBe(200);
      cluster.outage!.end();
      await expect.poll(async () => (await readiness()).status, { timeout: 30_000 }).toBe(200);
      expect((await readiness()).body.checks.database).toBe('ok');
    } finally {
      await onPostgres?.stop();
      await cluster.stop();
    }
  });
});

test.describe('a server with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  test('exports one trace from the page request through the backend’s routes to their queries', async () => {
    // An OTLP/HTTP collector: the exporter posts JSON to /v1/traces.
    const batches: { resourceSpans?: { scopeSpans?: { scope?: { name?: string }; spans?: { name: string; traceId: string; spanId: string; parentSpanId?: string; attributes?: { key: string }[] }[] }[] }[] }[] = [];
    const collector = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        if (request.url === '/v1/traces' && String(request.headers['content-type']).includes('json')) batches.push(JSON.parse(body));
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    let traced: Server | null = null;
    try {
      traced = await startTestServer(process.cwd(), { APP_ENV: 'local', WARM_UP: '0', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
      // A search with an e-mail in it first: its spans end (and are sent) before the page's.
      const search = await fetch(`${traced.baseURL}/products?search=${encodeURIComponent('trace.privacy@example.org')}`);
      await search.arrayBuffer();
      const page = await fetch(`${traced.baseURL}/products/3/details`);
      expect(page.status).toBe(200);
      await page.arrayBuffer();
      const spans = () =>
        batches.flatMap((batch) => (batch.resourceSpans ?? []).flatMap((resource) => (resource.scopeSpans ?? []).flatMap((scope) => (scope.spans ?? []).map((span) => ({ ...span, scope: scope.scope?.name ?? '' })))));
      const pageSpan = () => spans().find((span) => span.scope === 'next.js' && span.name === 'GET /[locale]/products/[id]/details');
      // Spans arrive in batches (every few seconds): wait until the trace is complete.
      const traceOf = () => {
        const root = pageSpan();
        if (!root) return null;
        const inTrace = spans().filter((span) => span.traceId === root.traceId);
        const byId = new Map(inTrace.map((span) => [span.spanId, span]));
        const routeOf = (span: (typeof inTrace)[number]) => {
          let at: (typeof inTrace)[number] | undefined = span;
          while (at && at.scope !== 'shop-backend') at = at.parentSpanId ? byId.get(at.parentSpanId) : undefined;
          return at;
        };
        const queries = inTrace.filter((span) => span.scope === 'shop-db');
        return {
          inTrace,
          route: inTrace.find((span) => span.scope === 'shop-backend' && span.name === 'GET /api/product-details'),
          queries: queries.length,
          // Every query of the trace hangs below a backend route of it.
          queriesUnderRoutes: queries.every((query) => routeOf(query) !== undefined),
        };
      };
      await expect.poll(() => traceOf()?.route !== undefined && traceOf()!.queries > 0 && traceOf()!.queriesUnderRoutes, { timeout: 30_000 }).toBe(true);
      const { inTrace } = traceOf()!;
      // Nothing a shopper typed leaves in any span, the query string included.
      expect(JSON.stringify(batches)).not.toContain('privacy@example.org');
      expect(JSON.stringify(batches)).not.toContain('trace.privacy');
      // No statement text or parameters leave the process: the operation only.
      for (const query of inTrace.filter((span) => span.scope === 'shop-db')) expect((query.attributes ?? []).map((a) => a.key).sort()).toEqual(['db.operation', 'db.system', 'shop.db.pool']);
    } finally {
      await traced?.stop();
      collector.close();
    }
  });
});
