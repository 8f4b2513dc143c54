// The cart, voucher and checkout calls on PostgreSQL, where requests really run at the same time
// (PGlite runs one statement after another): racing collects and racing adds must still end with
// one collection and no more units than the stock.
import { and, eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import type { CartAnswer } from '@/server/services/cart';
import type { Checkout } from '@/lib/api/schemas/cart';
import { computeCheckout } from '@/server/services/checkout';
import { takeStock } from '@/server/services/stock';
import { makeColor, makeCoupon, makeFlashSale, makeProduct, makeShop, makeShopper, makeVat } from './cart-fixtures';
import { shopOnPostgres } from './postgres-shop';
import { call, type Envelope, type TestShop } from './test-app';

jest.setTimeout(120_000);

let shop: TestShop;
shopOnPostgres((started) => (shop = started));

describe('cart and vouchers on PostgreSQL', () => {
  it('gives one collection to 20 concurrent collects, answering 200 once and 422 otherwise', async () => {
    const db = shop.handle.db;
    const shopper = await makeShopper(db);
    const coupon = await makeCoupon(db, { shopId: await makeShop(db), discountType: 'Amount', discount: 500 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('/vouchers-collect', { method: 'POST', headers: shopper.headers, json: { coupon_id: coupon.id } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array.from({ length: 19 }, () => 422)]);
    const rows = await db.select().from(s.collectedCoupons).where(and(eq(s.collectedCoupons.userId, shopper.id), eq(s.collectedCoupons.couponId, coupon.id)));
    expect(rows).toHaveLength(1);
  });

  it('never puts more units in the cart than the stock when adds race, across colours', async () => {
    const db = shop.handle.db;
    const shopper = await makeShopper(db);
    const blue = await makeColor(db);
    const green = await makeColor(db);
    const product = await makeProduct(db, { shopId: await makeShop(db), price: 1000, quantity: 5, colors: [{ id: blue, price: 0 }, { id: green, price: 50 }] });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('/cart/store', { method: 'POST', headers: shopper.headers, json: { product_id: product, quantity: 1, color: i % 2 ? blue : green } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 422)).toBe(true);
    const cart = (await call<Envelope<CartAnswer>>('/carts', { headers: shopper.headers })).body.data;
    expect(cart.total).toBe(5);
  });

  it('computes the checkout with a voucher', async () => {
    const db = shop.handle.db;
    const shopper = await makeShopper(db);
    const shopId = await makeShop(db, { deliveryCharge: 199 });
    const vat = await makeVat(db, '5.00');
    const product = await makeProduct(db, { shopId, price: 2500, vatTaxId: vat });
    const coupon = await makeCoupon(db, { shopId, discountType: 'Percentage', discount: 1000, minOrderAmount: 1000 });
    expect((await call('/cart/store', { method: 'POST', headers: shopper.headers, json: { product_id: product, quantity: 2 } })).status).toBe(200);
    const answer = await call<Envelope<Checkout>>('/cart/checkout', { method: 'POST', headers: shopper.headers, json: { shop_ids: [shopId], coupon_code: coupon.code } });
    expect(answer.body.data.checkout).toEqual({
      total_amount: 50,
      delivery_charge: 1.99,
      coupon_discount: 5,
      order_tax_amount: 2.5,
      payable_amount: 49.49,
      all_vat_taxes: [{ id: vat, name: 'VAT 5.00%', percentage: 5, amount: 2.5 }],
    });
    expect((await call<Envelope<{ coupons: unknown[] }>>(`/get-vouchers?shop_id=${shopId}`, { headers: shopper.headers })).body.data.coupons).toHaveLength(1);
  });

  it('locks and takes the stock inside a transaction, as order placement does', async () => {
    const db = shop.handle.db;
    const shopper = await makeShopper(db);
    const shopId = await makeShop(db);
    const product = await makeProduct(db, { shopId, price: 1000, quantity: 3 });
    await makeFlashSale(db, product, { price: 800, quantity: 2 });
    await call('/cart/store', { method: 'POST', headers: shopper.headers, json: { product_id: product, quantity: 2 } });
    const payable = await db.transaction(async (tx) => {
      const result = await computeCheckout(tx, shopper.id, { shopIds: [shopId], isBuyNow: false, lock: true });
      await takeStock(tx, result.shops.flatMap((entry) => entry.lines));
      return result.totals.payableAmount;
    });
    expect(payable).toBe(1600);
    const [row] = await db.select({ quantity: s.products.quantity }).from(s.products).where(eq(s.products.id, product));
    expect(row.quantity).toBe(1);
  });
});
