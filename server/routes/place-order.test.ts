// Placing orders as a shopper meets it: one order per selected shop under one payment, totals
// from the server, stock taken without overselling, the basket emptied of what was bought, the
// Idempotency-Key, the account and address rules, paying again and ordering again.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import type { Checkout } from '@/lib/api/schemas/cart';
import { DAY, makeColor, makeCoupon, makeFlashSale, makeProduct, makeShop, makeSize, makeVat, putInCart } from '@/server/test/cart-fixtures';
import { apiPathOf, makeBuyer, placeOrder, type Buyer } from '@/server/test/place-order-fixtures';
import { call, startTestShop, type Envelope, type TestShop } from '@/server/test/test-app';

jest.setTimeout(120_000);

let shop: TestShop;
let db: Db;
let vat10: number;
beforeAll(async () => {
  // Stripe is off here (its own tests turn it on); the sandbox runs as in the local demo.
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.PAYMENT_SANDBOX;
  shop = await startTestShop();
  db = shop.handle.db;
  vat10 = await makeVat(db, '10.00', 'Standard 10');
});
afterAll(() => shop.close());

async function setSetting(key: string, value: unknown) {
  await db.insert(s.settings).values({ key, value }).onConflictDoUpdate({ target: s.settings.key, set: { value } });
}

const stockOf = async (productId: number) => (await db.select({ q: s.products.quantity }).from(s.products).where(eq(s.products.id, productId)))[0].q;
const soldOf = async (productId: number) => (await db.select({ n: s.products.totalSold }).from(s.products).where(eq(s.products.id, productId)))[0].n;
/** The sold count a product's page shows. */
const soldShown = async (productId: number) =>
  (await call<Envelope<{ product: { total_sold: string } }>>(`/product-details?product_id=${productId}`)).body.data.product.total_sold;
const cartLines = (userId: number, isBuyNow = false) =>
  db.select().from(s.cartItems).where(and(eq(s.cartItems.userId, userId), eq(s.cartItems.isBuyNow, isBuyNow)));
let named = 0;
/** Colour and size names are unique in the catalogue. */
const unique = (name: string) => `${name} ${++named}`;

const ordersOf = (userId: number) => db.select().from(s.orders).where(eq(s.orders.userId, userId));

interface OrderDetails {
  id: number;
  order_code: string;
  total_amount: number;
  tax_amount: number;
  coupon_discount: number;
  delivery_charge: number;
  payable_amount: number;
  payment_method: string;
  payment_status: string;
  order_status: string;
  note: string | null;
  address: Record<string, unknown>;
  all_vat_taxes: { id: number; name: string; percentage: number; amount: number }[];
  products: { id: number; price: number; discount_price: number; order_qty: number; color: unknown; size: unknown }[];
  status_history: { status: string }[];
}

const details = async (buyer: Buyer, orderId: number) =>
  (await call<Envelope<{ order: OrderDetails }>>(`/order-details?order_id=${orderId}`, { headers: buyer.headers })).body.data.order;

/** Two shops: a dressed product with VAT in one, a plain one in the other. */
async function twoShopBasket(buyer: Buyer) {
  const fashion = await makeShop(db, { deliveryCharge: 250, name: 'Fashion Hub' });
  const books = await makeShop(db, { deliveryCharge: 100 });
  const redName = unique('Red');
  const largeName = unique('Large');
  const red = await makeColor(db, redName);
  const large = await makeSize(db, largeName);
  const shirt = await makeProduct(db, { shopId: fashion, price: 2000, discountPrice: 1800, quantity: 10, vatTaxId: vat10, colors: [{ id: red, price: 100 }], sizes: [{ id: large, price: 300 }], name: 'Linen Shirt' });
  const book = await makeProduct(db, { shopId: books, price: 1500, quantity: 5 });
  await putInCart(db, buyer.id, { productId: shirt, quantity: 2, colorId: red, sizeId: large });
  await putInCart(db, buyer.id, { productId: book, quantity: 1 });
  return { fashion, books, shirt, book, red, large, redName, largeName };
}

describe('POST /place-order', () => {
  it('needs a token', async () => {
    const answer = await call('/place-order', { method: 'POST', json: { shop_ids: [1], address_id: 1, payment_method: 'cash' } });
    expect(answer.status).toBe(401);
  });

  it('places one order per selected shop under one payment, with the amounts of the checkout', async () => {
    const buyer = await makeBuyer(db);
    const { fashion, books, shirt, book, red, large, redName, largeName } = await twoShopBasket(buyer);
    const checkout = await call<Envelope<Checkout>>('/cart/checkout', { method: 'POST', headers: buyer.headers, json: { shop_ids: [fashion, books] } });

    // Amounts sent by the client are not read: the server computes them again.
    const answer = await placeOrder(buyer, { shop_ids: [fashion, books], note: 'Ring twice', payable_amount: 0.01, total_amount: 0.01 });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Order placed successfully');
    const { orders, payment, order_payment_url: url } = answer.body.data;
    expect(url).toBeNull();
    expect(orders).toHaveLength(2);
    expect(orders.map((order) => order.order_code)).toEqual(orders.map((order) => `#RC${String(order.id).padStart(6, '0')}`));
    // Shirt: (1800 + 100 + 300) × 2 = 4400, VAT 440, delivery 250; book: 1500 + 100 delivery.
    expect(orders.map((order) => order.amount).sort()).toEqual([16, 50.9]);
    expect(payment).toEqual({ id: expect.any(Number), payment_method: 'cash', amount: 66.9, status: 'Pending' });
    expect(payment.amount).toBe(checkout.body.data.checkout.payable_amount);

    const [shirtOrder] = await db.select().from(s.orders).where(and(eq(s.orders.userId, buyer.id), eq(s.orders.shopId, fashion)));
    expect(shirtOrder.paymentId).toBe(payment.id);
    const shown = await details(buyer, shirtOrder.id);
    expect(shown).toMatchObject({
      total_amount: 44,
      tax_amount: 4.4,
      delivery_charge: 2.5,
      payable_amount: 50.9,
      payment_method: 'cash',
      payment_status: 'Pending',
      order_status: 'Pending',
      note: 'Ring twice',
      address: { id: buyer.addressId, address_line: `${buyer.id} Market Road`, post_code: '10001' },
      all_vat_taxes: [{ id: vat10, name: 'Standard 10', percentage: 10, amount: 4.4 }],
      status_history: [{ status: 'Pending' }],
    });
    expect(shown.products).toEqual([
      expect.objectContaining({
        id: shirt,
        price: 24,
        discount_price: 22,
        order_qty: 2,
        color: redName,
        size: largeName,
      }),
    ]);
    // The line keeps the whole choice (id, code, surcharge); the details name it as the original does.
    const [item] = await db.select().from(s.orderItems).where(eq(s.orderItems.productId, shirt));
    expect(item).toMatchObject({ color: { id: red, name: redName, color_code: '#123456', price: 100 }, size: { id: large, name: largeName, price: 300 } });

    expect(await stockOf(shirt)).toBe(8);
    expect(await stockOf(book)).toBe(4);
    expect(await cartLines(buyer.id)).toHaveLength(0);
  });

  it('leaves the shops that were not selected in the cart', async () => {
    const buyer = await makeBuyer(db);
    const { fashion, book } = await twoShopBasket(buyer);
    const answer = await placeOrder(buyer, { shop_ids: [fashion] });
    expect(answer.status).toBe(200);
    expect(answer.body.data.orders).toHaveLength(1);
    expect((await cartLines(buyer.id)).map((line) => line.productId)).toEqual([book]);
    expect(await stockOf(book)).toBe(5);
  });

  it('places the buy-now basket without touching the cart', async () => {
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    const cartProduct = await makeProduct(db, { shopId, price: 1000 });
    const nowProduct = await makeProduct(db, { shopId, price: 700, quantity: 3 });
    await putInCart(db, buyer.id, { productId: cartProduct, quantity: 1 });
    await putInCart(db, buyer.id, { productId: nowProduct, quantity: 1, isBuyNow: true });
    const answer = await placeOrder(buyer, { shop_ids: [shopId], is_buy_now: true });
    expect(answer.status).toBe(200);
    expect(answer.body.data.orders.map((order) => order.amount)).toEqual([7]);
    expect(await cartLines(buyer.id, true)).toHaveLength(0);
    expect((await cartLines(buyer.id)).map((line) => line.productId)).toEqual([cartProduct]);
    expect(await stockOf(nowProduct)).toBe(2);
  });

  it('takes flash-sale stock for units bought at the flash price', async () => {
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    const product = await makeProduct(db, { shopId, price: 5000, quantity: 20 });
    const saleId = await makeFlashSale(db, product, { price: 3000, quantity: 5, sold: 1 });
    await putInCart(db, buyer.id, { productId: product, quantity: 3 });
    const answer = await placeOrder(buyer, { shop_ids: [shopId] });
    expect(answer.status).toBe(200);
    expect(answer.body.data.orders[0].amount).toBe(90);
    const [sale] = await db.select().from(s.flashSaleProducts).where(and(eq(s.flashSaleProducts.flashSaleId, saleId), eq(s.flashSaleProducts.productId, product)));
    expect(sale.sold).toBe(4);
    expect(await stockOf(product)).toBe(17);
    expect(await soldOf(product)).toBe(3);
  });

  it('a deleted flash sale leaves the order lines bought in it, found through an index', async () => {
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    const product = await makeProduct(db, { shopId, price: 5000, quantity: 20 });
    const saleId = await makeFlashSale(db, product, { price: 3000, quantity: 5 });
    await putInCart(db, buyer.id, { productId: product, quantity: 2 });
    const answer = await placeOrder(buyer, { shop_ids: [shopId] });
    expect(answer.status).toBe(200);
    const orderId = answer.body.data.orders[0].id;
    // With sequential scans priced out, the plan names the index if there is one.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select id from order_items where flash_sale_id = ${saleId}`);
    });
    expect(JSON.stringify(plan)).toContain('order_items_flash_sale_idx');
    await db.delete(s.flashSales).where(eq(s.flashSales.id, saleId));
    const lines = await db.select().from(s.orderItems).where(eq(s.orderItems.orderId, orderId));
    expect(lines.map((line) => [line.productId, line.quantity, line.flashSaleId])).toEqual([[product, 2, null]]);
  });

  it('refuses what is no longer in stock, and places nothing', async () => {
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    const plenty = await makeProduct(db, { shopId, price: 1000, quantity: 10 });
    const scarce = await makeProduct(db, { shopId, price: 1000, quantity: 1 });
    await putInCart(db, buyer.id, { productId: plenty, quantity: 2 });
    await putInCart(db, buyer.id, { productId: scarce, quantity: 2 });
    const answer = await placeOrder(buyer, { shop_ids: [shopId] });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toContain('No more stock');
    expect(await ordersOf(buyer.id)).toHaveLength(0);
    expect(await stockOf(plenty)).toBe(10);
    expect([await soldOf(plenty), await soldOf(scarce)]).toEqual([0, 0]);
    expect(await cartLines(buyer.id)).toHaveLength(2);
  });

  it('counts the bought units as sold, as product pages show them, and a refused order counts none', async () => {
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    const blue = await makeColor(db, unique('Blue'));
    const green = await makeColor(db, unique('Green'));
    const lamp = await makeProduct(db, { shopId, price: 1000, quantity: 10, colors: [{ id: blue, price: 0 }, { id: green, price: 0 }] });
    const bulb = await makeProduct(db, { shopId, price: 200, quantity: 50 });
    await db.update(s.products).set({ totalSold: 998 }).where(eq(s.products.id, lamp));
    expect(await soldShown(lamp)).toBe('998');
    // Two colours of the lamp are one product: 3 + 1 units.
    await putInCart(db, buyer.id, { productId: lamp, quantity: 3, colorId: blue });
    await putInCart(db, buyer.id, { productId: lamp, quantity: 1, colorId: green });
    await putInCart(db, buyer.id, { productId: bulb, quantity: 5 });
    expect((await placeOrder(buyer, { shop_ids: [shopId] })).status).toBe(200);
    expect([await stockOf(lamp), await soldOf(lamp)]).toEqual([6, 1002]);
    expect([await stockOf(bulb), await soldOf(bulb)]).toEqual([45, 5]);
    expect(await soldShown(lamp)).toBe('1,002');

    // More lamps than are left: nothing is bought, nothing counted.
    const late = await makeBuyer(db);
    await putInCart(db, late.id, { productId: bulb, quantity: 2 });
    await putInCart(db, late.id, { productId: lamp, quantity: 7, colorId: blue });
    expect((await placeOrder(late, { shop_ids: [shopId] })).status).toBe(422);
    expect([await stockOf(lamp), await soldOf(lamp)]).toEqual([6, 1002]);
    expect([await stockOf(bulb), await soldOf(bulb)]).toEqual([45, 5]);
    expect(await soldShown(lamp)).toBe('1,002');
  });

  it('counts the voucher use and refuses it past the limit', async () => {
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    const product = await makeProduct(db, { shopId, price: 4000 });
    const coupon = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 500, limitForUser: 1 });
    await putInCart(db, buyer.id, { productId: product, quantity: 1 });
    const first = await placeOrder(buyer, { shop_ids: [shopId], coupon_code: coupon.code });
    expect(first.status).toBe(200);
    expect(first.body.data.orders[0].amount).toBe(35);
    const [used] = await db.select().from(s.collectedCoupons).where(and(eq(s.collectedCoupons.userId, buyer.id), eq(s.collectedCoupons.couponId, coupon.id)));
    expect(used.timesUsed).toBe(1);

    await putInCart(db, buyer.id, { productId: product, quantity: 1 });
    const second = await placeOrder(buyer, { shop_ids: [shopId], coupon_code: coupon.code });
    expect(second.status).toBe(422);
    expect(second.body.errors?.coupon_code).toEqual(['You have already used this voucher as many times as it allows.']);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  it('answers a repeated Idempotency-Key with the first orders and places nothing new', async () => {
    const buyer = await makeBuyer(db);
    const { fashion, books, shirt } = await twoShopBasket(buyer);
    const headers = { 'Idempotency-Key': `checkout-${buyer.id}` };
    const first = await placeOrder(buyer, { shop_ids: [fashion, books] }, headers);
    expect(first.status).toBe(200);
    // The basket is empty now; the repeat still answers as the first did.
    const again = await placeOrder(buyer, { shop_ids: [fashion, books] }, headers);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(buyer.id)).toHaveLength(2);
    expect(await stockOf(shirt)).toBe(8);

    const other = await placeOrder(buyer, { shop_ids: [fashion] }, headers);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used for a different order.');
  });

  it('places one order set for the same key sent several times at once', async () => {
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    const product = await makeProduct(db, { shopId, price: 1000, quantity: 10 });
    await putInCart(db, buyer.id, { productId: product, quantity: 1 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(buyer, { shop_ids: [shopId] }, { 'Idempotency-Key': 'double-tap' })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await stockOf(product)).toBe(9);
  });

  it('refuses an unusable Idempotency-Key header', async () => {
    const buyer = await makeBuyer(db);
    const answer = await placeOrder(buyer, { shop_ids: [1] }, { 'Idempotency-Key': 'x'.repeat(256) });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.['Idempotency-Key']).toBeDefined();
  });

  it('asks for a verified account when the shop requires one', async () => {
    const unverified = await makeBuyer(db);
    const verified = await makeBuyer(db, { verified: true });
    const shopId = await makeShop(db);
    const product = await makeProduct(db, { shopId, price: 1000 });
    await putInCart(db, unverified.id, { productId: product, quantity: 1 });
    await putInCart(db, verified.id, { productId: product, quantity: 1 });
    await setSetting('order_place_account_verify', true);
    try {
      const refused = await placeOrder(unverified, { shop_ids: [shopId] });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ message: 'Please verify your account first' });
      expect(await ordersOf(unverified.id)).toHaveLength(0);
      expect((await placeOrder(verified, { shop_ids: [shopId] })).status).toBe(200);
    } finally {
      await setSetting('order_place_account_verify', false);
    }
    expect((await placeOrder(unverified, { shop_ids: [shopId] })).status).toBe(200);
  });

  it("refuses another shopper's address", async () => {
    const buyer = await makeBuyer(db);
    const stranger = await makeBuyer(db);
    const shopId = await makeShop(db);
    await putInCart(db, buyer.id, { productId: await makeProduct(db, { shopId, price: 1000 }), quantity: 1 });
    const answer = await placeOrder(buyer, { shop_ids: [shopId], address_id: stranger.addressId });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ address_id: ['The selected address id is invalid.'] });
    expect(await ordersOf(buyer.id)).toHaveLength(0);
  });

  it('takes cash or an active gateway only', async () => {
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    await putInCart(db, buyer.id, { productId: await makeProduct(db, { shopId, price: 1000 }), quantity: 1 });
    // PayPal is listed but this shop has no code for it; "bitcoin" is not a gateway at all.
    for (const method of ['paypal', 'bitcoin', 'stripe']) {
      const answer = await placeOrder(buyer, { shop_ids: [shopId], payment_method: method });
      expect({ method, status: answer.status, errors: answer.body.errors }).toEqual({ method, status: 422, errors: { payment_method: ['The selected payment method is invalid.'] } });
    }
    await setSetting('cash_on_delivery', false);
    try {
      expect((await placeOrder(buyer, { shop_ids: [shopId] })).status).toBe(422);
    } finally {
      await setSetting('cash_on_delivery', true);
    }
    await db.update(s.paymentGateways).set({ isActive: false }).where(eq(s.paymentGateways.name, 'sandbox'));
    try {
      expect((await placeOrder(buyer, { shop_ids: [shopId], payment_method: 'sandbox' })).status).toBe(422);
    } finally {
      await db.update(s.paymentGateways).set({ isActive: true }).where(eq(s.paymentGateways.name, 'sandbox'));
    }
    expect(await ordersOf(buyer.id)).toHaveLength(0);
  });

  it('answers 422 with field errors for bad input, never a 500', async () => {
    const buyer = await makeBuyer(db);
    const cases: [unknown, string][] = [
      [{ address_id: buyer.addressId, payment_method: 'cash' }, 'shop_ids'],
      [{ shop_ids: [], address_id: buyer.addressId, payment_method: 'cash' }, 'shop_ids'],
      [{ shop_ids: ['x'], address_id: buyer.addressId, payment_method: 'cash' }, 'shop_ids.0'],
      [{ shop_ids: [1], payment_method: 'cash' }, 'address_id'],
      [{ shop_ids: [1], address_id: 99999999999, payment_method: 'cash' }, 'address_id'],
      [{ shop_ids: [1], address_id: buyer.addressId }, 'payment_method'],
      [{ shop_ids: [1], address_id: buyer.addressId, payment_method: 'cash', is_buy_now: 'maybe' }, 'is_buy_now'],
      [{ shop_ids: [1], address_id: buyer.addressId, payment_method: 'cash', note: 'x'.repeat(1001) }, 'note'],
    ];
    for (const [json, field] of cases) {
      const answer = await call('/place-order', { method: 'POST', headers: buyer.headers, json });
      expect({ field, status: answer.status, has: Boolean(answer.body.errors?.[field]) }).toEqual({ field, status: 422, has: true });
    }
    const nothing = await placeOrder(buyer, { shop_ids: [await makeShop(db)] });
    expect(nothing.status).toBe(422);
    expect(nothing.body.message).toBe('There is nothing to order from the selected shops.');
    const malformed = await call('/place-order', { method: 'POST', headers: { ...buyer.headers, 'Content-Type': 'application/json' }, body: '{"shop_ids":' });
    expect(malformed.status).toBe(400);
  });

  it('accepts the form encoding with shop_ids[] and a 1 for is_buy_now', async () => {
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    await putInCart(db, buyer.id, { productId: await makeProduct(db, { shopId, price: 1000 }), quantity: 1, isBuyNow: true });
    const form = new URLSearchParams({ 'shop_ids[]': String(shopId), address_id: String(buyer.addressId), payment_method: 'cash', is_buy_now: '1' });
    const answer = await call<Envelope<{ orders: unknown[] }>>('/place-order', { method: 'POST', headers: { ...buyer.headers, 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    expect(answer.status).toBe(200);
    expect(answer.body.data.orders).toHaveLength(1);
  });
});

describe('concurrent buyers', () => {
  it('sells exactly the stock to 50 buyers ordering at once: 10 orders, stock 0, no 500', async () => {
    const shopId = await makeShop(db);
    const product = await makeProduct(db, { shopId, price: 1000, quantity: 10 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => makeBuyer(db)));
    for (const buyer of buyers) await putInCart(db, buyer.id, { productId: product, quantity: 1 });
    const answers = await Promise.all(buyers.map((buyer) => placeOrder(buyer, { shop_ids: [shopId] })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(40);
    const sold = await db.select().from(s.orderItems).where(eq(s.orderItems.productId, product));
    expect(sold).toHaveLength(10);
    expect(await stockOf(product)).toBe(0);
    expect(await soldOf(product)).toBe(10);
  });
});

describe('GET /order-payment/{order}/{gateway}', () => {
  it('gives a page to pay an unpaid order online, and 404 for orders that are not payable', async () => {
    const buyer = await makeBuyer(db);
    const stranger = await makeBuyer(db);
    const shopId = await makeShop(db);
    await putInCart(db, buyer.id, { productId: await makeProduct(db, { shopId, price: 1000 }), quantity: 1 });
    const placed = await placeOrder(buyer, { shop_ids: [shopId] });
    const orderId = placed.body.data.orders[0].id;

    const answer = await call<Envelope<{ order_payment_url: string }>>(`/order-payment/${orderId}/sandbox`, { headers: buyer.headers });
    expect(answer.status).toBe(200);
    expect(answer.body.data.order_payment_url).toMatch(/^http:\/\/internal\/api\/payments\/sandbox\/\d+\?sig=/);
    // Asking again reuses the same open payment.
    const again = await call<Envelope<{ order_payment_url: string }>>(`/order-payment/${orderId}/sandbox`, { headers: buyer.headers });
    expect(again.body.data.order_payment_url).toBe(answer.body.data.order_payment_url);
    const page = await call<string>(apiPathOf(answer.body.data.order_payment_url));
    expect(page.status).toBe(200);
    expect(page.body).toContain('$10.00');

    expect((await call(`/order-payment/${orderId}/sandbox`, { headers: stranger.headers })).status).toBe(404);
    expect((await call(`/order-payment/99999999/sandbox`, { headers: buyer.headers })).status).toBe(404);
    expect((await call(`/order-payment/${orderId}/paypal`, { headers: buyer.headers })).status).toBe(422);
    expect((await call(`/order-payment/${orderId}/cash`, { headers: buyer.headers })).status).toBe(422);
    expect((await call(`/order-payment/abc/sandbox`, { headers: buyer.headers })).status).toBe(422);

    await db.update(s.orders).set({ paymentStatus: 'Paid' }).where(eq(s.orders.id, orderId));
    expect((await call(`/order-payment/${orderId}/sandbox`, { headers: buyer.headers })).status).toBe(404);
  });
});

describe('POST /place-order/again', () => {
  it('orders the items of a delivered order again, at current prices, keeping the buy-now basket', async () => {
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db, { deliveryCharge: 100 });
    const red = await makeColor(db);
    const product = await makeProduct(db, { shopId, price: 2000, quantity: 10, colors: [{ id: red, price: 100 }] });
    const other = await makeProduct(db, { shopId, price: 500, quantity: 10 });
    await putInCart(db, buyer.id, { productId: product, quantity: 2, colorId: red });
    const first = await placeOrder(buyer, { shop_ids: [shopId] });
    const orderId = first.body.data.orders[0].id;

    const early = await call('/place-order/again', { method: 'POST', headers: buyer.headers, json: { order_id: orderId, payment_method: 'cash' } });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('Only delivered orders can be ordered again. This order is Pending.');

    await db.update(s.orders).set({ orderStatus: 'Delivered' }).where(eq(s.orders.id, orderId));
    await db.update(s.products).set({ price: 2500 }).where(eq(s.products.id, product));
    await putInCart(db, buyer.id, { productId: other, quantity: 1, isBuyNow: true });
    const again = await call<Envelope<{ orders: { id: number; amount: number; address: unknown }[] }>>('/place-order/again', {
      method: 'POST',
      headers: buyer.headers,
      json: { order_id: orderId, payment_method: 'cash' },
    });
    expect(again.status).toBe(200);
    const [order] = again.body.data.orders;
    expect(order.id).not.toBe(orderId);
    // (2500 + 100) × 2 + 100 delivery.
    expect(order.amount).toBe(53);
    expect(order.address).toEqual(first.body.data.orders[0].address);
    const items = await db.select().from(s.orderItems).where(eq(s.orderItems.orderId, order.id));
    expect(items.map((item) => ({ productId: item.productId, quantity: item.quantity, color: (item.color as { id: number }).id }))).toEqual([{ productId: product, quantity: 2, color: red }]);
    expect(await stockOf(product)).toBe(6);
    expect((await cartLines(buyer.id, true)).map((line) => line.productId)).toEqual([other]);
  });

  it("answers 404 for another shopper's order", async () => {
    const buyer = await makeBuyer(db);
    const [theirs] = await db.select({ id: s.orders.id }).from(s.orders).where(and(eq(s.orders.userId, 1), eq(s.orders.orderStatus, 'Delivered'))).limit(1);
    const answer = await call('/place-order/again', { method: 'POST', headers: buyer.headers, json: { order_id: theirs.id, payment_method: 'cash' } });
    expect(answer.status).toBe(404);
    const rows = await db.select({ id: s.orders.id }).from(s.orders).where(inArray(s.orders.userId, [buyer.id]));
    expect(rows).toHaveLength(0);
  });
});

describe('best vouchers at checkout (ours)', () => {
  const checkout = (buyer: Buyer, json: Record<string, unknown>) =>
    call<Envelope<Checkout> & { errors?: Record<string, string[]> }>('/cart/checkout', { method: 'POST', headers: buyer.headers, json });
  const collectAs = (buyer: Buyer, couponId: number) => db.insert(s.collectedCoupons).values({ userId: buyer.id, couponId });

  /** One shop, 30.00 of items, and the buyer's collected vouchers of it. */
  async function shopWithVouchers() {
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db, { name: 'Voucher Shop', deliveryCharge: 200 });
    await putInCart(db, buyer.id, { productId: await makeProduct(db, { shopId, price: 3000, quantity: 20 }), quantity: 1 });
    const five = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 500, minOrderAmount: 2000 });
    const tenPercent = await makeCoupon(db, { shopId, discountType: 'Percentage', discount: 1000 });
    const bigSpend = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 1000, minOrderAmount: 5000 });
    const expired = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 2000, from: -3 * DAY, to: -DAY });
    const usedUp = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 1500, usageLimit: 4, used: 4 });
    const notCollected = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 1200 });
    for (const coupon of [five, tenPercent, bigSpend, expired, usedUp]) await collectAs(buyer, coupon.id);
    return { buyer, shopId, five, tenPercent, bigSpend, expired, usedUp, notCollected };
  }

  it('gives each shop its best collected voucher that applies, with what each saves', async () => {
    const { buyer, shopId, five, tenPercent } = await shopWithVouchers();
    const answer = await checkout(buyer, { shop_ids: [shopId], best_vouchers: true });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Voucher applied');
    // Spent 30.00: the 5.00 voucher beats 10 % (3.00); the 50.00 minimum, the expired, the used up
    // and the uncollected ones are not offered.
    expect(answer.body.data.shop_vouchers).toEqual([
      {
        shop_id: shopId,
        coupon_id: five.id,
        best_coupon_id: five.id,
        options: [
          { coupon: expect.objectContaining({ id: five.id, is_collected: true }), saving: 5 },
          { coupon: expect.objectContaining({ id: tenPercent.id }), saving: 3 },
        ],
      },
    ]);
    expect(answer.body.data.checkout).toMatchObject({ total_amount: 30, delivery_charge: 2, coupon_discount: 5, payable_amount: 27 });
    expect(answer.body.data.apply_coupon).toBe(true);

    // Without asking, the checkout is as it was.
    const plain = await checkout(buyer, { shop_ids: [shopId] });
    expect(plain.body.data.shop_vouchers).toBeUndefined();
    expect(plain.body.data.checkout).toMatchObject({ coupon_discount: 0, payable_amount: 32 });
  });

  it('lets the shopper choose another collected voucher, or none', async () => {
    const { buyer, shopId, five, tenPercent } = await shopWithVouchers();
    const other = await checkout(buyer, { shop_ids: [shopId], best_vouchers: true, coupon_ids: [tenPercent.id] });
    expect(other.body.data.shop_vouchers?.[0]).toMatchObject({ coupon_id: tenPercent.id, best_coupon_id: five.id });
    expect(other.body.data.checkout).toMatchObject({ coupon_discount: 3, payable_amount: 29 });
    const none = await checkout(buyer, { shop_ids: [shopId], best_vouchers: true, no_voucher_shop_ids: [shopId] });
    expect(none.body.message).toBe('Checkout summary');
    expect(none.body.data.shop_vouchers?.[0]).toMatchObject({ coupon_id: null, best_coupon_id: five.id });
    expect(none.body.data.shop_vouchers?.[0].options).toHaveLength(2);
    expect(none.body.data.checkout).toMatchObject({ coupon_discount: 0, payable_amount: 32 });
    // Form fields say the same.
    const form = new URLSearchParams({ 'shop_ids[]': String(shopId), best_vouchers: '1', 'coupon_ids[]': String(tenPercent.id) });
    const asForm = await call<Envelope<Checkout>>('/cart/checkout', { method: 'POST', headers: { ...buyer.headers, 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    expect(asForm.body.data.checkout.coupon_discount).toBe(3);
  });

  it('refuses a chosen voucher that does not apply, saying why, and bad choices', async () => {
    const { buyer, shopId, five, bigSpend, expired, usedUp, notCollected } = await shopWithVouchers();
    const otherShop = await makeCoupon(db, { shopId: await makeShop(db), discountType: 'Amount', discount: 100 });
    await collectAs(buyer, otherShop.id);
    const refusal = async (json: Record<string, unknown>) => {
      const answer = await checkout(buyer, { shop_ids: [shopId], best_vouchers: true, ...json });
      expect(answer.status).toBe(422);
      return answer.body.errors;
    };
    expect(await refusal({ coupon_ids: [bigSpend.id] })).toEqual({ coupon_ids: ['Spend at least 50.00 in Voucher Shop to use this voucher.'] });
    expect(await refusal({ coupon_ids: [expired.id] })).toEqual({ coupon_ids: ['This voucher has expired.'] });
    expect(await refusal({ coupon_ids: [usedUp.id] })).toEqual({ coupon_ids: ['This voucher has been fully used.'] });
    expect(await refusal({ coupon_ids: [notCollected.id] })).toEqual({ coupon_ids: ['Collect this voucher before using it.'] });
    expect(await refusal({ coupon_ids: [otherShop.id] })).toEqual({ coupon_ids: ['This voucher belongs to a shop that is not in your checkout.'] });
    expect(await refusal({ coupon_ids: [99_999_999] })).toEqual({ coupon_ids: ['The selected voucher is invalid.'] });
    expect(await refusal({ coupon_ids: [five.id], no_voucher_shop_ids: [shopId] })).toEqual({ coupon_ids: ['Choose one voucher per shop.'] });
    for (const json of [{ coupon_ids: ['abc'] }, { coupon_ids: [-1] }, { no_voucher_shop_ids: [0] }, { coupon_ids: { a: 1 } }, { best_vouchers: 'maybe' }]) {
      expect((await checkout(buyer, { shop_ids: [shopId], ...json })).status).toBe(422);
    }
  });

  it('places the order with the chosen voucher: totals, the payment and the voucher’s use', async () => {
    const { buyer, shopId, tenPercent } = await shopWithVouchers();
    const placed = await placeOrder(buyer, { shop_ids: [shopId], coupon_ids: [tenPercent.id] });
    expect(placed.status).toBe(200);
    expect(placed.body.data.payment.amount).toBe(29);
    const order = await details(buyer, placed.body.data.orders[0].id);
    expect(order).toMatchObject({ total_amount: 30, coupon_discount: 3, payable_amount: 29 });
    const [row] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(row.couponId).toBe(tenPercent.id);
    expect((await db.select().from(s.coupons).where(eq(s.coupons.id, tenPercent.id)))[0].used).toBe(1);
    const invoice = await call<string>(`/orders/${order.id}/invoice`, { headers: buyer.headers });
    expect(invoice.status).toBe(200);
    expect(String(invoice.body)).toContain('Coupon discount</td><td class="n">-$3.00</td>');
  });

  it('gives the last use of a limited voucher to one of two buyers racing for it; the other gets a clear 422', async () => {
    const shopId = await makeShop(db);
    const product = await makeProduct(db, { shopId, price: 3000, quantity: 50 });
    const limited = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 700, usageLimit: 3, used: 2 });
    const buyers = await Promise.all([makeBuyer(db), makeBuyer(db)]);
    for (const buyer of buyers) {
      await putInCart(db, buyer.id, { productId: product, quantity: 1 });
      await collectAs(buyer, limited.id);
      expect((await checkout(buyer, { shop_ids: [shopId], best_vouchers: true })).body.data.checkout.coupon_discount).toBe(7);
    }
    const answers = await Promise.all(buyers.map((buyer) => placeOrder(buyer, { shop_ids: [shopId], coupon_ids: [limited.id] })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const loser = answers.find((answer) => answer.status === 422)!;
    expect(loser.body.message).toBe('This voucher has been fully used.');
    expect((await db.select().from(s.coupons).where(eq(s.coupons.id, limited.id)))[0].used).toBe(3);
    expect(await db.select().from(s.orders).where(eq(s.orders.couponId, limited.id))).toHaveLength(1);
    // The loser's basket is untouched, and the checkout no longer offers the voucher.
    const loserBuyer = buyers[answers.indexOf(loser)];
    expect(await cartLines(loserBuyer.id)).toHaveLength(1);
    expect((await checkout(loserBuyer, { shop_ids: [shopId], best_vouchers: true })).body.data.shop_vouchers?.[0]).toMatchObject({ coupon_id: null, options: [] });
  });

  it('sells a voucher limited to 3 uses to exactly 3 of 12 buyers ordering at once', async () => {
    const shopId = await makeShop(db);
    const product = await makeProduct(db, { shopId, price: 3000, quantity: 50 });
    const limited = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 700, usageLimit: 3 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => makeBuyer(db)));
    for (const buyer of buyers) {
      await putInCart(db, buyer.id, { productId: product, quantity: 1 });
      await collectAs(buyer, limited.id);
    }
    const answers = await Promise.all(buyers.map((buyer) => placeOrder(buyer, { shop_ids: [shopId], coupon_ids: [limited.id] })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 422)).toHaveLength(9);
    expect((await db.select().from(s.coupons).where(eq(s.coupons.id, limited.id)))[0].used).toBe(3);
  });

  it('holds the per-shopper limit when one shopper places two orders with it at once', async () => {
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    const product = await makeProduct(db, { shopId, price: 3000, quantity: 50 });
    const once = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 700, limitForUser: 1 });
    await collectAs(buyer, once.id);
    await putInCart(db, buyer.id, { productId: product, quantity: 1 });
    await putInCart(db, buyer.id, { productId: product, quantity: 1, isBuyNow: true });
    const answers = await Promise.all([
      placeOrder(buyer, { shop_ids: [shopId], coupon_ids: [once.id] }),
      placeOrder(buyer, { shop_ids: [shopId], coupon_ids: [once.id], is_buy_now: true }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.status === 422)!.body.errors).toEqual({ coupon_ids: ['You have already used this voucher as many times as it allows.'] });
    expect(await db.select().from(s.orders).where(eq(s.orders.couponId, once.id))).toHaveLength(1);
  });

  it('gives the use back when the order is cancelled', async () => {
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    await putInCart(db, buyer.id, { productId: await makeProduct(db, { shopId, price: 3000 }), quantity: 1 });
    const limited = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 700, usageLimit: 1 });
    await collectAs(buyer, limited.id);
    const placed = await placeOrder(buyer, { shop_ids: [shopId], coupon_ids: [limited.id] });
    expect(placed.status).toBe(200);
    expect((await db.select().from(s.coupons).where(eq(s.coupons.id, limited.id)))[0].used).toBe(1);
    const cancelled = await call('/orders/cancel', { method: 'POST', headers: buyer.headers, json: { order_id: placed.body.data.orders[0].id } });
    expect(cancelled.status).toBe(200);
    expect((await db.select().from(s.coupons).where(eq(s.coupons.id, limited.id)))[0].used).toBe(0);
  });
});
