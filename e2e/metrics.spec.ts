// The shop's /metrics as a real Prometheus reads it: Debian's Prometheus (/usr/bin/prometheus,
// package "prometheus", which .ci/run installs) is started here with a configuration of its own
// (the suite's shop scraped every second, its data in a temporary folder, on a free loopback
// port), some traffic goes to the shop, and the figures an operator's dashboards and alerts use
// are asked of Prometheus's HTTP API: a request rate, a latency quantile from the histogram, and
// label values that stay bounded (route groups and status classes, never an id or a query).
// Without Prometheus the test fails and says how to install it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../scripts/lib/server.mjs';

const PROMETHEUS = '/usr/bin/prometheus';
const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const xhr = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

type Sample = { metric: Record<string, string>; value: [number, string] };
type Answer<T> = { status: string; data: T; error?: string };

test.describe.configure({ timeout: 180_000 });

/** Some of every kind of request, so that several route groups and status classes are counted. */
async function traffic(productId: number): Promise<void> {
  const paths = ['/', '/products', `/products/${productId}/details`, '/ar', '/api/products?per_page=5', '/api/master', '/no-such-page-at-all'];
  for (const pathname of paths) {
    const response = await fetch(`${baseURL}${pathname}`, { headers: pathname.startsWith('/api') ? xhr : {} });
    await response.arrayBuffer();
  }
}

test('Prometheus scrapes /metrics: a request rate, a latency quantile and bounded labels come out of its query API', async () => {
  expect(existsSync(PROMETHEUS), `${PROMETHEUS} is missing: this test runs Debian's Prometheus ("sudo apt-get install prometheus"; .ci/run installs it)`).toBe(true);
  const shop = new URL(baseURL);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-prometheus-'));
  const port = await freePort();
  const prometheus = `http://127.0.0.1:${port}`;
  // With METRICS_TOKEN the shop also answers /metrics to that bearer token; from loopback it needs none.
  const token = process.env.METRICS_TOKEN;
  writeFileSync(
    path.join(dir, 'prometheus.yml'),
    [
      'global:',
      '  scrape_interval: 1s',
      '  scrape_timeout: 1s',
      '  evaluation_interval: 1s',
      'scrape_configs:',
      '  - job_name: shop',
      '    metrics_path: /metrics',
      ...(token ? ['    authorization:', `      credentials: ${JSON.stringify(token)}`] : []),
      '    static_configs:',
      `      - targets: ['${shop.host}']`,
      '',
    ].join('\n'),
  );
  let child: ChildProcess | null = null;
  let exited = false;
  const logFile = path.join(dir, 'prometheus.log');
  try {
    const out = openSync(logFile, 'a');
    child = spawn(
      PROMETHEUS,
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
        '--storage.tsdb.retention.time=1h',
        '--log.level=warn',
      ],
      { stdio: ['ignore', out, out] },
    );
    child.once('exit', () => (exited = true));
    const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n') : '');

    const api = async <T>(pathname: string): Promise<T> => {
      if (exited) throw new Error(`Prometheus stopped: ${log()}`);
      const response = await fetch(`${prometheus}${pathname}`);
      const body = (await response.json()) as Answer<T>;
      if (body.status !== 'success') throw new Error(`${pathname}: ${body.error ?? response.status}`);
      return body.data;
    };
    const query = (promql: string) => api<{ resultType: string; result: Sample[] }>(`/api/v1/query?query=${encodeURIComponent(promql)}`).then((data) => data.result);

    // Prometheus is up.
    await expect
      .poll(
        async () => {
          if (exited) return `stopped: ${log()}`;
          return fetch(`${prometheus}/-/ready`).then((response) => response.status, () => 0);
        },
        { timeout: 30_000, intervals: [100, 250, 500] },
      )
      .toBe(200);

    const products = (await (await fetch(`${baseURL}/api/products?per_page=5`, { headers: xhr })).json()) as { data: { products: { id: number }[] } };
    const productId = products.data.products[0].id;
    await traffic(productId);

    // The shop is a healthy target: scraped, and its last scrape succeeded (lastError says why not).
    await expect
      .poll(
        async () => {
          const targets = await api<{ activeTargets: { health: string; lastError: string; scrapeUrl: string }[] }>('/api/v1/targets');
          const target = targets.activeTargets[0];
          return target ? `${target.health}${target.lastError ? `: ${target.lastError}` : ''}` : 'no target';
        },
        { message: 'the shop as a Prometheus target', timeout: 30_000, intervals: [250, 500, 1000] },
      )
      .toBe('up');

    // A rate needs two scrapes with requests between them: traffic until the rate is seen.
    let rate = 0;
    await expect
      .poll(
        async () => {
          await traffic(productId);
          const result = await query('sum(rate(shop_http_requests_total[15s]))');
          rate = Number(result[0]?.value[1] ?? 0);
          return rate > 0;
        },
        { message: 'sum(rate(shop_http_requests_total[15s])) > 0', timeout: 60_000, intervals: [1000] },
      )
      .toBe(true);

    let p90 = Number.NaN;
    await expect
      .poll(
        async () => {
          await traffic(productId);
          const result = await query('histogram_quantile(0.9, sum by (le) (rate(shop_http_request_duration_seconds_bucket[15s])))');
          p90 = Number(result[0]?.value[1] ?? Number.NaN);
          return Number.isFinite(p90) && p90 > 0;
        },
        { message: 'the 0.9 quantile of shop_http_request_duration_seconds is a finite positive number', timeout: 60_000, intervals: [1000] },
      )
      .toBe(true);
    console.log(`Prometheus: ${rate.toFixed(2)} requests a second over 15 s; 90% of requests answered within ${(p90 * 1000).toFixed(0)} ms.`);

    // Labels stay bounded: route groups and status classes, never a path with an id or a query.
    const series = await api<Record<string, string>[]>(`/api/v1/series?${new URLSearchParams({ 'match[]': 'shop_http_requests_total' })}`);
    const routes = [...new Set(series.map((one) => one.route))].sort();
    const statuses = [...new Set(series.map((one) => one.status))].sort();
    console.log(`Route groups: ${routes.join(', ')}; status classes: ${statuses.join(', ')}.`);
    expect(routes.length, 'route groups seen').toBeGreaterThan(1);
    expect(routes.filter((route) => !route || /\d|\?|\/\//.test(route)), 'route labels with a digit, a query or an empty value').toEqual([]);
    expect(routes.length, 'route groups are a bounded set').toBeLessThan(50);
    expect(statuses.filter((status) => !/^[1-5]xx$/.test(status)), 'status labels that are not a class like 2xx').toEqual([]);
    expect(statuses).toEqual(expect.arrayContaining(['2xx', '4xx']));

    // The metrics an operator's dashboards name are there.
    const names = await api<string[]>('/api/v1/label/__name__/values');
    expect(names).toEqual(expect.arrayContaining(['shop_http_requests_total', 'shop_http_request_duration_seconds_bucket', 'shop_orders_placed_total', 'shop_process_resident_memory_bytes', 'shop_nodejs_eventloop_lag_seconds']));
    const rss = await query('shop_process_resident_memory_bytes');
    expect(Number(rss[0]?.value[1] ?? 0), 'resident memory of the shop process').toBeGreaterThan(10_000_000);
  } finally {
    if (child && !exited) {
      const gone = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child!.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  }
});

test('/metrics answers 404 to a client that is not on this machine', async () => {
  // The suite's shop runs with TRUST_PROXY=1, as behind one proxy: a request that proxy passes on
  // for an outside client (X-Forwarded-For) is that client's, though its connection comes from
  // loopback. Served to it, /metrics would be open to anyone through the proxy.
  const outside = await fetch(`${baseURL}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
  expect(outside.status).toBe(404);
  const local = await fetch(`${baseURL}/metrics`);
  expect(local.status).toBe(200);
  expect(local.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(await local.text()).toContain('# TYPE shop_http_requests_total counter');
  // With METRICS_TOKEN set, the outside client with the token is answered (the shop of `npm test`
  // is started without it; main's unit tests cover the token).
  const token = process.env.METRICS_TOKEN;
  if (token) {
    const withToken = await fetch(`${baseURL}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9', Authorization: `Bearer ${token}` } });
    expect(withToken.status).toBe(200);
  }
});
