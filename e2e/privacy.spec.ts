// What the production build tells people a page or a link is not meant for: every page carries the
// Content-Security-Policy whatever its path, a signed-in shopper's answers are kept by no cache,
// and a payment's return address says nothing about a payment that is not the caller's.
import { expect, test } from '@playwright/test';
import { newShopper, signIn } from './support/account';
import { placedForSandbox } from './support/orders';

test('every page answer carries the Content-Security-Policy, a dot in its path or not; static files keep their own headers', async ({ page, request }) => {
  for (const path of ['/', '/products', '/shops/8.0', '/page/a.b', '/products/1.5/details', '/ar/shops/8.0', '/blog/v1.2', '/no.such.page']) {
    const answer = await request.get(path);
    expect([path, (answer.headers()['content-type'] ?? '').split(';')[0]]).toEqual([path, 'text/html']);
    // Pages served from the cache: their own inline scripts by hash, nothing else inline.
    expect([path, answer.headers()['content-security-policy'] ?? '']).toEqual([path, expect.stringMatching(/script-src 'self'( 'sha256-[^']+')+;.*frame-ancestors 'none'/)]);
  }
  // Personal pages are rendered per request and keep the nonce.
  await signIn(page, await newShopper(request, 'Nonce Keeper'));
  const dashboard = await page.request.get('/dashboard', { maxRedirects: 0 });
  expect(dashboard.status()).toBe(200);
  expect(dashboard.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'sha256-[^']+' 'strict-dynamic'.*frame-ancestors 'none'/);
  const icon = await request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-security-policy']).toBeUndefined();
});

test('the return from a payment provider answers alike for another shopper’s payment and a missing one', async ({ page, request }) => {
  const owner = await newShopper(request, 'Paying Owner');
  const data = await placedForSandbox(request, owner);

  const stranger = await newShopper(request, 'Walking Ids');
  await signIn(page, stranger);
  const answerTo = async (id: number) => {
    const answer = await page.request.get(`/api/payments/stripe/return/${id}?session_id=cs_test_guess`, { maxRedirects: 0 });
    return { status: answer.status(), location: answer.headers().location ?? null, body: await answer.text() };
  };
  const missing = await answerTo(99_999_999);
  expect(missing.status).toBe(404);
  expect(await answerTo(data.payment.id)).toEqual(missing);
  const signedOut = await request.get(`/api/payments/stripe/return/${data.payment.id}`, { maxRedirects: 0 });
  expect({ status: signedOut.status(), body: await signedOut.text() }).toEqual({ status: 404, body: missing.body });
});

test('a signed-in shopper’s API answers are kept by no cache', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Cache Averse');
  await signIn(page, shopper);
  for (const path of ['/api/profile', '/api/carts', '/api/orders', '/api/addresses', '/api/unread-messages', '/api/get-shops']) {
    const answer = await page.request.get(path, { headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } });
    expect([path, answer.status(), answer.headers()['cache-control']]).toEqual([path, 200, 'private, no-store']);
  }
});
