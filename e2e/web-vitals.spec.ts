// Shoppers' real Web Vitals (lib/observability/report-web-vitals.ts): a product page visited,
// clicked and left sends one beacon with its LCP, INP, CLS and TTFB, and the server counts them
// (server/observability/web-vitals-metrics.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test';

const beaconPath = '/api/web-vitals';

/** The count of a histogram's series in the Prometheus text of /metrics, 0 when absent. */
function seriesCount(text: string, metric: string, labels: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${metric}_count{`) && labels.split(',').every((label) => row.includes(label)));
  return line ? Number(line.split(' ').pop()) : 0;
}

type Beacon = { body: string; status: number };

/**
 * A reverse proxy in front of the suite's shop, as nginx would be, that notes each beacon and the
 * shop's answer to it. Playwright does not report a beacon sent by a document being unloaded, and
 * leaving the page is the moment the reporter sends it.
 */
async function frontOf(target: string): Promise<{ url: string; beacons: Beacon[]; close(): Promise<void> }> {
  const beacons: Beacon[] = [];
  const { hostname, port } = new URL(target);
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    // An address of its own (the tests' shop trusts one proxy): no other test's pages count
    // against this one's beacon limit.
    const headers = { ...request.headers, 'x-forwarded-for': '198.51.100.77' };
    const onward = http.request({ hostname, port, method: request.method, path: request.url, headers }, (answer) => {
      if (request.url === beaconPath && request.method === 'POST') beacons.push({ body: Buffer.concat(chunks).toString(), status: answer.statusCode ?? 0 });
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, beacons, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('a product page that was clicked and left sends its LCP, INP, CLS and TTFB in one beacon, which the server records', async ({ page, request }) => {
  const front = await frontOf(process.env.BASE_URL ?? 'http://127.0.0.1:3000');
  try {
    // The web server answers /metrics to a scraper on this machine (server/web/probes.ts).
    const metricsAnswer = await request.get('/metrics');
    expect(metricsAnswer.status()).toBe(200);
    const before = await metricsAnswer.text();
    // The reporter is the only script that names the endpoint; it is fetched when the page is idle.
    const reporterLoaded = page.waitForResponse(async (response) => response.request().resourceType() === 'script' && (await response.text()).includes(beaconPath));
    await page.goto(`${front.url}/products/1/details`);
    await reporterLoaded;
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('group', { name: 'Quantity' }).getByRole('status')).toHaveText('2');
    // The browser times an interaction after the next paint; a shopper does not leave sooner.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('first-input').length)).toBe(1);

    // Leaving the page hides it: the moment the reporter sends what it gathered.
    await page.goto(`${front.url}/contact-us`);
    await expect.poll(() => front.beacons.length).toBeGreaterThan(0);
    expect(front.beacons).toHaveLength(1);
    const [{ body, status }] = front.beacons;
    expect(status).toBe(204);
    const sent = JSON.parse(body) as { page: string; device: string; metrics: { name: string; value: number }[] };
    expect(Object.keys(sent).sort()).toEqual(['device', 'metrics', 'page']);
    expect([sent.page, sent.device]).toEqual(['product', 'desktop']);
    expect(sent.metrics.map((metric) => metric.name).sort()).toEqual(['CLS', 'INP', 'LCP', 'TTFB']);
    for (const metric of sent.metrics) expect(Object.keys(metric).sort()).toEqual(['name', 'value']);

    const labels = 'page="product",device="desktop"';
    const names = ['shop_web_vitals_lcp_seconds', 'shop_web_vitals_inp_seconds', 'shop_web_vitals_ttfb_seconds', 'shop_web_vitals_cls'];
    await expect
      .poll(async () => {
        const after = await (await request.get('/metrics')).text();
        return names.map((name) => seriesCount(after, name, labels) - seriesCount(before, name, labels));
      })
      .toEqual([1, 1, 1, 1]);
  } finally {
    await front.close();
  }
});

test('a beacon from another site is refused, and one carrying anything personal is not recorded', async ({ request, baseURL }) => {
  const beacon = { page: 'home', device: 'mobile', metrics: [{ name: 'LCP', value: 1800 }] };
  const headers = { 'Content-Type': 'text/plain;charset=UTF-8', 'X-Forwarded-For': '198.51.100.250' };
  const crossSite = await request.post(beaconPath, { headers: { ...headers, Origin: 'https://elsewhere.example' }, data: JSON.stringify(beacon) });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.json()).toEqual({ message: 'Cross-site requests are not allowed.', errors: {} });

  const personal = await request.post(beaconPath, { headers: { ...headers, Origin: baseURL! }, data: JSON.stringify({ ...beacon, email: 'shopper@example.com' }) });
  expect(personal.status()).toBe(422);
  expect(await personal.text()).not.toContain('shopper@example.com');

  const same = await request.post(beaconPath, { headers: { ...headers, Origin: baseURL! }, data: JSON.stringify(beacon) });
  expect(same.status()).toBe(204);
});
