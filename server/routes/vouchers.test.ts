// Shop vouchers: the list with the Coupon shape and is_collected, collecting once (also when 20
// collects race), the collected list, and the answers to bad input.
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import type { Coupon } from '@/lib/api/schemas/cart';
import { DAY, makeCoupon, makeShop, makeShopper, type Shopper } from '@/server/test/cart-fixtures';
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
