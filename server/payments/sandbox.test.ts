// The sandbox gateway as a shopper meets it: the signed payment page, the Pay, Fail and Cancel
// buttons posting a plain form, the way back to the order with what happened, paid exactly once
// however often the form is sent again, and paying again after a failure.
import { eq } from 'drizzle-orm';
import { app } from '@/server/app';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { makeProduct, makeShop, putInCart } from '@/server/test/cart-fixtures';
import { apiPathOf, makeBuyer, placeOrder, type Buyer } from '@/server/test/place-order-fixtures';
import { withEnv } from '@/server/test/env';
import { call, startTestShop, type Envelope, type TestShop } from '@/server/test/test-app';
import { sandboxSignature } from './sandbox';

jest.setTimeout(60_000);

let shop: TestShop;
let db: Db;
beforeAll(async () => {
  delete process.env.PAYMENT_SANDBOX;
  delete process.env.APP_ENV;
  shop = await startTestShop();
  db = shop.handle.db;
});
afterAll(() => shop.close());

/** A shopper with one product of each of `shops` new shops in the cart, placed for the sandbox. */
async function placedForSandbox(shops = 1, locale?: string) {
  const buyer = await makeBuyer(db);
  const shopIds: number[] = [];
  for (let i = 0; i < shops; i++) {
    const shopId = await makeShop(db, { deliveryCharge: 150 });
    shopIds.push(shopId);
    await putInCart(db, buyer.id, { productId: await makeProduct(db, { shopId, price: 2350 }), quantity: 1 });
  }
  const answer = await placeOrder(buyer, { shop_ids: shopIds, payment_method: 'sandbox' }, { Host: 'shop.example' }, locale);
  expect(answer.status).toBe(200);
  return { buyer, placed: answer.body.data };
}

/** A plain HTML form post, as the browser sends it from the page: no X-Requested-With. */
function submitForm(path: string, fields: Record<string, string>) {
  return app.fetch(
    new Request(`http://shop.example/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://shop.example', Host: 'shop.example' },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

const paymentRow = async (id: number) => (await db.select().from(s.orderPayments).where(eq(s.orderPayments.id, id)))[0];
const orderRow = async (id: number) => (await db.select().from(s.orders).where(eq(s.orders.id, id)))[0];

async function orderShown(buyer: Buyer, id: number) {
  const answer = await call<Envelope<{ order: { payment_status: string; order_status: string; payment_method: string; status_history: unknown[] } }>>(`/order-details?order_id=${id}`, {
    headers: buyer.headers,
  });
  return answer.body.data.order;
}

describe('the sandbox payment page', () => {
  it('is a signed page of the shop with the amount, the orders and three buttons, and no script', async () => {
    const { placed } = await placedForSandbox();
    const url = placed.order_payment_url;
    expect(url).toBe(`http://shop.example/api/payments/sandbox/${placed.payment.id}?sig=${sandboxSignature(placed.payment.id)}`);
    const page = await call<string>(apiPathOf(url ?? ''));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('script-src');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('$25.00');
    expect(page.body).toContain(placed.orders[0].order_code);
    expect(page.body).toContain(`<form method="post" action="/api/payments/sandbox/${placed.payment.id}">`);
    for (const outcome of ['paid', 'failed', 'cancelled']) expect(page.body).toContain(`name="outcome" value="${outcome}"`);
  });

  it('refuses a link without the right signature', async () => {
    const { placed } = await placedForSandbox();
    const id = placed.payment.id;
    for (const query of ['', '?sig=', `?sig=${sandboxSignature(id + 1)}`, `?sig=${sandboxSignature(id).slice(0, -2)}AA`]) {
      const answer = await call(`/payments/sandbox/${id}${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 403 });
    }
    expect((await call(`/payments/sandbox/99999999?sig=${sandboxSignature(99999999)}`)).status).toBe(404);
  });

  it('speaks Arabic right to left for a shopper who ordered in Arabic, and sends them back under /ar', async () => {
    const { placed } = await placedForSandbox(1, 'ar');
    const page = await call<string>(apiPathOf(placed.order_payment_url ?? ''));
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('ادفع');
    const answer = await submitForm(`/payments/sandbox/${placed.payment.id}`, { sig: sandboxSignature(placed.payment.id), outcome: 'cancelled' });
    expect(answer.headers.get('location')).toBe(`/ar/order-history/${placed.orders[0].id}?payment=cancelled`);
  });

  it('is right to left in any right-to-left language of the shop, in the words the operator gave it', async () => {
    const admin = { Authorization: 'Bearer right-token' };
    await withEnv({ ADMIN_API_TOKEN: 'right-token' }, async () => {
      const languages = [{ name: 'en', title: 'English' }, { name: 'ar', title: 'العربية', direction: 'rtl' }];
      const setLanguages = (list: object[]) => call('/admin/settings', { method: 'PATCH', json: { languages: list }, headers: admin });
      expect((await setLanguages([...languages, { name: 'ur', title: 'اردو', direction: 'rtl' }])).status).toBe(200);
      try {
        const { placed } = await placedForSandbox(1, 'ur');
        const path = apiPathOf(placed.order_payment_url ?? '');
        const page = await call<string>(path);
        expect(page.body).toContain('<html lang="ur" dir="rtl">');
        expect(page.body).toContain('>Pay</button>');
        expect((await call('/admin/lang/ur', { method: 'PUT', json: { Pay: 'ادا کریں' }, headers: admin })).status).toBe(200);
        expect((await call<string>(path)).body).toContain('>ادا کریں</button>');
      } finally {
        await call('/admin/lang/ur', { method: 'PUT', json: {}, headers: admin });
        expect((await setLanguages(languages)).status).toBe(200);
      }
    });
  });
});

describe('the sandbox callback', () => {
  it('marks the payment and its order Paid once and sends the shopper back to the order', async () => {
    const { buyer, placed } = await placedForSandbox();
    const orderId = placed.orders[0].id;
    const fields = { sig: sandboxSignature(placed.payment.id), outcome: 'paid' };
    const answer = await submitForm(`/payments/sandbox/${placed.payment.id}`, fields);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/order-history/${orderId}?payment=paid`);
    expect(await orderShown(buyer, orderId)).toMatchObject({ payment_status: 'Paid', order_status: 'Pending', payment_method: 'sandbox' });
    const paid = await paymentRow(placed.payment.id);
    expect(paid.status).toBe('Paid');

    // Sent again (a reload, a second tap, a replay), or answered otherwise: nothing changes.
    for (const outcome of ['paid', 'failed', 'cancelled']) {
      const replay = await submitForm(`/payments/sandbox/${placed.payment.id}`, { ...fields, outcome });
      expect(replay.headers.get('location')).toBe(`/order-history/${orderId}?payment=paid`);
    }
    expect(await paymentRow(placed.payment.id)).toEqual(paid);
    expect(await orderShown(buyer, orderId)).toMatchObject({ payment_status: 'Paid', status_history: [expect.objectContaining({ status: 'Pending' })] });

    // The page now says it is done and links back to the order.
    const page = await call<string>(apiPathOf(placed.order_payment_url ?? ''));
    expect(page.body).toContain('This payment is complete.');
    expect(page.body).not.toContain('<form');
    expect(page.body).toContain(`href="/order-history/${orderId}?payment=paid"`);
  });

  it('refuses a bad signature and changes nothing', async () => {
    const { placed } = await placedForSandbox();
    const before = await paymentRow(placed.payment.id);
    for (const sig of [undefined, '', sandboxSignature(placed.payment.id + 1)]) {
      const answer = await submitForm(`/payments/sandbox/${placed.payment.id}`, { ...(sig === undefined ? {} : { sig }), outcome: 'paid' });
      expect(answer.status).toBe(403);
    }
    expect(await paymentRow(placed.payment.id)).toEqual(before);
    expect((await orderRow(placed.orders[0].id)).paymentStatus).toBe('Pending');
    const unknown = await submitForm(`/payments/sandbox/${placed.payment.id}`, { sig: sandboxSignature(placed.payment.id), outcome: 'refund' });
    expect(unknown.status).toBe(422);
  });

  it('leaves a failed payment unpaid; the shopper pays again through /order-payment', async () => {
    const { buyer, placed } = await placedForSandbox();
    const orderId = placed.orders[0].id;
    const failed = await submitForm(`/payments/sandbox/${placed.payment.id}`, { sig: sandboxSignature(placed.payment.id), outcome: 'failed' });
    expect(failed.headers.get('location')).toBe(`/order-history/${orderId}?payment=failed`);
    expect((await paymentRow(placed.payment.id)).status).toBe('Failed');
    expect(await orderShown(buyer, orderId)).toMatchObject({ payment_status: 'Pending', order_status: 'Pending' });

    const again = await call<Envelope<{ order_payment_url: string }>>(`/order-payment/${orderId}/sandbox`, { headers: { ...buyer.headers, Host: 'shop.example' } });
    expect(again.status).toBe(200);
    const url = again.body.data.order_payment_url;
    expect(url).not.toBe(placed.order_payment_url);
    const newPaymentId = Number(new URL(url).pathname.split('/').pop());
    expect((await orderRow(orderId)).paymentId).toBe(newPaymentId);
    const paid = await submitForm(`/payments/sandbox/${newPaymentId}`, { sig: sandboxSignature(newPaymentId), outcome: 'paid' });
    expect(paid.headers.get('location')).toBe(`/order-history/${orderId}?payment=paid`);
    expect(await orderShown(buyer, orderId)).toMatchObject({ payment_status: 'Paid' });
    // The failed attempt stays failed: paying it now is refused by the page's state.
    await submitForm(`/payments/sandbox/${placed.payment.id}`, { sig: sandboxSignature(placed.payment.id), outcome: 'paid' });
    expect((await paymentRow(placed.payment.id)).status).toBe('Failed');
  });

  it('keeps a cancelled payment open to pay later', async () => {
    const { placed } = await placedForSandbox();
    const fields = { sig: sandboxSignature(placed.payment.id) };
    const cancelled = await submitForm(`/payments/sandbox/${placed.payment.id}`, { ...fields, outcome: 'cancelled' });
    expect(cancelled.headers.get('location')).toBe(`/order-history/${placed.orders[0].id}?payment=cancelled`);
    expect((await paymentRow(placed.payment.id)).status).toBe('Pending');
    await submitForm(`/payments/sandbox/${placed.payment.id}`, { ...fields, outcome: 'paid' });
    expect((await orderRow(placed.orders[0].id)).paymentStatus).toBe('Paid');
  });

  it('pays every order of a multi-shop payment and returns to the order history', async () => {
    const { placed } = await placedForSandbox(2);
    expect(placed.orders).toHaveLength(2);
    expect(placed.payment.amount).toBe(50);
    const answer = await submitForm(`/payments/sandbox/${placed.payment.id}`, { sig: sandboxSignature(placed.payment.id), outcome: 'paid' });
    expect(answer.headers.get('location')).toBe('/order-history?payment=paid');
    for (const order of placed.orders) expect((await orderRow(order.id)).paymentStatus).toBe('Paid');
  });
});

describe('outside the local demo', () => {
  it('is off unless PAYMENT_SANDBOX=true', async () => {
    const { placed } = await placedForSandbox();
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    await putInCart(db, buyer.id, { productId: await makeProduct(db, { shopId, price: 1000 }), quantity: 1 });
    process.env.APP_ENV = 'production';
    try {
      const refused = await placeOrder(buyer, { shop_ids: [shopId], payment_method: 'sandbox' });
      expect(refused.status).toBe(422);
      expect((await call(apiPathOf(placed.order_payment_url ?? ''))).status).toBe(404);
      const master = await call<Envelope<{ payment_gateways: { name: string; is_active: boolean }[] }>>('/master');
      // Not usable here, so not listed (the original lists only active gateways).
      expect(master.body.data.payment_gateways.find((gateway) => gateway.name === 'sandbox')).toBeUndefined();
      process.env.PAYMENT_SANDBOX = 'true';
      expect((await call(apiPathOf(placed.order_payment_url ?? ''))).status).toBe(200);
    } finally {
      delete process.env.APP_ENV;
      delete process.env.PAYMENT_SANDBOX;
    }
  });
});
