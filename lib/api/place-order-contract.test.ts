// Contract tests of placing and paying orders: the client's schemas against the built-in backend
// (seeded, in process), the Idempotency-Key header it sends, and an upstream-style answer.
import { eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { makeProduct, makeShop, putInCart } from '@/server/test/cart-fixtures';
import { makeBuyer } from '@/server/test/place-order-fixtures';
import { startTestShop, type TestShop } from '@/server/test/test-app';
import type { Api } from './client';
import { ApiError } from './core';
import { orderPaymentSchema, placedOrdersSchema } from './schemas/place-order';
import { inProcessApi } from '@/server/test/in-process-api';

jest.setTimeout(60_000);

let shop: TestShop;
const seen: Request[] = [];

const clientFor = (token: string): Api => inProcessApi({ token, seen });

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('placing orders', () => {
  it('placeOrder reads the placement, sends the Idempotency-Key, and a repeat answers the same orders', async () => {
    const db = shop.handle.db;
    const buyer = await makeBuyer(db);
    const api = clientFor(buyer.token);
    const shopId = await makeShop(db, { deliveryCharge: 300 });
    await putInCart(db, buyer.id, { productId: await makeProduct(db, { shopId, price: 1250 }), quantity: 2 });

    const placed = await api.placeOrder({ shop_ids: [shopId], address_id: buyer.addressId, payment_method: 'cash', note: 'Call first' }, 'contract-key-1');
    expect(placed.message).toBe('Order placed successfully');
    expect(placed.data).toMatchObject({
      order_payment_url: null,
      payment: { payment_method: 'cash', amount: 28, status: 'Pending' },
      orders: [{ quantity: 2, amount: 28, payment_method: 'cash', payment_status: 'Pending', order_status: 'Pending', address: { id: buyer.addressId } }],
    });
    expect(placed.data.orders[0].order_code).toMatch(/^#RC\d{6}$/);
    expect(seen.at(-1)?.headers.get('Idempotency-Key')).toBe('contract-key-1');

    const again = await api.placeOrder({ shop_ids: [shopId], address_id: buyer.addressId, payment_method: 'cash', note: 'Call first' }, 'contract-key-1');
    expect(again.data).toEqual(placed.data);
  });

  it('placeOrder with the sandbox gives a payment page; orderPayment gives one for an unpaid order', async () => {
    const db = shop.handle.db;
    const buyer = await makeBuyer(db);
    const api = clientFor(buyer.token);
    const shopId = await makeShop(db);
    await putInCart(db, buyer.id, { productId: await makeProduct(db, { shopId, price: 900 }), quantity: 1 });

    const placed = await api.placeOrder({ shop_ids: [shopId], address_id: buyer.addressId, payment_method: 'sandbox' });
    expect(seen.at(-1)?.headers.has('Idempotency-Key')).toBe(false);
    expect(placed.data.order_payment_url).toMatch(/^http:\/\/shop\.test\/api\/payments\/sandbox\/\d+\?sig=/);
    const orderId = placed.data.orders[0].id;
    const payment = await api.orderPayment(orderId, 'sandbox');
    expect(payment.order_payment_url).toBe(placed.data.order_payment_url);

    await db.update(s.orders).set({ paymentStatus: 'Paid' }).where(eq(s.orders.id, orderId));
    await expect(api.orderPayment(orderId, 'sandbox')).rejects.toMatchObject({ status: 404 });
  });

  it('placeOrderAgain places a delivered order again', async () => {
    const db = shop.handle.db;
    const buyer = await makeBuyer(db);
    const api = clientFor(buyer.token);
    const shopId = await makeShop(db);
    await putInCart(db, buyer.id, { productId: await makeProduct(db, { shopId, price: 500 }), quantity: 3 });
    const first = await api.placeOrder({ shop_ids: [shopId], address_id: buyer.addressId, payment_method: 'cash' });
    await db.update(s.orders).set({ orderStatus: 'Delivered' }).where(eq(s.orders.id, first.data.orders[0].id));
    const again = await api.placeOrderAgain({ order_id: first.data.orders[0].id, payment_method: 'cash' });
    expect(again.data.orders).toEqual([expect.objectContaining({ quantity: 3, amount: 15, order_status: 'Pending' })]);
    expect(again.data.orders[0].id).not.toBe(first.data.orders[0].id);
  });

  it('surfaces the rules as ApiError with the field errors', async () => {
    const buyer = await makeBuyer(shop.handle.db);
    const api = clientFor(buyer.token);
    const error = await api.placeOrder({ shop_ids: [1], address_id: buyer.addressId, payment_method: 'bitcoin' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).fieldError('payment_method')).toBe('The selected payment method is invalid.');
  });
});

describe('upstream answers', () => {
  it('reads an upstream placement that has only order_payment_url', () => {
    expect(placedOrdersSchema.parse({ order_payment_url: 'https://pay.example/checkout/1' })).toEqual({ order_payment_url: 'https://pay.example/checkout/1', orders: [], payment: null });
    expect(placedOrdersSchema.parse({ order_payment_url: null })).toEqual({ order_payment_url: null, orders: [], payment: null });
    expect(orderPaymentSchema.safeParse({ order_payment_url: '' }).success).toBe(false);
  });
});
