// Stripe Checkout without Stripe: the adapter with a client handed in, then the whole path through
// the shop with the real SDK pointed at a local HTTP double of the Checkout Sessions API
// (STRIPE_API_BASE), and webhooks signed with the SDK's own test-header helper.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { app } from '@/server/app';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { makeProduct, makeShop, putInCart } from '@/server/test/cart-fixtures';
import { makeBuyer, placeOrder } from '@/server/test/place-order-fixtures';
import { call, startTestShop, type Envelope, type TestShop } from '@/server/test/test-app';
import { linkSignature } from '@/server/link-signature';
import { createStripeGateway, type StripeClient } from './stripe';

jest.setTimeout(60_000);

const WEBHOOK_SECRET = 'whsec_test_secret';

// ---------------------------------------------------------------- a local Checkout Sessions API

interface StubSession {
  id: string;
  object: 'checkout.session';
  url: string;
  expires_at: number;
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string;
  metadata: Record<string, string>;
}

const sessions = new Map<string, StubSession>();
const created: URLSearchParams[] = [];
let stub: Server;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });

async function startStub(): Promise<string> {
  stub = createServer(async (request, response) => {
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.headers.authorization !== 'Bearer sk_test_local') return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
      const params = new URLSearchParams(await readBody(request));
      created.push(params);
      const id = `cs_test_${sessions.size + 1}`;
      const session: StubSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        expires_at: Math.floor(Date.now() / 1000) + 86_400,
        payment_status: 'unpaid',
        amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
        currency: params.get('line_items[0][price_data][currency]') ?? '',
        client_reference_id: params.get('client_reference_id') ?? '',
        metadata: { payment_id: params.get('metadata[payment_id]') ?? '' },
      };
      sessions.set(id, session);
      return send(200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && match && sessions.has(match[1])) return send(200, sessions.get(match[1]));
    return send(404, { error: { type: 'invalid_request_error', message: 'No such resource' } });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
}

// ---------------------------------------------------------------- the shop

let shop: TestShop;
let db: Db;
beforeAll(async () => {
  const base = await startStub();
  process.env.STRIPE_SECRET_KEY = 'sk_test_local';
  process.env.STRIPE_API_BASE = base;
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  shop = await startTestShop();
  db = shop.handle.db;
});
afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_BASE;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  await shop.close();
  await new Promise((resolve) => stub.close(resolve));
});

async function placedWithStripe() {
  const buyer = await makeBuyer(db);
  const shopId = await makeShop(db, { deliveryCharge: 200 });
  await putInCart(db, buyer.id, { productId: await makeProduct(db, { shopId, price: 4800 }), quantity: 1 });
  const answer = await placeOrder(buyer, { shop_ids: [shopId], payment_method: 'stripe' }, { Host: 'shop.example' });
  expect(answer.status).toBe(200);
  return { buyer, placed: answer.body.data };
}

/** The address Stripe sends the shopper back to, as the shop handed it out. */
const returnLink = (paymentId: number, sessionId: string) => `/payments/stripe/return/${paymentId}?sig=${linkSignature('stripe-return', paymentId)}&session_id=${sessionId}`;

function sessionEvent(type: string, session: Partial<StubSession>, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object: { object: 'checkout.session', ...session } } });
}

/** Stripe's webhook request: no storefront headers at all, the signature in Stripe-Signature. */
function deliver(payload: string, signature?: string) {
  return app.fetch(
    new Request('http://shop.example/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(signature === undefined ? {} : { 'Stripe-Signature': signature }) },
      body: payload,
    }),
  );
}

const signed = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
const paymentRow = async (id: number) => (await db.select().from(s.orderPayments).where(eq(s.orderPayments.id, id)))[0];
const orderRow = async (id: number) => (await db.select().from(s.orders).where(eq(s.orders.id, id)))[0];

describe('the Stripe adapter', () => {
  it('creates a Checkout Session for the amount, in the currency, that names the payment and the way back', async () => {
    const create = jest.fn(async (params: Stripe.Checkout.SessionCreateParams) => ({ id: 'cs_test_unit', url: 'https://checkout.stripe.test/c/pay/cs_test_unit', expires_at: 1_900_000_000, params }));
    const client = { checkout: { sessions: { create, retrieve: jest.fn() } } } as unknown as StripeClient;
    const gateway = createStripeGateway(() => client);
    expect(gateway.available()).toBe(true);
    const started = await gateway.start(
      { id: 42, amount: 1999, currency: 'EUR', orderCodes: ['#RC000042'], locale: 'ar', email: 'buyer@example.com' },
      { origin: 'https://shop.example', returnPath: (outcome) => `/order-history/7?payment=${outcome}` },
    );
    expect(started).toEqual({ url: 'https://checkout.stripe.test/c/pay/cs_test_unit', reference: 'cs_test_unit', expiresAt: new Date(1_900_000_000_000) });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'payment',
        client_reference_id: '42',
        metadata: { payment_id: '42' },
        customer_email: 'buyer@example.com',
        locale: 'auto',
        line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1999, product_data: { name: 'Order #RC000042' } } }],
        success_url: `https://shop.example/api/payments/stripe/return/42?sig=${linkSignature('stripe-return', 42)}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: 'https://shop.example/order-history/7?payment=cancelled',
      }),
    );
  });

  it('is unavailable without a client', () => {
    expect(createStripeGateway(() => null).available()).toBe(false);
  });
});

describe('paying with Stripe through the shop', () => {
  it('lists Stripe as active once its key is set', async () => {
    const master = await call<Envelope<{ payment_gateways: { name: string; is_active: boolean }[] }>>('/master');
    expect(master.body.data.payment_gateways.find((gateway) => gateway.name === 'stripe')?.is_active).toBe(true);
  });

  it("answers Stripe's page as order_payment_url, for the payable amount", async () => {
    const { placed } = await placedWithStripe();
    expect(placed.order_payment_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const params = created[created.length - 1];
    expect(params.get('line_items[0][price_data][unit_amount]')).toBe('5000');
    expect(params.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(params.get('metadata[payment_id]')).toBe(String(placed.payment.id));
    expect(params.get('success_url')).toBe(`http://shop.example/api/payments/stripe/return/${placed.payment.id}?sig=${linkSignature('stripe-return', placed.payment.id)}&session_id={CHECKOUT_SESSION_ID}`);
    expect(params.get('cancel_url')).toBe(`http://shop.example/order-history/${placed.orders[0].id}?payment=cancelled`);
  });

  it('marks the payment Paid once on checkout.session.completed, however often it is delivered', async () => {
    const { placed } = await placedWithStripe();
    const sessionId = placed.order_payment_url?.split('/').pop() ?? '';
    const payload = sessionEvent('checkout.session.completed', { ...sessions.get(sessionId), payment_status: 'paid' }, 'evt_completed_1');
    const first = await deliver(payload, signed(payload));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, result: 'paid' });
    const paid = await paymentRow(placed.payment.id);
    expect(paid.status).toBe('Paid');
    expect((await orderRow(placed.orders[0].id)).paymentStatus).toBe('Paid');

    const replay = await deliver(payload, signed(payload));
    expect(await replay.json()).toEqual({ received: true, result: 'already-paid' });
    expect(await paymentRow(placed.payment.id)).toEqual(paid);
  });

  it('refuses a webhook whose signature does not match, and changes nothing', async () => {
    const { placed } = await placedWithStripe();
    const sessionId = placed.order_payment_url?.split('/').pop() ?? '';
    const payload = sessionEvent('checkout.session.completed', { ...sessions.get(sessionId), payment_status: 'paid' });
    const tampered = payload.replace('"paid"', '"paid" ');
    for (const [body, signature] of [
      [payload, undefined],
      [payload, 'garbage'],
      [payload, signed(payload, 'whsec_someone_else')],
      [tampered, signed(payload)],
    ] as const) {
      const answer = await deliver(body, signature);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ message: 'Invalid Stripe signature.' });
    }
    expect((await paymentRow(placed.payment.id)).status).toBe('Pending');
  });

  it('does not mark paid a session whose amount is not the payment', async () => {
    const { placed } = await placedWithStripe();
    const sessionId = placed.order_payment_url?.split('/').pop() ?? '';
    const payload = sessionEvent('checkout.session.completed', { ...sessions.get(sessionId), payment_status: 'paid', amount_total: 1 });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await deliver(payload, signed(payload));
    expect(await answer.json()).toEqual({ received: true, result: 'amount-mismatch' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('not marked paid'));
    logged.mockRestore();
    expect((await paymentRow(placed.payment.id)).status).toBe('Pending');
  });

  it('settles when the shopper comes back paid, and the later webhook changes nothing', async () => {
    const { placed } = await placedWithStripe();
    const sessionId = placed.order_payment_url?.split('/').pop() ?? '';
    const back = await call(returnLink(placed.payment.id, sessionId));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/order-history/${placed.orders[0].id}?payment=pending`);
    expect((await paymentRow(placed.payment.id)).status).toBe('Pending');

    sessions.get(sessionId)!.payment_status = 'paid';
    const paidBack = await call(returnLink(placed.payment.id, sessionId));
    expect(paidBack.headers.get('location')).toBe(`/order-history/${placed.orders[0].id}?payment=paid`);
    expect((await orderRow(placed.orders[0].id)).paymentStatus).toBe('Paid');
    const paid = await paymentRow(placed.payment.id);

    const payload = sessionEvent('checkout.session.completed', sessions.get(sessionId)!);
    expect(await (await deliver(payload, signed(payload))).json()).toEqual({ received: true, result: 'already-paid' });
    expect(await paymentRow(placed.payment.id)).toEqual(paid);
  });

  it('answers a return without the link’s signature only to the payment’s owner, and alike for another’s payment and a missing one', async () => {
    const { buyer, placed } = await placedWithStripe();
    const other = await placedWithStripe();
    const id = placed.payment.id;
    const sessionId = placed.order_payment_url?.split('/').pop() ?? '';
    const own = await call(`/payments/stripe/return/${id}?session_id=${sessionId}`, { headers: buyer.headers });
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toBe(`/order-history/${placed.orders[0].id}?payment=pending`);

    const missing = await call('/payments/stripe/return/99999999', { headers: buyer.headers });
    expect(missing.status).toBe(404);
    const answers = [
      await call(`/payments/stripe/return/${id}`),
      await call(`/payments/stripe/return/${id}?session_id=${sessionId}`, { headers: other.buyer.headers }),
      await call(`/payments/stripe/return/${id}?sig=${linkSignature('stripe-return', id + 1)}`),
      await call(`/payments/stripe/return/${id}?sig=${linkSignature('sandbox-payment', id)}`),
      await call('/payments/stripe/return/99999999'),
      await call(`/payments/stripe/return/99999999?sig=${linkSignature('stripe-return', 99999999)}`),
    ];
    for (const answer of answers) expect({ status: answer.status, body: answer.body, location: answer.headers.get('location') }).toEqual({ status: 404, body: missing.body, location: null });
  });

  it("ignores another payment's session on the way back", async () => {
    const first = await placedWithStripe();
    const second = await placedWithStripe();
    const otherSession = second.placed.order_payment_url?.split('/').pop() ?? '';
    sessions.get(otherSession)!.payment_status = 'paid';
    const back = await call(returnLink(first.placed.payment.id, otherSession));
    expect(back.headers.get('location')).toBe(`/order-history/${first.placed.orders[0].id}?payment=pending`);
    expect((await paymentRow(first.placed.payment.id)).status).toBe('Pending');
  });

  it('closes a payment as Failed on checkout.session.async_payment_failed, leaving the order unpaid', async () => {
    const { placed } = await placedWithStripe();
    const sessionId = placed.order_payment_url?.split('/').pop() ?? '';
    const payload = sessionEvent('checkout.session.async_payment_failed', sessions.get(sessionId)!);
    expect(await (await deliver(payload, signed(payload))).json()).toEqual({ received: true, result: 'failed' });
    expect((await paymentRow(placed.payment.id)).status).toBe('Failed');
    expect((await orderRow(placed.orders[0].id)).paymentStatus).toBe('Pending');
  });

  it('has no webhook without STRIPE_WEBHOOK_SECRET', async () => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    try {
      const payload = sessionEvent('checkout.session.completed', {});
      expect((await deliver(payload, signed(payload))).status).toBe(404);
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
    }
  });
});
