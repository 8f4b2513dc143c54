import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerCheck, setServerState } from '@/server/observability/health';
import { httpRequests } from '@/server/observability/metrics';
import { answerProbe } from './probes';

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const answered = answerProbe(request, response, {
      metrics: true,
      metricsToken: 'scrape-token',
      notFound: (_request, notFound) => {
        notFound.writeHead(404);
        notFound.end('not found');
      },
    });
    if (!answered) response.end('page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => setServerState('starting'));

const fetchPath = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${path}`, { headers });

describe('the web server’s own endpoints', () => {
  it('/healthz answers 200 uncached without asking anything', async () => {
    registerCheck('database', async () => {
      throw new Error('down');
    });
    const answer = await fetchPath('/healthz');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz is 503 with the failing check, 200 once every check passes, 503 again while draining', async () => {
    setServerState('serving');
    registerCheck('database', async () => {
      throw new Error('connection refused');
    });
    let answer = await fetchPath('/readyz?fresh=1');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: 'unavailable', checks: { database: 'connection refused' } });
    registerCheck('database', async () => 'ok');
    // Worked out at most once a second: wait for the next answer.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    answer = await fetchPath('/readyz');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    setServerState('draining');
    answer = await fetchPath('/readyz');
    expect(answer.status).toBe(503);
    expect((await answer.json()).status).toBe('draining');
  });

  it('/metrics answers a scraper on this machine in Prometheus text, and no one a proxy relayed unless they hold the token', async () => {
    httpRequests.inc({ route: 'page:home', status: '2xx' });
    const local = await fetchPath('/metrics');
    expect(local.status).toBe(200);
    expect(local.headers.get('content-type')).toContain('text/plain');
    const text = await local.text();
    expect(text).toContain('shop_http_requests_total{route="page:home",status="2xx"}');
    expect(text).toContain('shop_process_resident_memory_bytes');
    expect(text).toContain('shop_nodejs_eventloop_lag_seconds');
    expect((await fetchPath('/metrics', { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(404);
    expect((await fetchPath('/metrics', { 'X-Forwarded-For': '203.0.113.9', Authorization: 'Bearer wrong-token!' })).status).toBe(404);
    expect((await fetchPath('/metrics', { 'X-Forwarded-For': '203.0.113.9', Authorization: 'Bearer scrape-token' })).status).toBe(200);
  });

  it('leaves every other path to the shop', async () => {
    expect(await (await fetchPath('/healthz/x')).text()).toBe('page');
  });
});
