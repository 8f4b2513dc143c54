import { expect, test } from './support/test';
import { signBody } from '../lib/security/revalidate-signature';
import { apiData } from './support/api';

test('an external backend clears cache tags with a signed request; unsigned or badly signed ones are refused', async ({ request }) => {
  const secret = process.env.REVALIDATE_SECRET!;
  const body = JSON.stringify({ tags: ['catalog', 'product:1'] });
  const ok = await request.post('/api/revalidate', { data: body, headers: { 'Content-Type': 'application/json', 'X-Signature': signBody(secret, body) } });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).data.tags).toEqual(['catalog', 'product:1']);
  const forged = await request.post('/api/revalidate', { data: body, headers: { 'Content-Type': 'application/json', 'X-Signature': signBody('guess', body) } });
  expect(forged.status()).toBe(401);
  const unsigned = await request.post('/api/revalidate', { data: body, headers: { 'Content-Type': 'application/json' } });
  expect(unsigned.status()).toBe(401);
  const bad = '{"tags":"all"}';
  const malformed = await request.post('/api/revalidate', { data: bad, headers: { 'Content-Type': 'application/json', 'X-Signature': signBody(secret, bad) } });
  expect(malformed.status()).toBe(422);
});

test('a settings change reaches cached pages at once', async ({ page, request }) => {
  await page.goto('/');
  await page.goto('/'); // second visit served from the cache
  const headers = { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${process.env.ADMIN_API_TOKEN}` };
  const before = (await (await request.get('/api/master', { headers })).json()).data.mobile as string;
  try {
    expect((await request.patch('/api/admin/settings', { headers, data: { mobile: '+1 555 0199 999' } })).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('link', { name: '+1 555 0199 999' }).first()).toBeVisible();
  } finally {
    await request.patch('/api/admin/settings', { headers, data: { mobile: before } });
  }
});

test('a signed revalidation from an external backend expires exactly the cached pages that read the tag', async ({ request }) => {
  const { products } = await apiData<{ products: { id: number }[] }>(request, '/products?per_page=2');
  const [changed, untouched] = products.map((product) => `/products/${product.id}/details`);
  // Served from the cache (a copy older than its minute is refreshed in the background first).
  const cacheState = async (path: string) => (await request.get(path)).headers()['x-nextjs-cache'];
  for (const path of [changed, untouched]) await expect.poll(() => cacheState(path), { timeout: 15_000 }).toBe('HIT');
  const body = JSON.stringify({ tags: [`product:${products[0].id}`] });
  const answer = await request.post('/api/revalidate', { data: body, headers: { 'Content-Type': 'application/json', 'X-Signature': signBody(process.env.REVALIDATE_SECRET!, body) } });
  expect(answer.status()).toBe(200);
  expect(await cacheState(changed)).toBe('MISS');
  expect(await cacheState(untouched)).toBe('HIT');
});
