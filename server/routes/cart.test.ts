// The cart calls as a shopper meets them: adding with colours, sizes and units, growing a line,
// stock limits, quantity changes, the buy-now basket, server notices and the checkout answer.
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import type { CartAnswer } from '@/server/services/cart';
import type { Checkout } from '@/lib/api/schemas/cart';
import { makeColor, makeCoupon, makeFlashSale, makeProduct, makeShop, makeShopper, makeSize, makeUnit, makeVat, setStock, type Shopper } from '@/server/test/cart-fixtures';
import { call, startTestShop, type Envelope, type TestShop } from '@/server/test/test-app';

jest.setTimeout(60_000);

const NO_MORE_STOCK = 'Sorry! product cart quantity is limited. No more stock';

let shop: TestShop;
let db: Db;
let vat10: number;
beforeAll(async () => {
  shop = await startTestShop();
  db = shop.handle.db;
  vat10 = await makeVat(db, '10.00', 'Standard 10');
});
afterAll(() => shop.close());

const post = <T = CartAnswer>(path: string, who: Shopper, json: unknown) => call<Envelope<T>>(path, { method: 'POST', headers: who.headers, json });
const cartOf = async (who: Shopper, buyNow = false) => (await call<Envelope<CartAnswer>>(`/carts${buyNow ? '?is_buy_now=1' : ''}`, { headers: who.headers })).body.data;
const lines = (cart: CartAnswer) => cart.cart_items.flatMap((group) => group.products);

/** A product with two colours, two sizes (with surcharges), a unit and 10 % VAT. */
async function dressedProduct(options: { quantity?: number } = {}) {
  const shopId = await makeShop(db, { deliveryCharge: 250, name: 'Fashion Hub' });
  const red = await makeColor(db);
  const blue = await makeColor(db);
  const small = await makeSize(db);
  const large = await makeSize(db);
  const piece = await makeUnit(db, `Piece ${red}`, 'قطعة');
  const id = await makeProduct(db, {
    shopId,
    price: 2000,
    discountPrice: 1800,
    quantity: options.quantity ?? 10,
    vatTaxId: vat10,
    unitId: piece,
    colors: [{ id: red, price: 100 }, { id: blue, price: 0 }],
    sizes: [{ id: small, price: 0 }, { id: large, price: 300 }],
    name: 'Linen Shirt',
  });
  return { shopId, id, red, blue, small, large, piece };
}

describe('every cart call needs a token', () => {
  it('answers 401 without one', async () => {
    for (const [method, path] of [['GET', '/carts'], ['POST', '/cart/store'], ['POST', '/cart/increment'], ['POST', '/cart/decrement'], ['POST', '/cart/delete'], ['POST', '/cart/checkout']]) {
      const answer = await call(path, { method, json: method === 'POST' ? { product_id: 1 } : undefined });
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 401, body: { message: 'Unauthenticated.' } });
    }
  });
});

describe('adding to the cart', () => {
  it('adds a line with its colour, size and unit, prices with surcharges and VAT, grouped by shop', async () => {
    const shopper = await makeShopper(db);
    const p = await dressedProduct();
    expect(await cartOf(shopper)).toEqual({ total: 0, cart_items: [], info: null });
    const added = await post('/cart/store', shopper, { product_id: p.id, quantity: 2, color: p.red, size: p.large, unit: p.piece, is_buy_now: false });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('product added to cart');
    expect(added.body.data.total).toBe(2);
    expect(added.body.data.info).toBeNull();
    const [group] = added.body.data.cart_items;
    expect(group).toMatchObject({ shop_id: p.shopId, shop_name: 'Fashion Hub', shop_online: false });
    expect(Object.keys(group).sort()).toEqual(['delivery', 'products', 'shop_id', 'shop_logo', 'shop_name', 'shop_online', 'shop_rating']);
    // A shop with no delivery zone has no calendar to promise by (ours).
    expect(group.delivery).toBeNull();
    // (20.00 + 1.00 + 3.00) × 1.10 = 26.40; (18.00 + 1.00 + 3.00) × 1.10 = 24.20.
    expect(group.products[0]).toMatchObject({
      id: p.id,
      quantity: 2,
      name: 'Linen Shirt',
      price: 26.4,
      discount_price: 24.2,
      discount_percentage: 8.33, // two decimals, as the original writes it
      color: { id: p.red, price: 1 },
      size: { id: p.large, price: 3 },
      unit: `Piece ${p.red}`,
      stock: 10,
    });
    expect(group.products[0].cart_id).toEqual(expect.any(Number));
    expect(await cartOf(shopper)).toEqual(added.body.data);
  });

  it('names things in the shopper’s language', async () => {
    const shopper = await makeShopper(db);
    const p = await dressedProduct();
    const added = await call<Envelope<CartAnswer>>('/cart/store', { method: 'POST', headers: shopper.headers, json: { product_id: p.id, quantity: 1, color: p.blue, size: p.small }, locale: 'ar' });
    expect(lines(added.body.data)[0].unit).toBe('قطعة');
  });

  it('grows an existing line, and keeps other colours on their own line', async () => {
    const shopper = await makeShopper(db);
    const p = await dressedProduct();
    await post('/cart/store', shopper, { product_id: p.id, quantity: 1, color: p.red, size: p.small });
    // Form data sends everything as text; the unit may be named instead of given by id.
    const form = new FormData();
    for (const [key, value] of Object.entries({ product_id: p.id, quantity: 2, color: p.red, size: p.small, unit: `piece ${p.red}`, is_buy_now: '0' })) form.set(key, String(value));
    expect((await call('/cart/store', { method: 'POST', headers: shopper.headers, body: form })).status).toBe(200);
    await post('/cart/store', shopper, { product_id: p.id, quantity: 1, color: p.blue, size: p.small });
    const cart = await cartOf(shopper);
    expect(cart.total).toBe(4);
    expect(lines(cart).map((line) => [line.color?.id, line.quantity])).toEqual([
      [p.red, 3],
      [p.blue, 1],
    ]);
  });

  it('asks for the colour and size a product has, and refuses ones it does not have', async () => {
    const shopper = await makeShopper(db);
    const p = await dressedProduct();
    const missing = await post('/cart/store', shopper, { product_id: p.id, quantity: 1 });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ errors: { color: ['The color field is required.'], size: ['The size field is required.'] } });
    const foreign = await post('/cart/store', shopper, { product_id: p.id, quantity: 1, color: await makeColor(db), size: p.small });
    expect(foreign.body).toMatchObject({ message: 'The selected color is invalid.', errors: { color: ['The selected color is invalid.'] } });
    const badSize = await post('/cart/store', shopper, { product_id: p.id, quantity: 1, color: p.red, size: 999_999 });
    expect(badSize.body).toMatchObject({ errors: { size: ['The selected size is invalid.'] } });
    const badUnit = await post('/cart/store', shopper, { product_id: p.id, quantity: 1, color: p.red, size: p.small, unit: 'Crate' });
    expect(badUnit.body).toMatchObject({ errors: { unit: ['The selected unit is invalid.'] } });
    // A plain product takes no colour: "none" may come as null, "" or 0.
    const plain = await makeProduct(db, { shopId: p.shopId, price: 500 });
    for (const color of [null, '', 0]) expect((await post('/cart/store', shopper, { product_id: plain, quantity: 1, color, size: '' })).status).toBe(200);
    expect((await post('/cart/store', shopper, { product_id: plain, quantity: 1, color: p.red })).body).toMatchObject({ errors: { color: ['The selected color is invalid.'] } });
    expect(lines(await cartOf(shopper)).map((line) => [line.id, line.quantity])).toEqual([[plain, 3]]);
  });

  it('refuses more than the stock, counting the product’s other lines, and says so', async () => {
    const shopper = await makeShopper(db);
    const p = await dressedProduct({ quantity: 5 });
    expect((await post('/cart/store', shopper, { product_id: p.id, quantity: 3, color: p.red, size: p.small })).status).toBe(200);
    const tooMany = await post('/cart/store', shopper, { product_id: p.id, quantity: 3, color: p.blue, size: p.small });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toEqual({ message: NO_MORE_STOCK });
    expect((await post('/cart/store', shopper, { product_id: p.id, quantity: 2, color: p.blue, size: p.small })).status).toBe(200);
    expect((await post('/cart/store', shopper, { product_id: p.id, quantity: 1, color: p.red, size: p.small })).body).toEqual({ message: NO_MORE_STOCK });
    expect((await cartOf(shopper)).total).toBe(5);
  });

  it('answers 404 for an unknown product, 422 for one no longer sold or bad input, never 500', async () => {
    const shopper = await makeShopper(db);
    expect(await post('/cart/store', shopper, { product_id: 99_999_999, quantity: 1 })).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    const retired = await makeProduct(db, { shopId: await makeShop(db), price: 100, isActive: false });
    expect(await post('/cart/store', shopper, { product_id: retired, quantity: 1 })).toMatchObject({ status: 422, body: { message: 'This product is no longer available.' } });
    const closedShop = await makeProduct(db, { shopId: await makeShop(db, { isActive: false }), price: 100 });
    expect((await post('/cart/store', shopper, { product_id: closedShop, quantity: 1 })).status).toBe(422);
    const bodies: unknown[] = [{}, { product_id: 'abc' }, { product_id: -1 }, { product_id: 1, quantity: 0 }, { product_id: 1, quantity: 1.5 }, { product_id: 1, quantity: 10_001 }, { product_id: 1, color: 'red' }, { product_id: 1, unit: { id: 1 } }, { product_id: 2_147_483_648 }, [1, 2], null];
    for (const json of bodies) {
      const answer = await post('/cart/store', shopper, json);
      expect({ json, status: answer.status }).toEqual({ json, status: 422 });
    }
    expect((await post('/cart/store', shopper, {})).body).toMatchObject({ errors: { product_id: ['The product id field is required.'] } });
    const broken = await call('/cart/store', { method: 'POST', headers: { ...shopper.headers, 'Content-Type': 'application/json' }, body: '{"product_id":' });
    expect(broken.status).toBe(400);
  });
});

describe('changing quantities', () => {
  it('increments within the stock, decrements to zero and deletes', async () => {
    const shopper = await makeShopper(db);
    const p = await dressedProduct({ quantity: 3 });
    await post('/cart/store', shopper, { product_id: p.id, quantity: 2, color: p.red, size: p.small });
    const up = await post('/cart/increment', shopper, { product_id: p.id });
    expect(up.status).toBe(200);
    expect(up.body.data.total).toBe(3);
    expect(await post('/cart/increment', shopper, { product_id: p.id })).toMatchObject({ status: 422, body: { message: NO_MORE_STOCK } });

    const down = await post('/cart/decrement', shopper, { product_id: p.id });
    expect(down.body.message).toBe('product quantity decreased');
    expect(down.body.data.total).toBe(2);
    await post('/cart/decrement', shopper, { product_id: p.id });
    const gone = await post('/cart/decrement', shopper, { product_id: p.id });
    expect(gone.body).toEqual({ message: 'product removed from cart', data: { total: 0, cart_items: [], info: null } });
    expect(await post('/cart/decrement', shopper, { product_id: p.id })).toMatchObject({ status: 404, body: { message: 'Product not found in cart' } });

    await post('/cart/store', shopper, { product_id: p.id, quantity: 1, color: p.red, size: p.small });
    const deleted = await post('/cart/delete', shopper, { product_id: p.id });
    expect(deleted.body).toEqual({ message: 'product removed from cart', data: { total: 0, cart_items: [], info: null } });
  });

  it('acts on the most recent line of a product, or on the exact line given by cart_id', async () => {
    const shopper = await makeShopper(db);
    const p = await dressedProduct();
    await post('/cart/store', shopper, { product_id: p.id, quantity: 1, color: p.red, size: p.small });
    await post('/cart/store', shopper, { product_id: p.id, quantity: 1, color: p.blue, size: p.small });
    const [red, blue] = lines(await cartOf(shopper));
    await post('/cart/increment', shopper, { product_id: p.id });
    expect(lines(await cartOf(shopper)).map((line) => line.quantity)).toEqual([1, 2]);
    await post('/cart/increment', shopper, { cart_id: red.cart_id });
    await post('/cart/delete', shopper, { product_id: p.id, cart_id: blue.cart_id });
    expect(lines(await cartOf(shopper)).map((line) => [line.cart_id, line.quantity])).toEqual([[red.cart_id, 2]]);
    expect((await post('/cart/increment', shopper, {})).body).toMatchObject({ errors: { product_id: ['The product id field is required.'] } });
  });

  it('never touches another shopper’s line', async () => {
    const owner = await makeShopper(db);
    const stranger = await makeShopper(db);
    const p = await dressedProduct();
    await post('/cart/store', owner, { product_id: p.id, quantity: 2, color: p.red, size: p.small });
    const [line] = lines(await cartOf(owner));
    for (const path of ['/cart/increment', '/cart/decrement', '/cart/delete']) {
      expect((await post(path, stranger, { cart_id: line.cart_id })).status).toBe(404);
      expect((await post(path, stranger, { product_id: p.id })).status).toBe(404);
    }
    expect(lines(await cartOf(owner)).map((l) => l.quantity)).toEqual([2]);
    expect(await cartOf(stranger)).toEqual({ total: 0, cart_items: [], info: null });
  });
});

describe('buy now', () => {
  it('keeps one line apart from the cart, replaced by the next buy-now add', async () => {
    const shopper = await makeShopper(db);
    const p = await dressedProduct();
    await post('/cart/store', shopper, { product_id: p.id, quantity: 1, color: p.red, size: p.small });
    const first = await post('/cart/store', shopper, { product_id: p.id, quantity: 2, color: p.blue, size: p.large, is_buy_now: true });
    expect(first.body.data.total).toBe(2);
    const other = await makeProduct(db, { shopId: p.shopId, price: 900 });
    const second = await post('/cart/store', shopper, { product_id: other, quantity: 1, is_buy_now: '1' });
    expect(lines(second.body.data).map((line) => [line.id, line.quantity])).toEqual([[other, 1]]);
    expect(lines(await cartOf(shopper, true)).map((line) => line.id)).toEqual([other]);
    // The cart is as it was.
    expect(lines(await cartOf(shopper)).map((line) => [line.id, line.color?.id, line.quantity])).toEqual([[p.id, p.red, 1]]);
    // The buy-now line changes with is_buy_now (ours) and is checked out on its own.
    expect((await post('/cart/increment', shopper, { product_id: other, is_buy_now: true })).body.data.total).toBe(2);
    const checkout = await post<Checkout>('/cart/checkout', shopper, { shop_ids: [p.shopId], is_buy_now: true });
    expect(checkout.body.data.checkout).toMatchObject({ total_amount: 18, delivery_charge: 2.5, payable_amount: 20.5 });
    // Stock applies to buy now too.
    expect((await post('/cart/store', shopper, { product_id: p.id, quantity: 11, color: p.red, size: p.small, is_buy_now: true })).body).toEqual({ message: NO_MORE_STOCK });
  });
});

describe('notices in info', () => {
  it('tells about stock that ran out or fell below the line', async () => {
    const shopper = await makeShopper(db);
    const shopId = await makeShop(db);
    const lamp = await makeProduct(db, { shopId, price: 1000, quantity: 5, name: 'Desk Lamp' });
    const fan = await makeProduct(db, { shopId, price: 1000, quantity: 5, name: 'Desk Fan' });
    await post('/cart/store', shopper, { product_id: lamp, quantity: 3 });
    await post('/cart/store', shopper, { product_id: fan, quantity: 1 });
    await setStock(db, lamp, 2);
    await setStock(db, fan, 0);
    const cart = await cartOf(shopper);
    expect(cart.info).toBe('Only 2 of Desk Lamp left in stock. Desk Fan is out of stock.');
    expect(lines(cart).map((line) => line.stock)).toEqual([2, 0]);
    // The lines stay, so the shopper decides; decrementing is always possible.
    expect((await post('/cart/decrement', shopper, { product_id: lamp })).body.data.info).toBe('Desk Fan is out of stock.');
    await db.update(s.products).set({ isActive: false }).where(eq(s.products.id, lamp));
    expect((await cartOf(shopper)).info).toBe('Desk Lamp is no longer available. Desk Fan is out of stock.');
  });

  it('shows flash prices while a sale runs and tells when the price changed since the line was added', async () => {
    const shopper = await makeShopper(db);
    const shopId = await makeShop(db);
    const kettle = await makeProduct(db, { shopId, price: 4000, name: 'Kettle' });
    const toaster = await makeProduct(db, { shopId, price: 3000, name: 'Toaster' });
    await makeFlashSale(db, kettle, { price: 2500 });
    await post('/cart/store', shopper, { product_id: kettle, quantity: 1 });
    await post('/cart/store', shopper, { product_id: toaster, quantity: 1 });
    const during = await cartOf(shopper);
    expect(lines(during).map((line) => [line.price, line.discount_price])).toEqual([[40, 25], [30, 0]]);
    expect(during.info).toBeNull();

    // The kettle's sale ends and a toaster sale starts after both were added.
    const hour = 3_600_000;
    await db.update(s.cartItems).set({ createdAt: new Date(Date.now() - 3 * hour) }).where(eq(s.cartItems.userId, shopper.id));
    await db.update(s.flashSales).set({ startAt: new Date(Date.now() - 4 * hour), endAt: new Date(Date.now() - hour) }).where(eq(s.flashSales.id, (await db.select().from(s.flashSaleProducts).where(eq(s.flashSaleProducts.productId, kettle)))[0].flashSaleId));
    await makeFlashSale(db, toaster, { price: 2000, from: -hour });
    const after = await cartOf(shopper);
    expect(lines(after).map((line) => [line.price, line.discount_price])).toEqual([[40, 0], [30, 20]]);
    expect(after.info).toBe('The flash sale of Kettle has ended, so its price has changed. Toaster is now on flash sale, so its price has changed.');
    // Told once: the next look at the cart has nothing new to say.
    expect((await cartOf(shopper)).info).toBeNull();
  });

  it('tells once when the shop changed a price since the shopper last saw the line', async () => {
    const shopper = await makeShopper(db);
    const shopId = await makeShop(db);
    const mug = await makeProduct(db, { shopId, price: 1200, name: 'Travel Mug' });
    const jar = await makeProduct(db, { shopId, price: 900, name: 'Glass Jar' });
    await post('/cart/store', shopper, { product_id: mug, quantity: 2 });
    await post('/cart/store', shopper, { product_id: jar, quantity: 1 });
    expect((await cartOf(shopper)).info).toBeNull();
    await db.update(s.products).set({ price: 1500 }).where(eq(s.products.id, mug));
    const after = await cartOf(shopper);
    expect(after.info).toBe('The price of Travel Mug has changed.');
    expect(lines(after).map((line) => line.price)).toEqual([15, 9]);
    expect((await cartOf(shopper)).info).toBeNull();
    // A discount is a change of price too.
    await db.update(s.products).set({ discountPrice: 700 }).where(eq(s.products.id, jar));
    expect((await post('/cart/increment', shopper, { product_id: mug })).body.data.info).toBe('The price of Glass Jar has changed.');
  });
});

describe('checkout', () => {
  async function twoShops(shopper: Shopper) {
    const a = await makeShop(db, { deliveryCharge: 300 });
    const b = await makeShop(db, { deliveryCharge: 200 });
    const pa = await makeProduct(db, { shopId: a, price: 5000, vatTaxId: vat10 });
    const pb = await makeProduct(db, { shopId: b, price: 1000 });
    await post('/cart/store', shopper, { product_id: pa, quantity: 1 });
    await post('/cart/store', shopper, { product_id: pb, quantity: 2 });
    return { a, b, pa, pb };
  }

  it('answers the totals and items of the selected shops', async () => {
    const shopper = await makeShopper(db);
    const { a, b } = await twoShops(shopper);
    const both = await post<Checkout>('/cart/checkout', shopper, { shop_ids: [a, b], coupon_code: '' });
    expect(both.status).toBe(200);
    expect(both.body.message).toBe('Checkout summary');
    expect(both.body.data.checkout).toEqual({
      total_amount: 70,
      delivery_charge: 5,
      coupon_discount: 0,
      order_tax_amount: 5,
      payable_amount: 80,
      all_vat_taxes: [{ id: vat10, name: 'Standard 10', percentage: 10, amount: 5 }],
    });
    expect(both.body.data.apply_coupon).toBe(false);
    expect(both.body.data.checkout_items.map((group) => group.shop_id)).toEqual([a, b]);
    // Form data: shop_ids[] repeated.
    const form = new FormData();
    form.append('shop_ids[]', String(b));
    const onlyB = await call<Envelope<Checkout>>('/cart/checkout', { method: 'POST', headers: shopper.headers, body: form });
    expect(onlyB.body.data.checkout).toMatchObject({ total_amount: 20, delivery_charge: 2, payable_amount: 22 });
    const none = await post<Checkout>('/cart/checkout', shopper, { shop_ids: [] });
    expect(none.body.data).toMatchObject({ checkout: { payable_amount: 0 }, checkout_items: [] });
  });

  it('applies a voucher, or answers 422 with the reason under coupon_code', async () => {
    const shopper = await makeShopper(db);
    const { a, b } = await twoShops(shopper);
    const coupon = await makeCoupon(db, { shopId: a, discountType: 'Percentage', discount: 1000, minOrderAmount: 2000, maxDiscountAmount: 300 });
    const applied = await post<Checkout>('/cart/checkout', shopper, { shop_ids: [a, b], coupon_code: coupon.code });
    expect(applied.body.message).toBe('Voucher applied');
    expect(applied.body.data).toMatchObject({ apply_coupon: true, checkout: { coupon_discount: 3, payable_amount: 77 } });
    const wrongShop = await post('/cart/checkout', shopper, { shop_ids: [b], coupon_code: coupon.code });
    expect(wrongShop).toMatchObject({ status: 422, body: { message: 'This voucher belongs to a shop that is not in your checkout.', errors: { coupon_code: ['This voucher belongs to a shop that is not in your checkout.'] } } });
    expect(wrongShop.body).not.toHaveProperty('data');
    expect((await post('/cart/checkout', shopper, { shop_ids: [a], coupon_code: 'NOPE' })).body).toEqual({ message: 'The coupon code is invalid.', errors: { coupon_code: ['The coupon code is invalid.'] } });
  });

  it('refuses a checkout with a line beyond the stock and bad input, never 500', async () => {
    const shopper = await makeShopper(db);
    const { a, pa } = await twoShops(shopper);
    await setStock(db, pa, 0);
    expect((await post('/cart/checkout', shopper, { shop_ids: [a] })).status).toBe(422);
    const bodies: unknown[] = [{ shop_ids: ['x'] }, { shop_ids: [0] }, { shop_ids: 'a,b' }, { shop_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, { coupon_code: 'x'.repeat(65) }, { coupon_code: 'a\u0000' }, { coupon_code: { $gt: '' } }, 'text'];
    for (const json of bodies) {
      const answer = await post('/cart/checkout', shopper, json);
      expect({ status: answer.status < 500 && answer.status >= 400 }).toEqual({ status: true });
    }
  });
});
