// Checkout totals to the cent: surcharges, discount and flash prices, VAT per line and rule,
// delivery once per shop, every voucher rule, stock, the shop selection and the buy-now basket.
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import {
  DAY,
  makeColor,
  makeCoupon,
  makeFlashSale,
  makeOrderWithCoupon,
  makeProduct,
  makeShop,
  makeShopper,
  makeSize,
  makeVat,
  putInCart,
  setStock,
} from '@/server/test/cart-fixtures';
import { startTestShop, type TestShop } from '@/server/test/test-app';
import { computeCheckout, orderItemValues } from './checkout';
import { Invalid, Refused, type DomainError } from './errors';
import { takeStock } from './stock';

jest.setTimeout(60_000);

let shop: TestShop;
let db: Db;
let vat10: number;
let vat2half: number;
beforeAll(async () => {
  shop = await startTestShop();
  db = shop.handle.db;
  vat10 = await makeVat(db, '10.00', 'Standard 10');
  vat2half = await makeVat(db, '2.50', 'Reduced 2.5');
});
afterAll(() => shop.close());

/**
 * Two shops:
 * A (delivery 3.00): 2 × product at 20.00 + red 1.50 + large 2.00 with 10 % VAT  → 47.00, VAT 4.70
 *                    3 × product at 10.00 discounted to 8.00 with 2.5 % VAT       → 24.00, VAT 0.60
 * B (delivery 4.99): 1 × product at 5.99, flash price 4.49, + medium 0.51, 10 % VAT → 5.00, VAT 0.50
 */
async function twoShopCart() {
  const shopper = await makeShopper(db);
  const shopA = await makeShop(db, { deliveryCharge: 300, name: 'Alpha Store' });
  const shopB = await makeShop(db, { deliveryCharge: 499, name: 'Beta Store' });
  const red = await makeColor(db);
  const large = await makeSize(db);
  const medium = await makeSize(db);
  const shirt = await makeProduct(db, { shopId: shopA, price: 2000, vatTaxId: vat10, colors: [{ id: red, price: 150 }], sizes: [{ id: large, price: 200 }] });
  const mug = await makeProduct(db, { shopId: shopA, price: 1000, discountPrice: 800, vatTaxId: vat2half });
  const cap = await makeProduct(db, { shopId: shopB, price: 599, vatTaxId: vat10, sizes: [{ id: medium, price: 51 }] });
  await makeFlashSale(db, cap, { price: 449 });
  await putInCart(db, shopper.id, { productId: shirt, quantity: 2, colorId: red, sizeId: large });
  await putInCart(db, shopper.id, { productId: mug, quantity: 3 });
  await putInCart(db, shopper.id, { productId: cap, quantity: 1, sizeId: medium });
  return { shopper, shopA, shopB, shirt, mug, cap };
}

/** The domain error the promise is rejected with, checked to be of the given kind. */
async function rejection<E extends DomainError>(promise: Promise<unknown>, kind: new (...args: never[]) => E): Promise<E> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(kind);
  return error as E;
}

describe('totals of a multi-shop cart', () => {
  it('adds surcharges, discount and flash prices, VAT per rule and delivery once per shop', async () => {
    const { shopper, shopA, shopB } = await twoShopCart();
    const result = await computeCheckout(db, shopper.id, { shopIds: [shopA, shopB], isBuyNow: false });

    const [a, b] = result.shops;
    expect(a).toMatchObject({ shopId: shopA, quantity: 5, totalAmount: 7100, taxAmount: 530, deliveryCharge: 300, couponDiscount: 0, payableAmount: 7930, discount: 600 });
    expect(a.vatTaxes).toEqual([
      { id: vat10, name: 'Standard 10', percentage: 10, amount: 470 },
      { id: vat2half, name: 'Reduced 2.5', percentage: 2.5, amount: 60 },
    ]);
    // The flash price replaces the list price; the size surcharge still applies.
    expect(b).toMatchObject({ shopId: shopB, quantity: 1, totalAmount: 500, taxAmount: 50, deliveryCharge: 499, payableAmount: 1049, discount: 150 });
    expect(b.lines[0]).toMatchObject({ listPrice: 650, salePrice: 500, paidPrice: 500 });
    expect(b.lines[0].flashSaleId).not.toBeNull();

    expect(result.totals).toEqual({
      totalAmount: 7600,
      deliveryCharge: 799,
      couponDiscount: 0,
      taxAmount: 580,
      payableAmount: 8979,
      vatTaxes: [
        { id: vat10, name: 'Standard 10', percentage: 10, amount: 520 },
        { id: vat2half, name: 'Reduced 2.5', percentage: 2.5, amount: 60 },
      ],
    });
    expect(result.answer.checkout).toEqual({
      total_amount: 76,
      delivery_charge: 7.99,
      coupon_discount: 0,
      order_tax_amount: 5.8,
      payable_amount: 89.79,
      all_vat_taxes: [
        { id: vat10, name: 'Standard 10', percentage: 10, amount: 5.2 },
        { id: vat2half, name: 'Reduced 2.5', percentage: 2.5, amount: 0.6 },
      ],
    });
    expect(result.answer.apply_coupon).toBe(false);
    expect(result.answer.checkout_items.map((group) => [group.shop_name, group.products.length])).toEqual([
      ['Alpha Store', 2],
      ['Beta Store', 1],
    ]);
    // Cart prices carry surcharges and VAT: (20.00 + 1.50 + 2.00) × 1.10.
    expect(result.answer.checkout_items[0].products[0]).toMatchObject({ price: 25.85, discount_price: 0, quantity: 2 });
    expect(result.answer.checkout_items[0].products[1]).toMatchObject({ price: 10.25, discount_price: 8.2, discount_percentage: 20 });
    expect(result.answer.checkout_items[1].products[0]).toMatchObject({ price: 7.15, discount_price: 5.5 });
  });

  it('counts only the selected shops that are in the cart', async () => {
    const { shopper, shopA, shopB } = await twoShopCart();
    const onlyB = await computeCheckout(db, shopper.id, { shopIds: [shopB, 99_999], isBuyNow: false });
    expect(onlyB.totals).toMatchObject({ totalAmount: 500, deliveryCharge: 499, taxAmount: 50, payableAmount: 1049 });
    expect(onlyB.answer.checkout_items.map((group) => group.shop_id)).toEqual([shopB]);

    const none = await computeCheckout(db, shopper.id, { shopIds: [], isBuyNow: false, couponCode: 'WHATEVER' });
    expect(none.answer).toEqual({
      checkout: { total_amount: 0, delivery_charge: 0, coupon_discount: 0, order_tax_amount: 0, payable_amount: 0, all_vat_taxes: [] },
      apply_coupon: false,
      checkout_items: [],
    });
    // A shop the shopper has nothing from adds no delivery charge.
    const empty = await computeCheckout(db, shopper.id, { shopIds: [await makeShop(db, { deliveryCharge: 999 })], isBuyNow: false });
    expect(empty.totals.payableAmount).toBe(0);
    // Without a selection every shop of the basket counts.
    expect((await computeCheckout(db, shopper.id, { isBuyNow: false })).totals.payableAmount).toBe(8979);
    expect((await computeCheckout(db, shopper.id, { shopIds: [shopA], isBuyNow: false })).totals.payableAmount).toBe(7930);
  });

  it('rounds VAT half up per unit, so that the items with VAT add up to the prices the cart shows', async () => {
    const shopper = await makeShopper(db);
    const shopId = await makeShop(db);
    const vat5 = await makeVat(db, '5.00');
    // 3.33 × 5 % = 0.1665 → 0.17 a unit, so 3.50 a unit with VAT, on either line; the same
    // product twice on one line is 2 × 0.17 = 0.34 (not 6.66 × 5 % = 0.333 → 0.33, which would make
    // the checkout a cent less than the 3 × 3.50 the cart shows).
    const cheap = await makeProduct(db, { shopId, price: 333, vatTaxId: vat5 });
    const other = await makeProduct(db, { shopId, price: 333, vatTaxId: vat5 });
    await putInCart(db, shopper.id, { productId: cheap, quantity: 1 });
    await putInCart(db, shopper.id, { productId: other, quantity: 2 });
    const result = await computeCheckout(db, shopper.id, { shopIds: [shopId], isBuyNow: false });
    expect(result.totals).toMatchObject({ totalAmount: 999, taxAmount: 17 + 34, payableAmount: 1050 });
    expect(result.answer.checkout_items[0].products.map((line) => [line.price, line.quantity])).toEqual([
      [3.5, 1],
      [3.5, 2],
    ]);
    expect(result.answer.checkout.total_amount + result.answer.checkout.order_tax_amount).toBe(3 * 3.5);
  });

  it('keeps the buy-now basket apart from the cart', async () => {
    const { shopper, shopA } = await twoShopCart();
    const gadget = await makeProduct(db, { shopId: shopA, price: 1500, vatTaxId: vat10 });
    await putInCart(db, shopper.id, { productId: gadget, quantity: 1, isBuyNow: true });
    const now = await computeCheckout(db, shopper.id, { shopIds: [shopA], isBuyNow: true });
    expect(now.totals).toMatchObject({ totalAmount: 1500, taxAmount: 150, deliveryCharge: 300, payableAmount: 1950 });
    expect(now.answer.checkout_items[0].products.map((product) => product.id)).toEqual([gadget]);
    expect((await computeCheckout(db, shopper.id, { shopIds: [shopA], isBuyNow: false })).totals.totalAmount).toBe(7100);
  });

  it('works inside a transaction with the rows locked, as order placement uses it', async () => {
    const { shopper, shopA, shopB } = await twoShopCart();
    const payable = await db.transaction(async (tx) => (await computeCheckout(tx, shopper.id, { shopIds: [shopA, shopB], isBuyNow: false, lock: true })).totals.payableAmount);
    expect(payable).toBe(8979);
  });
});

describe('vouchers at checkout', () => {
  it('takes a percentage of the voucher shop’s items, capped at the maximum', async () => {
    const { shopper, shopA, shopB } = await twoShopCart();
    // 10 % of 71.00 is 7.10, capped at 5.00.
    const capped = await makeCoupon(db, { shopId: shopA, discountType: 'Percentage', discount: 1000, minOrderAmount: 5000, maxDiscountAmount: 500 });
    const result = await computeCheckout(db, shopper.id, { shopIds: [shopA, shopB], couponCode: capped.code, isBuyNow: false });
    expect(result.totals).toMatchObject({ couponDiscount: 500, taxAmount: 580, payableAmount: 8479 });
    expect(result.shops.map((s) => [s.shopId, s.couponId, s.couponDiscount, s.payableAmount])).toEqual([
      [shopA, capped.id, 500, 7430],
      [shopB, null, 0, 1049],
    ]);
    expect(result.answer).toMatchObject({ apply_coupon: true, checkout: { coupon_discount: 5, payable_amount: 84.79 } });
    expect(result.coupon).toEqual({ id: capped.id, code: capped.code, shopId: shopA });

    // Without a cap: 5 % of 71.00 = 3.55; codes match without regard to case and spaces.
    const open = await makeCoupon(db, { shopId: shopA, discountType: 'Percentage', discount: 500, maxDiscountAmount: 0 });
    const uncapped = await computeCheckout(db, shopper.id, { shopIds: [shopA, shopB], couponCode: ` ${open.code.toLowerCase()} `, isBuyNow: false });
    expect(uncapped.totals.couponDiscount).toBe(355);
  });

  it('takes a fixed amount, never more than the shop’s items', async () => {
    const { shopper, shopA, shopB } = await twoShopCart();
    const amount = await makeCoupon(db, { shopId: shopA, discountType: 'Amount', discount: 700, minOrderAmount: 7000 });
    expect((await computeCheckout(db, shopper.id, { shopIds: [shopA, shopB], couponCode: amount.code, isBuyNow: false })).totals).toMatchObject({ couponDiscount: 700, payableAmount: 8279 });
    // 20.00 off a 5.00 shop: the items are free, VAT and delivery are still paid.
    const big = await makeCoupon(db, { shopId: shopB, discountType: 'Amount', discount: 2000 });
    const result = await computeCheckout(db, shopper.id, { shopIds: [shopB], couponCode: big.code, isBuyNow: false });
    expect(result.totals).toMatchObject({ couponDiscount: 500, payableAmount: 549 });
  });

  it('refuses a voucher below its minimum spend, naming the amount', async () => {
    const { shopper, shopA } = await twoShopCart();
    const coupon = await makeCoupon(db, { shopId: shopA, discountType: 'Amount', discount: 300, minOrderAmount: 8000 });
    const error = await rejection(computeCheckout(db, shopper.id, { shopIds: [shopA], couponCode: coupon.code, isBuyNow: false }), Invalid);
    expect(error.errors).toEqual({ coupon_code: ['Spend at least 80.00 in Alpha Store to use this voucher.'] });
    // Exactly the minimum is enough.
    await db.update(s.coupons).set({ minOrderAmount: 7100 }).where(eq(s.coupons.id, coupon.id));
    expect((await computeCheckout(db, shopper.id, { shopIds: [shopA], couponCode: coupon.code, isBuyNow: false })).totals.couponDiscount).toBe(300);
  });

  it('refuses vouchers that have not started or have expired', async () => {
    const { shopper, shopA } = await twoShopCart();
    const later = await makeCoupon(db, { shopId: shopA, discountType: 'Amount', discount: 100, from: DAY, to: 2 * DAY });
    const over = await makeCoupon(db, { shopId: shopA, discountType: 'Amount', discount: 100, from: -2 * DAY, to: -1000 });
    expect((await rejection(computeCheckout(db, shopper.id, { shopIds: [shopA], couponCode: later.code, isBuyNow: false }), Invalid)).errors).toEqual({ coupon_code: ['This voucher is not active yet.'] });
    expect((await rejection(computeCheckout(db, shopper.id, { shopIds: [shopA], couponCode: over.code, isBuyNow: false }), Invalid)).errors).toEqual({ coupon_code: ['This voucher has expired.'] });
  });

  it('counts the shopper’s uses against limit_for_user; cancelled orders do not count', async () => {
    const { shopper, shopA } = await twoShopCart();
    const once = await makeCoupon(db, { shopId: shopA, discountType: 'Amount', discount: 100, limitForUser: 1 });
    await makeOrderWithCoupon(db, shopper.id, shopA, once.id, 'Cancelled');
    expect((await computeCheckout(db, shopper.id, { shopIds: [shopA], couponCode: once.code, isBuyNow: false })).totals.couponDiscount).toBe(100);
    await makeOrderWithCoupon(db, shopper.id, shopA, once.id, 'Delivered');
    const error = await rejection(computeCheckout(db, shopper.id, { shopIds: [shopA], couponCode: once.code, isBuyNow: false }), Invalid);
    expect(error.errors).toEqual({ coupon_code: ['You have already used this voucher as many times as it allows.'] });
    // A limit of two allows a second use; someone else's use does not count; 0 means no limit.
    const twice = await makeCoupon(db, { shopId: shopA, discountType: 'Amount', discount: 100, limitForUser: 2 });
    await makeOrderWithCoupon(db, shopper.id, shopA, twice.id);
    expect((await computeCheckout(db, shopper.id, { shopIds: [shopA], couponCode: twice.code, isBuyNow: false })).totals.couponDiscount).toBe(100);
    const theirs = await makeCoupon(db, { shopId: shopA, discountType: 'Amount', discount: 100, limitForUser: 1 });
    await makeOrderWithCoupon(db, (await makeShopper(db)).id, shopA, theirs.id);
    expect((await computeCheckout(db, shopper.id, { shopIds: [shopA], couponCode: theirs.code, isBuyNow: false })).totals.couponDiscount).toBe(100);
    const unlimited = await makeCoupon(db, { shopId: shopA, discountType: 'Amount', discount: 100, limitForUser: 0 });
    for (let i = 0; i < 3; i += 1) await makeOrderWithCoupon(db, shopper.id, shopA, unlimited.id);
    expect((await computeCheckout(db, shopper.id, { shopIds: [shopA], couponCode: unlimited.code, isBuyNow: false })).totals.couponDiscount).toBe(100);
  });

  it('refuses a voucher of a shop that is not in the checkout, and unknown codes', async () => {
    const { shopper, shopA, shopB } = await twoShopCart();
    const forB = await makeCoupon(db, { shopId: shopB, discountType: 'Amount', discount: 100 });
    const elsewhere = await makeCoupon(db, { shopId: await makeShop(db), discountType: 'Amount', discount: 100 });
    for (const code of [forB.code, elsewhere.code]) {
      const error = await rejection(computeCheckout(db, shopper.id, { shopIds: [shopA], couponCode: code, isBuyNow: false }), Invalid);
      expect(error.errors).toEqual({ coupon_code: ['This voucher belongs to a shop that is not in your checkout.'] });
    }
    const unknown = await rejection(computeCheckout(db, shopper.id, { shopIds: [shopA], couponCode: 'NO-SUCH-CODE', isBuyNow: false }), Invalid);
    expect(unknown.message).toBe('The coupon code is invalid.');
    // An empty code is no code.
    expect((await computeCheckout(db, shopper.id, { shopIds: [shopA], couponCode: '  ', isBuyNow: false })).answer.apply_coupon).toBe(false);
  });
});

describe('stock at checkout', () => {
  it('refuses lines beyond the stock, counting every colour and size of a product together', async () => {
    const shopper = await makeShopper(db);
    const shopId = await makeShop(db);
    const blue = await makeColor(db);
    const green = await makeColor(db);
    const product = await makeProduct(db, { shopId, price: 1000, quantity: 5, name: 'Limited Lamp', colors: [{ id: blue, price: 0 }, { id: green, price: 0 }] });
    await putInCart(db, shopper.id, { productId: product, quantity: 3, colorId: blue });
    await putInCart(db, shopper.id, { productId: product, quantity: 2, colorId: green });
    expect((await computeCheckout(db, shopper.id, { shopIds: [shopId], isBuyNow: false })).totals.totalAmount).toBe(5000);
    await setStock(db, product, 4);
    const error = await rejection(computeCheckout(db, shopper.id, { shopIds: [shopId], isBuyNow: false }), Refused);
    expect(error.message).toBe('Sorry! product cart quantity is limited. No more stock: only 4 of Limited Lamp left.');
    await setStock(db, product, 0);
    expect((await rejection(computeCheckout(db, shopper.id, { shopIds: [shopId], isBuyNow: false }), Refused)).message).toBe('Sorry! product cart quantity is limited. No more stock: Limited Lamp is out of stock.');
    // A shop left out of the selection does not block the others.
    const otherShop = await makeShop(db, { deliveryCharge: 100 });
    await putInCart(db, shopper.id, { productId: await makeProduct(db, { shopId: otherShop, price: 700 }), quantity: 1 });
    expect((await computeCheckout(db, shopper.id, { shopIds: [otherShop], isBuyNow: false })).totals.payableAmount).toBe(800);
  });

  it('limits a flash-sale product to its flash stock and refuses products no longer sold', async () => {
    const shopper = await makeShopper(db);
    const shopId = await makeShop(db);
    const deal = await makeProduct(db, { shopId, price: 1000, quantity: 100, name: 'Deal Drone' });
    await makeFlashSale(db, deal, { price: 500, quantity: 10, sold: 8 });
    await putInCart(db, shopper.id, { productId: deal, quantity: 3 });
    expect((await rejection(computeCheckout(db, shopper.id, { shopIds: [shopId], isBuyNow: false }), Refused)).message).toContain('only 2 of Deal Drone left');

    const gone = await makeProduct(db, { shopId, price: 1000, name: 'Retired Radio', isActive: false });
    const other = await makeShopper(db);
    await putInCart(db, other.id, { productId: gone, quantity: 1 });
    expect((await rejection(computeCheckout(db, other.id, { shopIds: [shopId], isBuyNow: false }), Refused)).message).toBe('Retired Radio is no longer available. Please remove it from your cart.');
  });
});

describe('what order placement reuses', () => {
  it('records lines as order items and takes the stock, flash stock included, counting it as sold, only when enough is left', async () => {
    const { shopper, shopA, shopB, shirt, cap } = await twoShopCart();
    const result = await computeCheckout(db, shopper.id, { shopIds: [shopA, shopB], isBuyNow: false, locale: 'ar' });
    const [shirtLine] = result.shops[0].lines;
    expect(orderItemValues(shirtLine)).toMatchObject({ productId: shirt, price: 2350, discountPrice: 0, quantity: 2, color: { price: 150 }, size: { price: 200 }, unit: null });
    expect(orderItemValues(result.shops[1].lines[0])).toMatchObject({ productId: cap, price: 650, discountPrice: 500, quantity: 1 });

    const lines = result.shops.flatMap((entry) => entry.lines);
    const stockOf = async (id: number) => (await db.select({ quantity: s.products.quantity }).from(s.products).where(eq(s.products.id, id)))[0].quantity;
    const soldOf = async (id: number) => (await db.select({ totalSold: s.products.totalSold }).from(s.products).where(eq(s.products.id, id)))[0].totalSold;
    await db.transaction((tx) => takeStock(tx, lines));
    expect([await stockOf(shirt), await stockOf(cap)]).toEqual([98, 99]);
    expect([await soldOf(shirt), await soldOf(cap)]).toEqual([2, 1]);
    const [sale] = await db.select().from(s.flashSaleProducts).where(eq(s.flashSaleProducts.productId, cap));
    expect(sale.sold).toBe(1);

    // Not enough of one product: nothing at all is taken, and the answer names the product.
    const capName = lines.find((line) => line.productId === cap)?.name;
    await setStock(db, cap, 0);
    const error = await rejection(db.transaction((tx) => takeStock(tx, lines)), Refused);
    expect(error.message).toBe(`Sorry! product cart quantity is limited. No more stock: ${capName} is out of stock.`);
    expect([await stockOf(shirt), await stockOf(cap)]).toEqual([98, 0]);
    expect([await soldOf(shirt), await soldOf(cap)]).toEqual([2, 1]);

    // Enough of the product but the flash sale's stock is gone: refused as well, nothing taken.
    await setStock(db, cap, 99);
    await db.update(s.flashSaleProducts).set({ sold: s.flashSaleProducts.quantity }).where(eq(s.flashSaleProducts.productId, cap));
    const soldOut = await rejection(db.transaction((tx) => takeStock(tx, lines)), Refused);
    expect(soldOut.message).toBe(`Sorry! product cart quantity is limited. No more stock: ${capName} is sold out in the flash sale.`);
    expect([await stockOf(shirt), await stockOf(cap)]).toEqual([98, 99]);
    expect([await soldOf(shirt), await soldOf(cap)]).toEqual([2, 1]);
  });
});
