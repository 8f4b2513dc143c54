// Shop vouchers: the list with the Coupon shape and is_collected, collecting once (also when 20
// collects race), the collected list, and the answers to bad input.
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import type { Coupon } from '@/lib/api/schemas/cart';
import { DAY, makeCoupon, makeProduct, makeShop, makeShopper, type Shopper } from '@/server/test/cart-fixtures';
import { call, shopForTests, type Envelope } from '@/server/test/test-app';

jest.setTimeout(60_000);

let db: Db;
shopForTests((started) => (db = started.handle.db));

const vouchers = async (who: Shopper, shopId?: number) => (await call<Envelope<{ coupons: Coupon[] }>>(`/get-vouchers${shopId ? `?shop_id=${shopId}` : ''}`, { headers: who.headers })).body.data.coupons;
const collected = async (who: Shopper, shopId?: number) => (await call<Envelope<{ coupons: Coupon[] }>>(`/get-collected-vouchers${shopId ? `?shop_id=${shopId}` : ''}`, { headers: who.headers })).body.data.coupons;
const collect = (who: Shopper, json: unknown) => call<Envelope<{ coupon: Coupon }>>('/vouchers-collect', { method: 'POST', headers: who.headers, json });

describe('voucher calls need a token', () => {
  it('answers 401 without one', async () => {
    expect((await call('/get-vouchers?shop_id=1')).status).toBe(401);
    expect((await call('/get-collected-vouchers?shop_id=1')).status).toBe(401);
    expect((await call('/vouchers-collect', { method: 'POST', json: { coupon_id: 1 } })).status).toBe(401);
  });
});

describe('listing a shop’s vouchers', () => {
  it('answers the Coupon shape, running ones and upcoming ones, not expired ones', async () => {
    const shopper = await makeShopper(db);
    const shopId = await makeShop(db);
    const percent = await makeCoupon(db, { shopId, discountType: 'Percentage', discount: 1250, minOrderAmount: 2000, maxDiscountAmount: 1500, limitForUser: 2, code: 'SPRING12', from: -2 * DAY });
    const amount = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 550, minOrderAmount: 3000, from: -DAY });
    const upcoming = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 100, from: DAY, to: 3 * DAY });
    await makeCoupon(db, { shopId, discountType: 'Amount', discount: 100, from: -3 * DAY, to: -DAY });
    await makeCoupon(db, { shopId: await makeShop(db), discountType: 'Amount', discount: 100 });

    const list = await vouchers(shopper, shopId);
    expect(list.map((coupon) => coupon.id)).toEqual([percent.id, amount.id, upcoming.id]);
    const end = percent.endAt;
    const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    const two = (n: number) => String(n).padStart(2, '0');
    expect(list[0]).toEqual({
      id: percent.id,
      voucher_type: 'Shop Voucher',
      code: 'SPRING12',
      discount_type: 'Percentage',
      discount: 12.5,
      min_order_amount: 20,
      max_discount_amount: 15,
      limit_for_user: 2,
      shop_id: shopId,
      started: true,
      validity: `${two(end.getUTCDate())} ${months[end.getUTCMonth()]} ${end.getUTCFullYear()} ${two(end.getUTCHours())}:${two(end.getUTCMinutes())}`,
      is_collected: false,
      followers_only: false,
      usage_limit: null,
      uses_left: null,
    });
    expect(list[0].validity).toMatch(/^\d{2} [A-Z][a-z]+ \d{4} \d{2}:\d{2}$/);
    expect(list[1]).toMatchObject({ discount_type: 'Amount', discount: 5.5, min_order_amount: 30, max_discount_amount: 0, started: true });
    expect(list[2].started).toBe(false);
    expect(await vouchers(shopper, await makeShop(db))).toEqual([]);
  });

  it('lists the seeded vouchers of a demo shop', async () => {
    const shopper = await makeShopper(db);
    const list = await vouchers(shopper, 1);
    expect(list.map((coupon) => coupon.code)).toEqual(expect.arrayContaining(['SHOP1SAVE10', 'SHOP1OFF5']));
    expect(list.find((coupon) => coupon.code === 'SHOP1SAVE10')).toMatchObject({ discount_type: 'Percentage', discount: 10, min_order_amount: 20, max_discount_amount: 15 });
  });
});

describe('collecting', () => {
  it('collects once; the list and the collected list follow', async () => {
    const shopper = await makeShopper(db);
    const other = await makeShopper(db);
    const shopId = await makeShop(db);
    const first = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 500 });
    const second = await makeCoupon(db, { shopId, discountType: 'Percentage', discount: 500 });

    const answer = await collect(shopper, { coupon_id: first.id });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Voucher collected successfully');
    expect(answer.body.data.coupon).toMatchObject({ id: first.id, is_collected: true });

    const again = await collect(shopper, { coupon_id: String(first.id) });
    expect(again).toMatchObject({ status: 422, body: { message: 'Voucher already collected' } });

    expect((await vouchers(shopper, shopId)).map((coupon) => [coupon.id, coupon.is_collected])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    // Another shopper's flags are their own.
    expect((await vouchers(other, shopId)).every((coupon) => !coupon.is_collected)).toBe(true);
    expect((await collected(shopper, shopId)).map((coupon) => coupon.id)).toEqual([first.id]);
    expect(await collected(other, shopId)).toEqual([]);
    expect(await collected(shopper, await makeShop(db))).toEqual([]);
  });

  it('gives exactly one collection to 20 collects at once, and no 500', async () => {
    const shopper = await makeShopper(db);
    const coupon = await makeCoupon(db, { shopId: await makeShop(db), discountType: 'Amount', discount: 500 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => collect(shopper, { coupon_id: coupon.id })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array.from({ length: 19 }, () => 422)]);
    expect(answers.filter((answer) => answer.status === 422).every((answer) => answer.body.message === 'Voucher already collected')).toBe(true);
    const rows = await db.select().from(s.collectedCoupons).where(and(eq(s.collectedCoupons.userId, shopper.id), eq(s.collectedCoupons.couponId, coupon.id)));
    expect(rows).toHaveLength(1);
  });

  it('refuses unknown and expired vouchers and bad ids', async () => {
    const shopper = await makeShopper(db);
    // The original's rules and words: exists:coupons,id and exists:shops,id.
    expect(await collect(shopper, { coupon_id: 99_999_999 })).toMatchObject({ status: 422, body: { message: 'The coupon id is not exists.', errors: { coupon_id: ['The coupon id is not exists.'] } } });
    expect(await call('/get-vouchers?shop_id=99999999', { headers: shopper.headers })).toMatchObject({ status: 422, body: { errors: { shop_id: ['The shop id is not exists.'] } } });
    const over = await makeCoupon(db, { shopId: await makeShop(db), discountType: 'Amount', discount: 100, from: -2 * DAY, to: -DAY });
    expect(await collect(shopper, { coupon_id: over.id })).toMatchObject({ status: 422, body: { message: 'This voucher has expired.' } });
    expect((await collect(shopper, {})).body).toMatchObject({ errors: { coupon_id: ['The coupon id field is required.'] } });
    for (const json of [{ coupon_id: 'abc' }, { coupon_id: -3 }, { coupon_id: 2_147_483_648 }, { coupon_id: [1] }]) expect((await collect(shopper, json)).status).toBe(422);
    for (const query of ['shop_id=abc', 'shop_id=-1', 'shop_id=99999999999999', 'shop_id=1.5']) {
      expect((await call(`/get-vouchers?${query}`, { headers: shopper.headers })).status).toBe(422);
      expect((await call(`/get-collected-vouchers?${query}`, { headers: shopper.headers })).status).toBe(422);
    }
  });
});

type CentreAnswer = { total: number; coupons: (Coupon & { shop_name: string; shop_logo: string; max_saving: number | null })[]; shops: { id: number; name: string }[]; categories: { id: number; name: string }[] };
const centre = (query = '', headers?: Record<string, string>) => call<Envelope<CentreAnswer>>(`/get-all-vouchers${query ? `?${query}` : ''}`, { headers });

describe('the voucher centre (GET /get-all-vouchers)', () => {
  it('lists collectable vouchers across shops to anyone, the same with or without a token', async () => {
    const shopId = await makeShop(db, { name: 'Centre Shop' });
    await makeProduct(db, { shopId, price: 1000 });
    const running = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 500, usageLimit: 10, used: 3 });
    const upcoming = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 300, from: DAY, to: 3 * DAY });
    const expired = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 100, from: -3 * DAY, to: -DAY });
    const usedUp = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 900, usageLimit: 2, used: 2 });
    const closed = await makeShop(db, { isActive: false });
    const ofClosed = await makeCoupon(db, { shopId: closed, discountType: 'Amount', discount: 100 });

    const anonymous = await centre(`shop_id=${shopId}&sort=value`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.message).toBe('All vouchers');
    expect(anonymous.body.data.total).toBe(2);
    expect(anonymous.body.data.coupons.map((coupon) => coupon.id)).toEqual([running.id, upcoming.id]);
    expect(anonymous.body.data.coupons[0]).toMatchObject({ shop_id: shopId, shop_name: 'Centre Shop', shop_logo: '/media/logo.webp', usage_limit: 10, uses_left: 7, max_saving: 5, is_collected: false, started: true });
    expect(anonymous.body.data.coupons[1]).toMatchObject({ started: false, usage_limit: null, uses_left: null });
    const everything = (await centre('per_page=100')).body.data;
    expect(everything.total).toBeLessThanOrEqual(100);
    const ids = everything.coupons.map((coupon) => coupon.id);
    expect(ids).not.toContain(expired.id);
    expect(ids).not.toContain(usedUp.id);
    expect(ids).not.toContain(ofClosed.id);
    expect(everything.shops).toContainEqual({ id: shopId, name: 'Centre Shop' });
    expect(everything.shops.map((shop) => shop.id)).not.toContain(closed);
    expect(everything.categories.length).toBeGreaterThan(0);

    // A shopper's own collections never change the shared list.
    const shopper = await makeShopper(db);
    expect((await collect(shopper, { coupon_id: running.id })).status).toBe(200);
    const signedIn = await centre(`shop_id=${shopId}&sort=value`, shopper.headers);
    expect(signedIn.body).toEqual(anonymous.body);
  });

  it('sorts by value, expiry and newest, and pages', async () => {
    const shopId = await makeShop(db);
    const small = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 500, from: -4 * DAY, to: 2 * DAY });
    const capped = await makeCoupon(db, { shopId, discountType: 'Percentage', discount: 1000, maxDiscountAmount: 1500, from: -DAY, to: 9 * DAY });
    const uncapped = await makeCoupon(db, { shopId, discountType: 'Percentage', discount: 500, from: -3 * DAY, to: 5 * DAY });
    const large = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 2000, from: -2 * DAY, to: DAY });
    const order = async (query: string) => (await centre(`shop_id=${shopId}&${query}`)).body.data.coupons.map((coupon) => coupon.id);

    expect(await order('sort=value')).toEqual([uncapped.id, large.id, capped.id, small.id]);
    // value is the default.
    expect(await order('')).toEqual([uncapped.id, large.id, capped.id, small.id]);
    expect(await order('sort=expiry')).toEqual([large.id, small.id, uncapped.id, capped.id]);
    expect(await order('sort=newest')).toEqual([capped.id, large.id, uncapped.id, small.id]);
    expect((await centre(`shop_id=${shopId}&sort=value`)).body.data.coupons.map((coupon) => coupon.max_saving)).toEqual([null, 20, 15, 5]);

    const first = (await centre(`shop_id=${shopId}&sort=expiry&per_page=3`)).body.data;
    const second = (await centre(`shop_id=${shopId}&sort=expiry&per_page=3&page=2`)).body.data;
    expect(first.total).toBe(4);
    expect(first.coupons.map((coupon) => coupon.id)).toEqual([large.id, small.id, uncapped.id]);
    expect(second.coupons.map((coupon) => coupon.id)).toEqual([capped.id]);
    expect((await centre(`shop_id=${shopId}&page=3&per_page=3`)).body.data.coupons).toEqual([]);
  });

  it('filters by category: the categories of the shop’s active products', async () => {
    const [first, second] = await db.select({ id: s.categories.id }).from(s.categories).limit(2);
    const books = await makeShop(db);
    const shoes = await makeShop(db);
    const book = await makeProduct(db, { shopId: books, price: 1000 });
    const shoe = await makeProduct(db, { shopId: shoes, price: 1000 });
    await db.update(s.products).set({ categoryId: first.id }).where(eq(s.products.id, book));
    await db.update(s.products).set({ categoryId: second.id }).where(eq(s.products.id, shoe));
    const ofBooks = await makeCoupon(db, { shopId: books, discountType: 'Amount', discount: 100 });
    const ofShoes = await makeCoupon(db, { shopId: shoes, discountType: 'Amount', discount: 100 });

    const inFirst = (await centre(`category_id=${first.id}&per_page=100&sort=newest`)).body.data.coupons.map((coupon) => coupon.id);
    expect(inFirst).toContain(ofBooks.id);
    expect(inFirst).not.toContain(ofShoes.id);
    expect((await centre(`category_id=${second.id}&shop_id=${shoes}`)).body.data.coupons.map((coupon) => coupon.id)).toEqual([ofShoes.id]);
    expect((await centre(`category_id=${first.id}&shop_id=${shoes}`)).body.data).toMatchObject({ total: 0, coupons: [] });
    // A shop whose products are all hidden has no category.
    await db.update(s.products).set({ isActive: false }).where(eq(s.products.id, book));
    expect((await centre(`category_id=${first.id}&shop_id=${books}`)).body.data.coupons).toEqual([]);
  });

  it('answers 422 to bad filters, sorts and pages', async () => {
    for (const query of ['sort=cheapest', 'sort=', 'shop_id=abc', 'shop_id=-1', 'shop_id=99999999', 'category_id=1.5', 'category_id=99999999', 'page=0', 'per_page=1000', 'per_page=abc']) {
      const answer = await centre(query);
      // An empty value counts as absent.
      if (query === 'sort=') expect(answer.status).toBe(200);
      else expect({ query, status: answer.status }).toEqual({ query, status: 422 });
    }
    expect((await centre('sort=cheapest')).body).toMatchObject({ errors: { sort: ['The selected sort is invalid.'] } });
    expect((await centre('shop_id=99999999')).body).toMatchObject({ errors: { shop_id: ['The shop id is not exists.'] } });
    expect((await centre('category_id=99999999')).body).toMatchObject({ errors: { category_id: ['The selected category id is invalid.'] } });
  });
});
