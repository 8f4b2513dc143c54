// Contract tests of the cart, checkout and voucher calls: the client's schemas against the
// built-in backend (seeded, in process), and against answers written the upstream backend's way.
import { makeColor, makeCoupon, makeProduct, makeShop, makeShopper, makeVat } from '@/server/test/cart-fixtures';
import { startTestShop, type TestShop } from '@/server/test/test-app';
import type { Api } from './client';
import { ApiError } from './core';
import { cartSchema, checkoutSchema, couponListSchema } from './schemas/cart';
import { inProcessApi } from '@/server/test/in-process-api';

jest.setTimeout(60_000);

let shop: TestShop;
const seen: Request[] = [];

const clientFor = (token: string): Api => inProcessApi({ token, seen });

async function shopperApi(): Promise<Api> {
  return clientFor((await makeShopper(shop.handle.db)).token);
}

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('cart calls', () => {
  it('carts, addToCart, incrementCart, decrementCart and deleteCartLine read the Cart shape', async () => {
    const db = shop.handle.db;
    const api = await shopperApi();
    const shopId = await makeShop(db, { name: 'Contract Corner' });
    const color = await makeColor(db);
    const productId = await makeProduct(db, { shopId, price: 1000, vatTaxId: await makeVat(db, '5.00'), colors: [{ id: color, price: 200 }] });

    expect(await api.carts()).toEqual({ total: 0, cart_items: [], info: [] });
    const added = await api.addToCart({ product_id: productId, quantity: 2, color });
    expect(added.message).toBe('product added to cart');
    expect(added.data.total).toBe(2);
    expect(added.data.cart_items[0]).toMatchObject({ shop_id: shopId, shop_name: 'Contract Corner', shop_online: false });
    const [line] = added.data.cart_items[0].products;
    expect(line).toMatchObject({ id: productId, quantity: 2, price: 12.6, discount_price: 0, color: { id: color, price: 2 }, size: null, unit: null, total_reviews: '0' });
    const body = JSON.parse(await (seen.at(-1) as Request).text());
    expect(body).toEqual({ product_id: productId, quantity: 2, color });

    expect((await api.incrementCart({ product_id: productId })).data.total).toBe(3);
    expect((await api.decrementCart({ cart_id: line.cart_id as number })).message).toBe('product quantity decreased');
    const removed = await api.deleteCartLine({ product_id: productId });
    expect(removed).toEqual({ message: 'product removed from cart', data: { total: 0, cart_items: [], info: [] } });

    await api.addToCart({ product_id: productId, quantity: 1, color, is_buy_now: true });
    expect((await api.carts(true)).total).toBe(1);
    expect(new URL(seen.at(-1)?.url ?? '').searchParams.get('is_buy_now')).toBe('1');
    expect((await api.carts()).total).toBe(0);
  });

  it('turns a refused add into an ApiError with the field errors', async () => {
    const db = shop.handle.db;
    const api = await shopperApi();
    const productId = await makeProduct(db, { shopId: await makeShop(db), price: 1000, colors: [{ id: await makeColor(db), price: 0 }] });
    const error = await api.addToCart({ product_id: productId, quantity: 1 }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).fieldError('color')).toBe('The color field is required.');
    const unauthenticated = await clientFor('not-a-token').carts().catch((reason: unknown) => reason);
    expect((unauthenticated as ApiError).status).toBe(401);
  });

  it('checkout reads the summary; a voucher that does not apply is an ApiError on coupon_code', async () => {
    const db = shop.handle.db;
    const api = await shopperApi();
    const shopId = await makeShop(db, { deliveryCharge: 150, name: 'Tea House' });
    const productId = await makeProduct(db, { shopId, price: 2000, vatTaxId: await makeVat(db, '10.00', 'Ten') });
    const coupon = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 500, minOrderAmount: 5000 });
    await api.addToCart({ product_id: productId, quantity: 2 });
    const { data } = await api.checkout({ shop_ids: [shopId] });
    expect(data.checkout).toEqual({
      total_amount: 40,
      delivery_charge: 1.5,
      coupon_discount: 0,
      order_tax_amount: 4,
      payable_amount: 45.5,
      all_vat_taxes: [{ id: expect.any(Number), name: 'Ten', percentage: 10, amount: 4 }],
    });
    expect(data.apply_coupon).toBe(false);
    expect(data.checkout_items[0].products[0].price).toBe(22);
    const error = (await api.checkout({ shop_ids: [shopId], coupon_code: coupon.code }).catch((reason: unknown) => reason)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.fieldError('coupon_code')).toBe('Spend at least 50.00 in Tea House to use this voucher.');
    await api.incrementCart({ product_id: productId });
    await api.incrementCart({ product_id: productId });
    expect((await api.checkout({ shop_ids: [shopId], coupon_code: coupon.code })).data).toMatchObject({ apply_coupon: true, checkout: { coupon_discount: 5, payable_amount: 84.5 } });
  });
});

describe('voucher calls', () => {
  it('vouchers, collectVoucher and collectedVouchers read the Coupon shape', async () => {
    const db = shop.handle.db;
    const api = await shopperApi();
    const shopId = await makeShop(db);
    const coupon = await makeCoupon(db, { shopId, discountType: 'Percentage', discount: 1500, minOrderAmount: 1000, maxDiscountAmount: 800 });
    const { coupons } = await api.vouchers(shopId);
    expect(coupons).toEqual([
      expect.objectContaining({ id: coupon.id, code: coupon.code, discount_type: 'Percentage', discount: 15, min_order_amount: 10, max_discount_amount: 8, started: true, is_collected: false, shop_id: shopId }),
    ]);
    const collected = await api.collectVoucher(coupon.id);
    expect(collected.message).toBe('Voucher collected successfully');
    expect(collected.data.coupon?.is_collected).toBe(true);
    const again = (await api.collectVoucher(coupon.id).catch((reason: unknown) => reason)) as ApiError;
    expect([again.status, again.message]).toEqual([422, 'Voucher already collected']);
    expect((await api.collectedVouchers(shopId)).coupons.map((item) => item.id)).toEqual([coupon.id]);
    expect((await api.collectedVouchers()).coupons.map((item) => item.id)).toEqual([coupon.id]);
  });
});

describe('answers written the upstream way', () => {
  it('reads numbers as strings, a unit object, one info message and null lists', () => {
    const cart = cartSchema.parse({
      total: '2',
      cart_items: [
        {
          shop_id: '4',
          shop_name: 'Upstream Shop',
          shop_logo: null,
          shop_rating: '4.5',
          shop_online: 1,
          products: [
            {
              id: 9,
              quantity: '2',
              name: 'Tea',
              thumbnail: 'https://cdn.example/tea.webp',
              brand: null,
              price: '10.50',
              discount_price: null,
              discount_percentage: 0,
              rating: 4,
              total_reviews: 12,
              total_sold: '1,204',
              color: null,
              size: { id: 2, name: 'L', price: '1.00' },
              unit: { id: 1, name: 'Box' },
            },
          ],
        },
      ],
      info: 'Some prices changed',
    });
    expect(cart.total).toBe(2);
    expect(cart.info).toEqual(['Some prices changed']);
    expect(cart.cart_items[0]).toMatchObject({ shop_id: 4, shop_rating: 4.5, shop_online: true });
    expect(cart.cart_items[0].products[0]).toMatchObject({ price: 10.5, discount_price: 0, total_reviews: '12', unit: 'Box', size: { id: 2, name: 'L', price: 1 } });
    expect(cartSchema.parse({ total: 0, cart_items: null, info: null })).toEqual({ total: 0, cart_items: [], info: [] });

    const checkout = checkoutSchema.parse({
      checkout: { total_amount: '20.00', delivery_charge: 0, coupon_discount: null, order_tax_amount: '1.00', payable_amount: '21.00', all_vat_taxes: null },
      apply_coupon: 0,
      checkout_items: null,
    });
    expect(checkout).toEqual({
      checkout: { total_amount: 20, delivery_charge: 0, coupon_discount: 0, order_tax_amount: 1, payable_amount: 21, all_vat_taxes: [] },
      apply_coupon: false,
      checkout_items: [],
    });

    const { coupons } = couponListSchema.parse({
      coupons: [{ id: 3, code: 'X', discount_type: 'Amount', discount: '5.00', min_order_amount: '30.00', max_discount_amount: null, limit_for_user: '1', shop_id: 2, validity: '05 January 2026 14:30', is_collected: 0 }],
    });
    expect(coupons[0]).toMatchObject({ discount: 5, min_order_amount: 30, max_discount_amount: 0, limit_for_user: 1, started: true, is_collected: false, voucher_type: null });
  });
});
