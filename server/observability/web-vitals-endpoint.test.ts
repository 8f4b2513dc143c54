import { register } from 'prom-client';
import { receiveWebVitals } from '@/server/observability/web-vitals-endpoint';

let address = 0;

/** A beacon as Chromium sends it: text/plain, the page's Origin, an address of its own per test. */
function beacon(body: unknown, headers: Record<string, string> = {}): Request {
  address += 1;
  return new Request('http://localhost:3000/api/web-vitals', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', host: 'shop.example', origin: 'https://shop.example', 'x-forwarded-for': `203.0.113.${address}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const good = { page: 'product', device: 'mobile', metrics: [{ name: 'LCP', value: 1234.5 }, { name: 'CLS', value: 0.01 }, { name: 'INP', value: 180 }, { name: 'TTFB', value: 300 }] };

async function count(name: string, labels: Record<string, string>, suffix = ''): Promise<number> {
  const metric = register.getSingleMetric(name);
  if (!metric) return 0;
  const { values } = await metric.get();
  const row = values.find((value) => ((value as { metricName?: string }).metricName ?? name) === name + suffix && Object.entries(labels).every(([key, label]) => String(value.labels[key]) === label));
  return row?.value ?? 0;
}

describe('POST /api/web-vitals', () => {
  it('records each metric in seconds (CLS as it is) under the page kind and device, and answers 204', async () => {
    const labels = { page: 'product', device: 'mobile' };
    const before = await count('shop_web_vitals_lcp_seconds', labels, '_count');
    const accepted = await count('shop_web_vitals_beacons_total', { outcome: 'accepted' });
    const response = await receiveWebVitals(beacon(good));
    expect(response.status).toBe(204);
    expect(await count('shop_web_vitals_lcp_seconds', labels, '_count')).toBe(before + 1);
    expect(await count('shop_web_vitals_lcp_seconds', { ...labels, le: '1.5' }, '_bucket')).toBeGreaterThanOrEqual(1);
    expect(await count('shop_web_vitals_lcp_seconds', { ...labels, le: '1' }, '_bucket')).toBe(0);
    expect(await count('shop_web_vitals_cls', { ...labels, le: '0.01' }, '_bucket')).toBe(1);
    expect(await count('shop_web_vitals_inp_seconds', { ...labels, le: '0.2' }, '_bucket')).toBe(1);
    expect(await count('shop_web_vitals_ttfb_seconds', { ...labels, le: '0.4' }, '_bucket')).toBe(1);
    expect(await count('shop_web_vitals_beacons_total', { outcome: 'accepted' })).toBe(accepted + 1);
  });

  it('takes a beacon that names no origin (or an empty one)', async () => {
    expect((await receiveWebVitals(beacon(good, { origin: '' }))).status).toBe(204);
    const request = beacon(good);
    request.headers.delete('origin');
    expect((await receiveWebVitals(request)).status).toBe(204);
  });

  it('refuses another site with 403 and counts it', async () => {
    const refused = await count('shop_web_vitals_beacons_total', { outcome: 'refused' });
    const response = await receiveWebVitals(beacon(good, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Cross-site requests are not allowed.', errors: {} });
    expect(await count('shop_web_vitals_beacons_total', { outcome: 'refused' })).toBe(refused + 1);
  });

  it.each([
    ['malformed JSON', '{"page":', 400],
    ['a JSON string', '"LCP"', 422],
    ['an unknown page kind', { ...good, page: '/products/12/details' }, 422],
    ['an unknown device', { ...good, device: 'watch' }, 422],
    ['an unknown metric', { ...good, metrics: [{ name: 'FID', value: 10 }] }, 422],
    ['a negative value', { ...good, metrics: [{ name: 'LCP', value: -1 }] }, 422],
    ['an infinite value', '{"page":"home","device":"desktop","metrics":[{"name":"LCP","value":1e999}]}', 422],
    ['a value past its maximum', { ...good, metrics: [{ name: 'CLS', value: 11 }] }, 422],
    ['a value as text', { ...good, metrics: [{ name: 'LCP', value: '100' }] }, 422],
    ['no metrics', { ...good, metrics: [] }, 422],
    ['more than ten metrics', { ...good, metrics: Array.from({ length: 11 }, () => ({ name: 'CLS', value: 0 })) }, 422],
    ['an e-mail beside the metrics', { ...good, email: 'shopper@example.com' }, 422],
    ['a URL in a metric', { ...good, metrics: [{ name: 'LCP', value: 1, url: 'https://shop.example/account' }] }, 422],
    ['an empty body', '', 400],
  ])('answers %s with the error envelope (%#)', async (_, body, status) => {
    const response = await receiveWebVitals(beacon(body));
    expect(response.status).toBe(status);
    const answer = await response.json();
    expect(answer).toEqual({ message: expect.any(String), errors: expect.any(Object) });
    expect(JSON.stringify(answer)).not.toContain('shopper@example.com');
  });

  it('answers 413 past 2 KB, whatever Content-Length says', async () => {
    const big = { ...good, padding: 'x'.repeat(3000) };
    expect((await receiveWebVitals(beacon(big))).status).toBe(413);
    const lying = beacon(big, { 'content-length': '10' });
    expect((await receiveWebVitals(lying)).status).toBe(413);
  });

  it('answers 429 past 30 beacons a minute from one address, and others still get through', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 31; n += 1) statuses.push((await receiveWebVitals(beacon(good, { 'x-forwarded-for': '198.51.100.7' }))).status);
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await receiveWebVitals(beacon(good))).status).toBe(204);
  });

  it('does not exist with WEB_VITALS=off, and records nothing', async () => {
    const before = await count('shop_web_vitals_beacons_total', { outcome: 'accepted' });
    const response = await receiveWebVitals(beacon(good), { WEB_VITALS: 'off' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'The route api/web-vitals could not be found.', errors: {} });
    expect(await count('shop_web_vitals_beacons_total', { outcome: 'accepted' })).toBe(before);
  });

  it('keeps its metrics when the module is evaluated again in the same process', async () => {
    await jest.isolateModulesAsync(async () => {
      const again = await import('@/server/observability/web-vitals-endpoint');
      expect((await again.receiveWebVitals(beacon(good))).status).toBe(204);
    });
  });
});
