import { and, eq, inArray, sql } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { issueToken } from '@/server/services/accounts';
import { makeFlashSale, makeProduct, makeShop, putInCart } from '@/server/test/cart-fixtures';
import { makeBuyer, placeOrder, type Buyer } from '@/server/test/place-order-fixtures';
import { withEnv } from '@/server/test/env';
import { call, startTestShop, type Envelope, type ErrorBody, type TestShop } from '@/server/test/test-app';

jest.setTimeout(60_000);

interface Order {
  id: number;
  order_code: string;
  quantity: number;
  amount: number;
  payment_method: string;
  payment_status: string;
  order_status: string;
  created_at: string;
  placed_at: string;
  address: { address_line?: string } | null;
}

interface OrderList {
  total: number;
  status_wise_orders: Record<string, number>;
  orders: Order[];
}

interface Product {
  id: number;
  order_item_id: number;
  name: string;
  price: number;
  discount_price: number;
  order_qty: number;
  color: string | null;
  size: string | null;
  is_returned: boolean;
}

interface Details extends Order {
  total_amount: number;
  tax_amount: number;
  coupon_discount: number;
  delivery_charge: number;
  payable_amount: number;
  all_vat_taxes: { id: number; name: string; percentage: number; amount: number }[];
  products: Product[];
  shop: { id: number; name: string } | null;
  invoice_url: string;
  return_order_within_days: number;
  last_return_date: string | null;
  is_returnable: boolean;
  estimated_delivery_date: string;
  promised_delivery: { earliest: string; latest: string } | null;
  is_late: boolean;
  status_history: { status: string; created_at: string }[];
}

interface ReturnOrder {
  id: number;
  order_id: number;
  reason: string;
  amount: number;
  status: string;
  quantity: number;
  payment_status: string;
  reject_note: string | null;
  return_date: string;
  return_address: string;
  attachments: string[];
  return_order_products?: Product[];
}

let shop: TestShop;
/** The demo customer (user 1), a second seeded customer with orders (user 2), one with none (3). */
let demo: Record<string, string>;
let other: Record<string, string>;
let empty: Record<string, string>;

beforeAll(async () => {
  shop = await startTestShop();
  const db = shop.handle.db;
  const bearer = async (id: number) => ({ Authorization: `Bearer ${(await issueToken(db, id)).token}` });
  [demo, other, empty] = await Promise.all([bearer(1), bearer(2), bearer(3)]);
});
afterAll(() => shop.close());

const get = <T,>(path: string, headers: Record<string, string>) => call<T>(path, { headers });
const post = <T,>(path: string, json: unknown, headers: Record<string, string>) => call<T>(path, { method: 'POST', json, headers });
const list = async (headers: Record<string, string>, query = '') => (await get<Envelope<OrderList>>(`/orders${query}`, headers)).body.data;
const details = async (id: number, headers = demo) => (await get<Envelope<{ order: Details }>>(`/order-details?order_id=${id}`, headers)).body.data.order;
const cents = (value: number) => Math.round(value * 100);
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The demo customer's orders in one status, newest first. */
const inStatus = async (status: string, headers = demo) => (await list(headers, `?order_status=${encodeURIComponent(status)}`)).orders;

async function returnableOrder(headers = demo): Promise<Details> {
  for (const order of await inStatus('Delivered', headers)) {
    const full = await details(order.id, headers);
    if (full.is_returnable && full.products.every((p) => !p.is_returned)) return full;
  }
  throw new Error('no returnable order left in the seed');
}

const returnForm = (order: Details, extra: Record<string, unknown> = {}) => ({
  order_id: order.id,
  reason: 'Arrived scratched',
  product_ids: [order.products[0].id],
  bank_name: 'First Bank',
  bank_account_number: '12345678',
  return_address: '42 Elm Street',
  ...extra,
});

describe('without a token', () => {
  it('answers 401 to every order and return call', async () => {
    const calls: [string, string][] = [
      ['GET', '/orders'],
      ['GET', '/order-details?order_id=1'],
      ['POST', '/orders/cancel'],
      ['POST', '/return-order'],
      ['GET', '/return-orders'],
      ['GET', '/return-order-details/1'],
      ['GET', '/orders/1/invoice'],
    ];
    for (const [method, path] of calls) {
      const answer = await call(path, { method, json: method === 'POST' ? { order_id: 1 } : undefined });
      expect([path, answer.status, answer.body]).toEqual([path, 401, { message: 'Unauthenticated.' }]);
    }
  });
});

describe('GET /orders', () => {
  it('lists the demo customer’s orders newest first with counts per status', async () => {
    const data = await list(demo);
    expect(data.status_wise_orders).toEqual({ all: 11, pending: 2, confirm: 1, processing: 1, pickup: 1, on_the_way: 1, delivered: 4, cancelled: 1 });
    expect(data.total).toBe(11);
    expect(data.orders).toHaveLength(11);
    const times = data.orders.map((order) => Date.parse(order.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const [newest] = data.orders;
    expect(newest.order_code).toMatch(/^#RC\d{6}$/);
    expect(newest.placed_at).toMatch(/^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec), \d{4} (0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/);
    expect(newest.order_status).toBe('Pending');
    expect(newest.address?.address_line).toBe('42 Elm Street');
    for (const order of data.orders) {
      expect(twoDecimals(order.amount)).toBe(true);
      expect(order.amount).toBeGreaterThan(0);
      expect(['Pending', 'Paid']).toContain(order.payment_status);
    }
  });

  it('filters by status name or snake_case key, and counts stay those of every status', async () => {
    for (const value of ['On The Way', 'on_the_way', 'ON THE WAY']) {
      const data = await list(demo, `?order_status=${encodeURIComponent(value)}`);
      expect(data.total).toBe(1);
      expect(data.orders.map((order) => order.order_status)).toEqual(['On The Way']);
      expect(data.status_wise_orders.all).toBe(11);
    }
    expect((await list(demo, '?order_status=delivered')).orders.map((order) => order.order_status)).toEqual(['Delivered', 'Delivered', 'Delivered', 'Delivered']);
    expect((await list(demo, '?order_status=all')).total).toBe(11);
  });

  it('answers the original\'s messages', async () => {
    expect((await get<{ message: string }>('/orders', demo)).body.message).toBe('orders');
    const [order] = (await list(demo)).orders;
    expect((await get<{ message: string }>(`/order-details?order_id=${order.id}`, demo)).body.message).toBe('order details');
  });

  it('pages without overlap', async () => {
    const first = await list(demo, '?page=1&per_page=4');
    const third = await list(demo, '?page=3&per_page=4');
    expect(first.orders).toHaveLength(4);
    expect(third.orders).toHaveLength(3);
    expect(third.total).toBe(11);
    const all = await list(demo);
    expect([...first.orders, ...third.orders].map((o) => o.id)).toEqual([...all.orders.slice(0, 4), ...all.orders.slice(8)].map((o) => o.id));
    expect((await list(demo, '?page=9&per_page=4')).orders).toEqual([]);
  });

  it('shows each shopper only their own orders', async () => {
    const mine = await list(demo);
    const theirs = await list(other);
    expect(theirs.total).toBe(3);
    expect(theirs.orders.some((order) => mine.orders.some((m) => m.id === order.id))).toBe(false);
    const none = await list(empty);
    expect(none).toEqual({ total: 0, status_wise_orders: { all: 0, pending: 0, confirm: 0, processing: 0, pickup: 0, on_the_way: 0, delivered: 0, cancelled: 0 }, orders: [] });
  });

  it('answers 422 for an unknown status or bad paging', async () => {
    const status = await get('/orders?order_status=shipped', demo);
    expect(status.status).toBe(422);
    expect(status.body).toEqual({ message: 'The selected order status is invalid.', errors: { order_status: ['The selected order status is invalid.'] } });
    expect((await get<ErrorBody>('/orders?per_page=1000', demo)).body.errors?.per_page).toBeDefined();
    expect((await get('/orders?page=abc', demo)).status).toBe(422);
  });
});

describe('GET /order-details', () => {
  it('gives items, amounts that add up, VAT lines, the shop and the status timeline', async () => {
    const [order] = await inStatus('Confirm');
    const full = await details(order.id);
    expect(full).toMatchObject({ id: order.id, order_code: order.order_code, order_status: 'Confirm', invoice_url: `/api/orders/${order.id}/invoice` });
    expect(full.products.length).toBeGreaterThan(0);
    expect(full.quantity).toBe(full.products.reduce((sum, p) => sum + p.order_qty, 0));
    const paid = full.products.reduce((sum, p) => sum + cents(p.discount_price > 0 ? p.discount_price : p.price) * p.order_qty, 0);
    expect(cents(full.total_amount)).toBe(paid);
    expect(full.all_vat_taxes.length).toBeGreaterThan(0);
    expect(full.all_vat_taxes.reduce((sum, vat) => sum + cents(vat.amount), 0)).toBe(cents(full.tax_amount));
    expect(cents(full.payable_amount)).toBe(cents(full.total_amount) + cents(full.tax_amount) + cents(full.delivery_charge) - cents(full.coupon_discount));
    expect(full.amount).toBe(full.payable_amount);
    expect(full.shop?.name).toEqual(expect.any(String));
    expect(full.status_history.map((event) => event.status)).toEqual(['Pending', 'Confirm']);
    expect(full.estimated_delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(full.is_returnable).toBe(false);
    expect(full.last_return_date).toBeNull();
  });

  it('sends a line’s colour and size as their names or null, as the original does', async () => {
    const products = (await Promise.all((await list(demo)).orders.map(async (o) => (await details(o.id)).products))).flat();
    for (const product of products) {
      expect(product.color === null || typeof product.color === 'string').toBe(true);
      expect(product.size === null || typeof product.size === 'string').toBe(true);
    }
    expect(products.find((p) => p.color)?.color).toMatch(/^[A-Za-z ]+$/);
    expect(products.some((p) => p.color === null || p.size === null)).toBe(true);
  });

  it('names the shop and products in the shopper’s language', async () => {
    const [order] = await inStatus('Confirm');
    const ar = await call<Envelope<{ order: Details }>>(`/order-details?order_id=${order.id}`, { headers: demo, locale: 'ar' });
    expect(ar.body.data.order.shop?.name).toMatch(/[\u0600-\u06FF]/);
    expect(ar.body.data.order.products[0].name).toMatch(/[\u0600-\u06FF]/);
    const all = await Promise.all((await list(demo)).orders.map(async (o) => (await call<Envelope<{ order: Details }>>(`/order-details?order_id=${o.id}`, { headers: demo, locale: 'ar' })).body.data.order));
    const colored = all.flatMap((o) => o.products).find((p) => p.color);
    expect(colored?.color).toMatch(/[\u0600-\u06FF]/);
    const english = (await details(all.find((o) => o.products.includes(colored!))!.id)).products.find((p) => p.order_item_id === colored?.order_item_id);
    expect(english?.color).toMatch(/^[A-Za-z ]+$/);
  });

  it('names the VAT in the shopper’s language, and in English as the order recorded it', async () => {
    const [order] = await inStatus('Confirm');
    const ar = (await call<Envelope<{ order: Details }>>(`/order-details?order_id=${order.id}`, { headers: demo, locale: 'ar' })).body.data.order;
    expect(ar.all_vat_taxes.map((vat) => vat.name)).toEqual(ar.all_vat_taxes.map(() => expect.stringMatching(/^ضريبة القيمة المضافة/)));
    // An English name changed after the order does not rewrite it.
    const [first] = ar.all_vat_taxes;
    const [tax] = await shop.handle.db.select().from(s.vatTaxes).where(eq(s.vatTaxes.id, first.id));
    await shop.handle.db.update(s.vatTaxes).set({ name: 'Renamed VAT' }).where(eq(s.vatTaxes.id, first.id));
    try {
      const english = await details(order.id);
      expect(english.all_vat_taxes.find((vat) => vat.id === first.id)?.name).toBe(tax.name);
    } finally {
      await shop.handle.db.update(s.vatTaxes).set({ name: tax.name }).where(eq(s.vatTaxes.id, first.id));
    }
  });

  it('tells whether a delivered order can still be returned, by the shop’s window', async () => {
    const delivered = await Promise.all((await inStatus('Delivered')).map((order) => details(order.id)));
    expect(delivered.filter((order) => order.is_returnable)).toHaveLength(2);
    for (const order of delivered) {
      expect(order.return_order_within_days).toBe(7);
      const last = Date.parse(order.last_return_date ?? '');
      expect(order.is_returnable).toBe(last >= Date.now());
      expect(order.status_history.at(-1)?.status).toBe('Delivered');
    }
    // The seeded return covers one item of an order delivered ten days ago.
    expect(delivered.some((order) => order.products.some((p) => p.is_returned))).toBe(true);
  });

  it('answers 404 for another shopper’s order, exactly as for one that does not exist', async () => {
    const [theirs] = (await list(other)).orders;
    const foreign = await get(`/order-details?order_id=${theirs.id}`, demo);
    const missing = await get('/order-details?order_id=999999', demo);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(missing.body).toEqual({ message: 'Order not found' });
  });

  it('answers 422 without a valid order_id', async () => {
    expect((await get<ErrorBody>('/order-details', demo)).body.errors).toEqual({ order_id: ['The order id field is required.'] });
    expect((await get('/order-details?order_id=abc', demo)).status).toBe(422);
    expect((await get('/order-details?order_id=99999999999', demo)).status).toBe(422);
  });
});

describe('POST /orders/cancel', () => {
  it('cancels a Pending order, puts the stock back and records it on the timeline', async () => {
    const [pending] = await inStatus('pending');
    const before = await details(pending.id);
    const ids = before.products.map((p) => p.id);
    const stock = async () => new Map((await shop.handle.db.select({ id: s.products.id, q: s.products.quantity }).from(s.products).where(inArray(s.products.id, ids))).map((r) => [r.id, r.q]));
    const stockBefore = await stock();
    const answer = await post<Envelope<{ order: Order }>>('/orders/cancel', { order_id: String(pending.id) }, demo);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Order cancelled successfully');
    expect(answer.body.data.order).toMatchObject({ id: pending.id, order_code: pending.order_code, order_status: 'Cancelled' });
    const stockAfter = await stock();
    for (const product of before.products) {
      const bought = before.products.filter((p) => p.id === product.id).reduce((sum, p) => sum + p.order_qty, 0);
      expect(stockAfter.get(product.id)).toBe((stockBefore.get(product.id) ?? 0) + bought);
    }
    const after = await details(pending.id);
    expect(after.order_status).toBe('Cancelled');
    expect(after.status_history.map((event) => event.status)).toEqual(['Pending', 'Cancelled']);
    expect((await list(demo)).status_wise_orders).toMatchObject({ pending: 1, cancelled: 2, all: 11 });
  });

  it('refuses to cancel twice or to cancel an order past Pending, and leaves stock alone', async () => {
    const [cancelled] = await inStatus('cancelled');
    const again = await post('/orders/cancel', { order_id: cancelled.id }, demo);
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ message: 'Only pending orders can be cancelled. This order is Cancelled.' });
    const [processing] = await inStatus('Processing');
    const full = await details(processing.id);
    const [before] = await shop.handle.db.select({ q: s.products.quantity }).from(s.products).where(eq(s.products.id, full.products[0].id));
    expect((await post('/orders/cancel', { order_id: processing.id }, demo)).body).toEqual({ message: 'Only pending orders can be cancelled. This order is Processing.' });
    const [after] = await shop.handle.db.select({ q: s.products.quantity }).from(s.products).where(eq(s.products.id, full.products[0].id));
    expect(after.q).toBe(before.q);
    expect((await details(processing.id)).order_status).toBe('Processing');
  });

  it('cannot cancel another shopper’s order', async () => {
    const [theirs] = await inStatus('Pending', other);
    const answer = await post('/orders/cancel', { order_id: theirs.id }, demo);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Order not found' });
    expect((await details(theirs.id, other)).order_status).toBe('Pending');
  });

  /** What a product has left and has sold, and what its flash sale (if any) has left. */
  const counts = async (productId: number, saleId?: number) => {
    const db = shop.handle.db;
    const [product] = await db.select({ stock: s.products.quantity, sold: s.products.totalSold }).from(s.products).where(eq(s.products.id, productId));
    if (saleId === undefined) return product;
    const [sale] = await db
      .select({ left: sql<number>`${s.flashSaleProducts.quantity} - ${s.flashSaleProducts.sold}`.mapWith(Number) })
      .from(s.flashSaleProducts)
      .where(and(eq(s.flashSaleProducts.flashSaleId, saleId), eq(s.flashSaleProducts.productId, productId)));
    return { ...product, flashLeft: sale?.left };
  };

  const placeAndCancel = async (buyer: Buyer, shopId: number, afterPlacing?: () => Promise<void>) => {
    const placed = await placeOrder(buyer, { shop_ids: [shopId] });
    expect(placed.status).toBe(200);
    const [order] = placed.body.data.orders;
    await afterPlacing?.();
    const answer = await post<Envelope<{ order: Order }>>('/orders/cancel', { order_id: order.id }, buyer.headers);
    expect(answer.status).toBe(200);
    expect(answer.body.data.order.order_status).toBe('Cancelled');
  };

  it('puts back the stock, the sold count and the flash sale’s stock that placing the order took', async () => {
    const db = shop.handle.db;
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    const lamp = await makeProduct(db, { shopId, price: 5000, quantity: 20 });
    const bulb = await makeProduct(db, { shopId, price: 300, quantity: 30 });
    await db.update(s.products).set({ totalSold: 50 }).where(eq(s.products.id, lamp));
    const sale = await makeFlashSale(db, lamp, { price: 3000, quantity: 10, sold: 2 });
    await putInCart(db, buyer.id, { productId: lamp, quantity: 3 });
    await putInCart(db, buyer.id, { productId: bulb, quantity: 2 });
    const lampBefore = await counts(lamp, sale);
    const bulbBefore = await counts(bulb);
    expect(lampBefore).toEqual({ stock: 20, sold: 50, flashLeft: 8 });

    await placeAndCancel(buyer, shopId, async () => {
      expect(await counts(lamp, sale)).toEqual({ stock: 17, sold: 53, flashLeft: 5 });
      expect(await counts(bulb)).toEqual({ stock: 28, sold: 2 });
    });
    expect(await counts(lamp, sale)).toEqual(lampBefore);
    expect(await counts(bulb)).toEqual(bulbBefore);
  });

  it('gives a flash sale nothing back for units bought outside it, or once it was deleted', async () => {
    const db = shop.handle.db;
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    const kettle = await makeProduct(db, { shopId, price: 4000, quantity: 10 });
    const toaster = await makeProduct(db, { shopId, price: 6000, quantity: 10 });
    // The kettle's sale starts only after the order was placed: bought at the list price.
    const later = await makeFlashSale(db, kettle, { price: 2000, quantity: 5, sold: 1, from: 60_000 });
    const gone = await makeFlashSale(db, toaster, { price: 3000, quantity: 5 });
    await putInCart(db, buyer.id, { productId: kettle, quantity: 2 });
    await putInCart(db, buyer.id, { productId: toaster, quantity: 2 });

    await placeAndCancel(buyer, shopId, async () => {
      await db.update(s.flashSales).set({ startAt: new Date(Date.now() - 60_000) }).where(eq(s.flashSales.id, later));
      await db.delete(s.flashSales).where(eq(s.flashSales.id, gone));
    });
    expect(await counts(kettle, later)).toEqual({ stock: 10, sold: 0, flashLeft: 4 });
    expect(await counts(toaster)).toEqual({ stock: 10, sold: 0 });
  });

  it('never takes a sold count below 0', async () => {
    const db = shop.handle.db;
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    const radio = await makeProduct(db, { shopId, price: 2500, quantity: 10 });
    const sale = await makeFlashSale(db, radio, { price: 1500, quantity: 6 });
    await putInCart(db, buyer.id, { productId: radio, quantity: 3 });
    // An operator corrected the counts to less than this order bought before it was cancelled.
    await placeAndCancel(buyer, shopId, async () => {
      await db.update(s.products).set({ totalSold: 1 }).where(eq(s.products.id, radio));
      await db.update(s.flashSaleProducts).set({ sold: 1 }).where(eq(s.flashSaleProducts.flashSaleId, sale));
    });
    expect(await counts(radio, sale)).toEqual({ stock: 10, sold: 0, flashLeft: 6 });
  });

  it('answers 422 for a missing or malformed order_id', async () => {
    expect((await post<ErrorBody>('/orders/cancel', {}, demo)).body.errors).toEqual({ order_id: ['The order id field is required.'] });
    expect((await post('/orders/cancel', { order_id: 'abc' }, demo)).status).toBe(422);
    expect((await post('/orders/cancel', { order_id: -3 }, demo)).status).toBe(422);
    expect((await post('/orders/cancel', { order_id: 1.5 }, demo)).status).toBe(422);
    expect((await post('/orders/cancel', [1], demo)).status).toBe(422);
  });
});

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2a3a8f00000000049454e44ae426082', 'hex');

describe('POST /return-order', () => {
  it('records a return of a delivered order inside the window, for what was paid for the items', async () => {
    const order = await returnableOrder();
    const item = order.products[0];
    const answer = await post<Envelope<{ returnOrder: ReturnOrder }>>('/return-order', returnForm(order), demo);
    expect(answer.status).toBe(200);
    const created = answer.body.data.returnOrder;
    const paid = order.products.filter((p) => p.id === item.id).reduce((sum, p) => sum + cents(p.discount_price > 0 ? p.discount_price : p.price) * p.order_qty, 0);
    expect(created).toMatchObject({ order_id: order.id, reason: 'Arrived scratched', status: 'Pending', payment_status: 'Pending', return_address: '42 Elm Street', reject_note: null });
    expect(cents(created.amount)).toBe(paid);
    expect(created.return_order_products?.map((p) => p.id)).toEqual([item.id]);
    const list = (await get<Envelope<{ total: number; returnOrders: ReturnOrder[] }>>('/return-orders', demo)).body.data;
    expect(list.returnOrders[0]).toMatchObject({ id: created.id, order_id: order.id });
    const after = await details(order.id);
    expect(after.products.find((p) => p.id === item.id)?.is_returned).toBe(true);
    // The other items of the order can still be returned.
    expect(after.is_returnable).toBe(order.products.length > 1);

    const twice = await post<ErrorBody>('/return-order', returnForm(order), demo);
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ product_ids: ['These products have already been returned.'] });
  });

  it('takes a multipart form with product_ids[] and an attachment, served back from /uploads', async () => {
    const order = await returnableOrder();
    const form = new FormData();
    const fields = returnForm(order);
    for (const [key, value] of Object.entries(fields)) if (key !== 'product_ids') form.append(key, String(value));
    for (const product of order.products) form.append('product_ids[]', String(product.id));
    form.append('attachments[]', new File([png], 'scratch.png', { type: 'image/png' }));
    const answer = await call<Envelope<{ returnOrder: ReturnOrder }>>('/return-order', { method: 'POST', body: form, headers: demo });
    expect(answer.status).toBe(200);
    const created = answer.body.data.returnOrder;
    expect(created.quantity).toBe(order.products.reduce((sum, p) => sum + p.order_qty, 0));
    expect(created.attachments).toHaveLength(1);
    const file = await call<string>(created.attachments[0].replace(/^\/api/, ''));
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await details(order.id)).is_returnable).toBe(false);
  });

  it('accepts product_ids repeated or as "1,2"', async () => {
    // A fresh delivered order of three items for the customer without orders: this test's own data.
    const db = shop.handle.db;
    const counts = await db.select({ orderId: s.orderItems.orderId }).from(s.orderItems);
    const sourceId = counts.map((row) => row.orderId).find((id, _, all) => all.filter((other) => other === id).length >= 3);
    const [source] = await db.select().from(s.orders).where(eq(s.orders.id, sourceId ?? 0));
    const [copy] = await db
      .insert(s.orders)
      .values({ ...source, id: undefined, userId: 3, orderCode: '#RC900001', orderStatus: 'Delivered', deliveredAt: new Date(), createdAt: new Date() })
      .returning();
    const sourceItems = await db.select().from(s.orderItems).where(eq(s.orderItems.orderId, source.id));
    await db.insert(s.orderItems).values(sourceItems.map((item) => ({ ...item, id: undefined, orderId: copy.id })));
    const ids = sourceItems.map((item) => item.productId);
    const form = (productIds: (form: FormData) => void) => {
      const body = new FormData();
      const fields = { order_id: String(copy.id), reason: 'Too small', bank_name: 'Bank', bank_account_number: '42', return_address: 'Home' };
      for (const [key, value] of Object.entries(fields)) body.append(key, value);
      productIds(body);
      return body;
    };
    const repeated = await call<Envelope<{ returnOrder: ReturnOrder }>>('/return-order', {
      method: 'POST',
      body: form((body) => ids.slice(0, 2).forEach((id) => body.append('product_ids', String(id)))),
      headers: empty,
    });
    expect(repeated.status).toBe(200);
    expect(repeated.body.data.returnOrder.return_order_products?.map((p) => p.id).sort()).toEqual(ids.slice(0, 2).sort());
    const rest = ids.slice(2);
    const listed = await call<Envelope<{ returnOrder: ReturnOrder }>>('/return-order', {
      method: 'POST',
      body: form((body) => body.append('product_ids', rest.join(','))),
      headers: empty,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.returnOrder.return_order_products?.map((p) => p.id).sort()).toEqual([...rest].sort());
  });

  it('refuses orders that are not delivered, outside the window, or products of another order', async () => {
    const [processing] = await inStatus('Processing');
    const notDelivered = await post<ErrorBody>('/return-order', returnForm(await details(processing.id)), demo);
    expect(notDelivered.status).toBe(422);
    expect(notDelivered.body.errors).toEqual({ order_id: ['Only delivered orders can be returned.'] });

    const delivered = await Promise.all((await inStatus('Delivered')).map((order) => details(order.id)));
    const old = delivered.find((order) => Date.parse(order.last_return_date ?? '') < Date.now() && order.products.some((p) => !p.is_returned));
    if (!old) throw new Error('the seed has a delivered order outside the window');
    const late = await post<ErrorBody>('/return-order', returnForm(old, { product_ids: old.products.filter((p) => !p.is_returned).map((p) => p.id) }), demo);
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({ order_id: ['The return window of 7 days for this order has closed.'] });

    const [theirs] = await inStatus('Delivered', other);
    const wrongProduct = await post<ErrorBody>('/return-order', returnForm(old, { order_id: delivered[0].id, product_ids: [99999] }), demo);
    expect(wrongProduct.body.errors).toEqual({ product_ids: ['The selected products are not part of this order.'] });
    const foreign = await post('/return-order', returnForm(await details(theirs.id, other)), demo);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Order not found' });
  });

  it('follows the shop’s return window setting', async () => {
    const db = shop.handle.db;
    const [theirs] = await inStatus('Delivered', other);
    const full = await details(theirs.id, other);
    expect(full.is_returnable).toBe(true);
    await db.update(s.settings).set({ value: 0 }).where(eq(s.settings.key, 'return_order_within_days'));
    try {
      const closed = await details(theirs.id, other);
      expect(closed).toMatchObject({ is_returnable: false, return_order_within_days: 0 });
      expect((await post<ErrorBody>('/return-order', returnForm(full), other)).body.errors).toEqual({ order_id: ['The return window of 0 days for this order has closed.'] });
    } finally {
      await db.update(s.settings).set({ value: 7 }).where(eq(s.settings.key, 'return_order_within_days'));
    }
  });

  it('answers 422 with field errors for missing or bad fields, never a 500', async () => {
    const [theirs] = await inStatus('Delivered', other);
    const full = await details(theirs.id, other);
    const missingReason = await post<ErrorBody>('/return-order', returnForm(full, { reason: '  ' }), other);
    expect(missingReason.status).toBe(422);
    expect(missingReason.body.errors).toEqual({ reason: ['The reason field is required.'] });
    const nothing = await post<ErrorBody>('/return-order', {}, other);
    expect(Object.keys(nothing.body.errors ?? {}).sort()).toEqual(['bank_account_number', 'bank_name', 'order_id', 'product_ids', 'reason', 'return_address']);
    expect((await post<ErrorBody>('/return-order', returnForm(full, { product_ids: [] }), other)).body.errors?.product_ids).toBeDefined();
    expect((await post<ErrorBody>('/return-order', returnForm(full, { product_ids: ['x'] }), other)).status).toBe(422);
    expect((await post<ErrorBody>('/return-order', returnForm(full, { reason: 'x'.repeat(2001) }), other)).body.errors?.reason).toBeDefined();
    expect((await post<ErrorBody>('/return-order', returnForm(full, { reason: { a: 1 } }), other)).status).toBe(422);
    expect((await post('/return-order', 'not an object', other)).status).toBe(422);
    const malformed = await call('/return-order', { method: 'POST', body: '{"order_id":', headers: { ...other, 'Content-Type': 'application/json' } });
    expect(malformed.status).toBe(400);

    const form = new FormData();
    for (const [key, value] of Object.entries(returnForm(full))) form.append(key, String(value));
    form.append('attachments[]', new File(['<script>alert(1)</script>'], 'evil.png', { type: 'image/png' }));
    const badFile = await call<ErrorBody>('/return-order', { method: 'POST', body: form, headers: other });
    expect(badFile.status).toBe(422);
    expect(badFile.body.errors).toEqual({ 'attachments.0': ['The attachments field must be a file of type: jpeg, png, gif, webp, pdf.'] });
    // Nothing was recorded by the refused requests.
    expect((await details(theirs.id, other)).products.every((p) => !p.is_returned)).toBe(true);
  });
});

describe('GET /return-orders and /return-order-details/{id}', () => {
  it('lists the shopper’s returns newest first, paged', async () => {
    const all = (await get<Envelope<{ total: number; returnOrders: ReturnOrder[] }>>('/return-orders', demo)).body.data;
    expect(all.total).toBe(3);
    const seeded = all.returnOrders.at(-1);
    expect(seeded).toMatchObject({ status: 'Mismatch', reject_note: 'The returned item does not match the one we sent.' });
    const page = (await get<Envelope<{ total: number; returnOrders: ReturnOrder[] }>>('/return-orders?page=2&per_page=2', demo)).body.data;
    expect(page).toMatchObject({ total: 3 });
    expect(page.returnOrders.map((r) => r.id)).toEqual([seeded?.id]);
    expect((await get<Envelope<{ total: number }>>('/return-orders', other)).body.data.total).toBe(0);
    expect((await get('/return-orders?per_page=0', demo)).status).toBe(422);
  });

  it('shows one return with its products, only to its owner', async () => {
    const [latest] = (await get<Envelope<{ returnOrders: ReturnOrder[] }>>('/return-orders', demo)).body.data.returnOrders;
    const answer = await get<Envelope<{ returnOrders: ReturnOrder }>>(`/return-order-details/${latest.id}`, demo);
    expect(answer.status).toBe(200);
    expect(answer.body.data.returnOrders).toMatchObject({ id: latest.id, order_id: latest.order_id });
    expect(answer.body.data.returnOrders.return_order_products?.length).toBeGreaterThan(0);
    const foreign = await get(`/return-order-details/${latest.id}`, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual((await get('/return-order-details/999999', other)).body);
    expect((await get('/return-order-details/abc', demo)).status).toBe(422);
  });
});

describe('GET /orders/{id}/invoice', () => {
  it('is a printable page of the owner’s order, in English or Arabic', async () => {
    const [order] = await inStatus('Delivered');
    const full = await details(order.id);
    const answer = await call<string>(`/orders/${order.id}/invoice`, { headers: demo });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(answer.body).toContain(`Invoice ${order.order_code}`);
    expect(answer.body).toContain(full.products[0].name);
    expect(answer.body).toContain(`$${full.payable_amount.toFixed(2)}`);
    expect(answer.body).not.toContain('<script');
    const ar = await call<string>(`/orders/${order.id}/invoice?lang=ar`, { headers: demo });
    expect(ar.body).toContain('dir="rtl"');
    expect(ar.body).toContain('فاتورة');
  });

  it('is in any language of the shop: its direction from the settings, its words from the operator’s texts', async () => {
    const [order] = await inStatus('Delivered');
    const admin = { Authorization: 'Bearer right-token' };
    await withEnv({ ADMIN_API_TOKEN: 'right-token' }, async () => {
      const languages = [{ name: 'en', title: 'English' }, { name: 'ar', title: 'العربية', direction: 'rtl' }];
      const setLanguages = (list: object[]) => call('/admin/settings', { method: 'PATCH', json: { languages: list }, headers: admin });
      expect((await setLanguages([...languages, { name: 'fr', title: 'Français' }, { name: 'ur', title: 'اردو', direction: 'rtl' }])).status).toBe(200);
      expect((await call('/admin/lang/fr', { method: 'PUT', json: { Invoice: 'Facture', Subtotal: 'Sous-total <b>HT</b>' }, headers: admin })).status).toBe(200);
      try {
        // A right-to-left language with no texts: its direction, the English words.
        const urdu = (await call<string>(`/orders/${order.id}/invoice?lang=ur`, { headers: demo })).body;
        expect(urdu).toContain('<html lang="ur" dir="rtl">');
        expect(urdu).toContain(`Invoice ${order.order_code}`);
        // From the shopper's language when the link names none.
        expect((await call<string>(`/orders/${order.id}/invoice`, { headers: demo, locale: 'ur' })).body).toContain('<html lang="ur" dir="rtl">');
        const french = (await call<string>(`/orders/${order.id}/invoice?lang=fr`, { headers: demo })).body;
        expect(french).toContain('<html lang="fr" dir="ltr">');
        expect(french).toContain(`<h1>Facture ${order.order_code}</h1>`);
        // The operator's text is text.
        expect(french).toContain('Sous-total &lt;b&gt;HT&lt;/b&gt;');
        expect(french).toContain('Delivery charge');
        // A language the shop does not offer reads English.
        expect((await call<string>(`/orders/${order.id}/invoice?lang=de`, { headers: demo })).body).toContain('<html lang="en" dir="ltr">');
      } finally {
        await call('/admin/lang/fr', { method: 'PUT', json: {}, headers: admin });
        expect((await setLanguages(languages)).status).toBe(200);
      }
    });
  });

  it('never shows another shopper’s order', async () => {
    const [theirs] = (await list(other)).orders;
    const answer = await call(`/orders/${theirs.id}/invoice`, { headers: demo });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Order not found' });
  });
});

describe('the delivery promise of an order', () => {
  it("keeps the arrival days promised when it was placed, by the shop's calendar, and says when it is late", async () => {
    const db = shop.handle.db;
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    // Dispatches every day, at once before 24:00: the promise is the transit time from today.
    await db.update(s.shops).set({ country: 'GB', timeZone: 'UTC', handlingDays: 0, cutoffHour: 24, dispatchDays: [1, 2, 3, 4, 5, 6, 7] }).where(eq(s.shops.id, shopId));
    await db.insert(s.shopDeliveryZones).values({ shopId, country: 'GB', minDays: 2, maxDays: 4, charge: 0 });
    await db.update(s.addresses).set({ country: 'GB' }).where(eq(s.addresses.id, buyer.addressId));
    const kettle = await makeProduct(db, { shopId, price: 2000, quantity: 5 });
    await putInCart(db, buyer.id, { productId: kettle, quantity: 1 });
    const before = Date.now();
    const placed = await placeOrder(buyer, { shop_ids: [shopId] });
    expect(placed.status).toBe(200);
    const [{ id }] = placed.body.data.orders;
    const day = (offset: number) => new Date(before + offset * 86_400_000).toISOString().slice(0, 10);
    const order = await details(id, buyer.headers);
    expect(order.promised_delivery).toEqual({ earliest: day(2), latest: day(4) });
    expect(order.estimated_delivery_date).toBe(day(4));
    expect(order.is_late).toBe(false);

    // Its last promised day has passed and it has not arrived: late.
    await db.update(s.orders).set({ promisedFrom: day(-3), promisedTo: day(-1) }).where(eq(s.orders.id, id));
    expect((await details(id, buyer.headers)).is_late).toBe(true);
    // Delivered on the last promised day: on time; a day after it: late.
    await db.update(s.orders).set({ orderStatus: 'Delivered', deliveredAt: new Date(`${day(-1)}T20:00:00Z`) }).where(eq(s.orders.id, id));
    expect((await details(id, buyer.headers)).is_late).toBe(false);
    await db.update(s.orders).set({ deliveredAt: new Date(`${day(0)}T01:00:00Z`) }).where(eq(s.orders.id, id));
    expect((await details(id, buyer.headers)).is_late).toBe(true);
  });
  it("promises the days of the chosen address's country and region, not of the default address or the shop's country", async () => {
    const db = shop.handle.db;
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    await db.update(s.shops).set({ country: 'AE', timeZone: 'UTC', handlingDays: 0, cutoffHour: 24, dispatchDays: [1, 2, 3, 4, 5, 6, 7] }).where(eq(s.shops.id, shopId));
    await db.insert(s.shopDeliveryZones).values([
      { shopId, country: 'AE', minDays: 1, maxDays: 1, charge: 0 },
      { shopId, country: 'GB', minDays: 5, maxDays: 8, charge: 0 },
      { shopId, country: 'GB', region: 'LND', minDays: 3, maxDays: 4, charge: 0 },
    ]);
    const [london] = await db
      .insert(s.addresses)
      .values({ userId: buyer.id, name: 'Buyer', phone: '2025550199', addressLine: '1 Strand', country: 'GB', region: 'lnd' })
      .returning({ id: s.addresses.id });
    const [leeds] = await db.insert(s.addresses).values({ userId: buyer.id, name: 'Buyer', phone: '2025550199', addressLine: '2 Briggate', country: 'GB' }).returning({ id: s.addresses.id });
    const [tokyo] = await db.insert(s.addresses).values({ userId: buyer.id, name: 'Buyer', phone: '2025550199', addressLine: '3 Ginza', country: 'JP' }).returning({ id: s.addresses.id });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const promisedTo = async (addressId: number) => {
      const lamp = await makeProduct(db, { shopId, price: 1000, quantity: 5 });
      await putInCart(db, buyer.id, { productId: lamp, quantity: 1 });
      const placed = await placeOrder(buyer, { shop_ids: [shopId], address_id: addressId });
      expect(placed.status).toBe(200);
      return (await details(placed.body.data.orders[0].id, buyer.headers)).promised_delivery;
    };
    // The cart and the checkout carry the shop's calendar, for the browser to promise by.
    const lamp = await makeProduct(db, { shopId, price: 1000, quantity: 5 });
    await putInCart(db, buyer.id, { productId: lamp, quantity: 1 });
    const cart = await call<Envelope<{ cart_items: { delivery: { country: string; destinations: unknown[] } | null }[] }>>('/carts', { headers: buyer.headers });
    expect(cart.body.data.cart_items[0].delivery).toMatchObject({ country: 'AE', time_zone: 'UTC', destinations: [{ country: 'AE' }, { country: 'GB', region: null }, { country: 'GB', region: 'LND' }] });
    const checkout = await call<Envelope<{ checkout_items: { delivery: unknown }[] }>>('/cart/checkout', { method: 'POST', headers: buyer.headers, json: { shop_ids: [shopId] } });
    expect(checkout.body.data.checkout_items[0].delivery).toEqual(cart.body.data.cart_items[0].delivery);
    await db.delete(s.cartItems).where(eq(s.cartItems.userId, buyer.id));

    // The region's zone beats its country's, whatever the case it was written in.
    expect(await promisedTo(london.id)).toEqual({ earliest: day(3), latest: day(4) });
    expect(await promisedTo(leeds.id)).toEqual({ earliest: day(5), latest: day(8) });
    // A country the shop does not deliver to: no promise.
    expect(await promisedTo(tokyo.id)).toBeNull();
  });
});
