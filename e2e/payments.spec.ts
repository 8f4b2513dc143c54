// The payment pages of the backend in the production build: the sandbox page under its own
// Content-Security-Policy, its plain form posted by a real browser and the way back to the order,
// a replayed form that changes nothing, and the callbacks that refuse what is not signed.
// The sandbox page is a static page of the backend, not a storefront page that hydrates, so this
// spec uses Playwright's own `test` (the project's waits for hydration).
import { expect, test } from '@playwright/test';
import { newShopper, signIn } from './support/account';
import { placedForSandbox } from './support/orders';

const xhr = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };


test('paying on the sandbox page returns to the order, paid once', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Sandbox Payer');
  const placed = await placedForSandbox(request, shopper);
  const orderId = placed.orders[0].id;
  const url = new URL(placed.order_payment_url);
  expect(url.pathname).toBe(`/api/payments/sandbox/${placed.payment.id}`);

  await signIn(page, shopper);
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const response = await page.goto(url.pathname + url.search);
  expect(response?.headers()['content-security-policy']).toContain("form-action 'self'");
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-history/${orderId}\\?payment=paid$`));
  expect(blocked).toEqual([]);

  const order = await page.request.get(`/api/order-details?order_id=${orderId}`, { headers: xhr });
  expect((await order.json()).data.order.payment_status).toBe('Paid');

  // The same form sent again: the same way back, and the payment page now says it is done.
  const replay = await request.post(url.pathname, { form: { sig: url.searchParams.get('sig') ?? '', outcome: 'failed' }, maxRedirects: 0 });
  expect(replay.status()).toBe(303);
  expect(replay.headers().location).toBe(`/order-history/${orderId}?payment=paid`);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('status')).toHaveText('This payment is complete.');
});

test('payment callbacks refuse what is not signed', async ({ request }) => {
  const shopper = await newShopper(request, 'Unsigned Caller');
  const placed = await placedForSandbox(request, shopper);
  const path = new URL(placed.order_payment_url).pathname;
  expect((await request.get(`${path}?sig=forged`)).status()).toBe(403);
  expect((await request.post(path, { form: { sig: 'forged', outcome: 'paid' }, maxRedirects: 0 })).status()).toBe(403);
  // Without STRIPE_WEBHOOK_SECRET the shop has no Stripe webhook.
  expect((await request.post('/api/payments/stripe/webhook', { data: '{}', headers: { 'Stripe-Signature': 't=1,v1=x' } })).status()).toBe(404);
});
