// Following shops: follow and unfollow (idempotent, one row per shopper and shop, also when the
// taps race), the count on the shop's details and in the status, the followed shops with their
// newest products, each shopper's follows their own, the answers to bad input and to no token,
// and the vouchers only followers may collect.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import type { FollowedShop, FollowState } from '@/lib/api/schemas/shop';
import type { Coupon } from '@/lib/api/schemas/cart';
import { makeCoupon, makeProduct, makeShop, makeShopper, putInCart, type Shopper } from '@/server/test/cart-fixtures';
import { call, shopForTests, type Envelope } from '@/server/test/test-app';

jest.setTimeout(60_000);

let db: Db;
shopForTests((started) => (db = started.handle.db));

const follow = (who: Shopper, json: unknown) => call<Envelope<{ follow: FollowState }>>('/follow-shop', { method: 'POST', headers: who.headers, json });
const unfollow = (who: Shopper, json: unknown) => call<Envelope<{ follow: FollowState }>>('/unfollow-shop', { method: 'POST', headers: who.headers, json });
const status = async (who: Shopper, shopId: number) => (await call<Envelope<{ follow: FollowState }>>(`/shop-follow-status?shop_id=${shopId}`, { headers: who.headers })).body.data.follow;
const followed = async (who: Shopper) => (await call<Envelope<{ total: number; shops: FollowedShop[] }>>('/followed-shops', { headers: who.headers })).body.data;
const followersOf = async (shopId: number) => (await call<Envelope<{ shop: { total_followers: number } }>>(`/shops/${shopId}`)).body.data.shop.total_followers;
const rowsOf = async (shopId: number, userId?: number) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(s.shopFollowers)
    .where(userId === undefined ? eq(s.shopFollowers.shopId, shopId) : and(eq(s.shopFollowers.shopId, shopId), eq(s.shopFollowers.userId, userId)));
  return row.n;
};

describe('following calls need a token', () => {
  it('answers 401 without one, and for a made-up one', async () => {
    expect((await call('/follow-shop', { method: 'POST', json: { shop_id: 1 } })).status).toBe(401);
    expect((await call('/unfollow-shop', { method: 'POST', json: { shop_id: 1 } })).status).toBe(401);
    expect((await call('/shop-follow-status?shop_id=1')).status).toBe(401);
    expect((await call('/followed-shops')).status).toBe(401);
    expect((await call('/followed-shops', { headers: { Authorization: 'Bearer made-up' } })).status).toBe(401);
  });
});

describe('following a shop', () => {
  it('follows and unfollows, answering the state and the count, which the shop details show', async () => {
    const shopId = await makeShop(db);
    const alice = await makeShopper(db);
    const bob = await makeShopper(db);
    expect(await followersOf(shopId)).toBe(0);
    expect(await status(alice, shopId)).toEqual({ shop_id: shopId, is_following: false, total_followers: 0 });

    const first = await follow(alice, { shop_id: shopId });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Shop followed', data: { follow: { shop_id: shopId, is_following: true, total_followers: 1 } } });
    // Following twice is following: one row, the same count.
    expect((await follow(alice, { shop_id: shopId })).body.data.follow).toEqual({ shop_id: shopId, is_following: true, total_followers: 1 });
    expect((await follow(bob, { shop_id: String(shopId) })).body.data.follow.total_followers).toBe(2);
    expect(await followersOf(shopId)).toBe(2);
    expect(await status(alice, shopId)).toEqual({ shop_id: shopId, is_following: true, total_followers: 2 });

    const gone = await unfollow(alice, { shop_id: shopId });
    expect(gone.body).toEqual({ message: 'Shop unfollowed', data: { follow: { shop_id: shopId, is_following: false, total_followers: 1 } } });
    expect((await unfollow(alice, { shop_id: shopId })).body.data.follow.total_followers).toBe(1);
    expect(await status(alice, shopId)).toEqual({ shop_id: shopId, is_following: false, total_followers: 1 });
    expect(await status(bob, shopId)).toEqual({ shop_id: shopId, is_following: true, total_followers: 1 });
    expect(await followersOf(shopId)).toBe(1);
  });

  it('ends with one row per shopper and a count equal to the rows when follows and unfollows race', async () => {
    const shopId = await makeShop(db);
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => makeShopper(db)));
    // Each shopper taps follow ten times at once: one row each.
    const taps = await Promise.all(shoppers.flatMap((who) => Array.from({ length: 10 }, () => follow(who, { shop_id: shopId }))));
    expect(taps.every((tap) => tap.status === 200)).toBe(true);
    expect(await rowsOf(shopId)).toBe(6);
    for (const who of shoppers) expect(await rowsOf(shopId, who.id)).toBe(1);
    expect(await followersOf(shopId)).toBe(6);

    // Follows and unfollows of the same shoppers interleaved: whatever each ends with, the count
    // is the rows, never more nor less.
    const mixed = await Promise.all(shoppers.flatMap((who, i) => Array.from({ length: 8 }, (_, k) => ((i + k) % 2 === 0 ? follow(who, { shop_id: shopId }) : unfollow(who, { shop_id: shopId })))));
    expect(mixed.every((tap) => tap.status === 200)).toBe(true);
    const rows = await rowsOf(shopId);
    expect(rows).toBeLessThanOrEqual(6);
    expect(await followersOf(shopId)).toBe(rows);
    for (const who of shoppers) {
      const own = await rowsOf(shopId, who.id);
      expect(own).toBeLessThanOrEqual(1);
      expect(await status(who, shopId)).toEqual({ shop_id: shopId, is_following: own === 1, total_followers: rows });
    }

    // Then everyone unfollows at once, twice over: no rows, a count of 0.
    await Promise.all(shoppers.flatMap((who) => [unfollow(who, { shop_id: shopId }), unfollow(who, { shop_id: shopId })]));
    expect(await rowsOf(shopId)).toBe(0);
    expect(await followersOf(shopId)).toBe(0);
  });

  it('lists the followed shops, the latest follow first, with their newest products on sale', async () => {
    const older = await makeShop(db, { name: 'Older Follow' });
    const newer = await makeShop(db, { name: 'Newer Follow' });
    const products = [];
    for (let i = 0; i < 6; i += 1) products.push(await makeProduct(db, { shopId: older, price: 1000 + i, name: `Older product ${i}` }));
    const hidden = await makeProduct(db, { shopId: older, price: 999, isActive: false });
    const who = await makeShopper(db);
    expect(await followed(who)).toEqual({ total: 0, shops: [] });
    await follow(who, { shop_id: older });
    await follow(who, { shop_id: newer });

    const list = await followed(who);
    expect(list.total).toBe(2);
    expect(list.shops.map((shop) => shop.name)).toEqual(['Newer Follow', 'Older Follow']);
    const [first, second] = list.shops;
    expect(first.products).toEqual([]);
    expect(first.total_followers).toBe(1);
    expect(Date.parse(first.followed_at)).not.toBeNaN();
    // The four newest, newest first; the one no longer on sale is left out.
    expect(second.products.map((product) => product.id)).toEqual(products.slice(2).reverse());
    expect(second.products.map((product) => product.id)).not.toContain(hidden);
    expect(second.products[0].name).toBe('Older product 5');

    // A shop that closes drops out of the list; unfollowing it still works.
    await db.update(s.shops).set({ isActive: false }).where(eq(s.shops.id, newer));
    expect((await followed(who)).shops.map((shop) => shop.id)).toEqual([older]);
    expect((await follow(who, { shop_id: newer })).status).toBe(422);
    expect((await unfollow(who, { shop_id: newer })).body.data.follow.is_following).toBe(false);
  });

  it('keeps each shopper to their own follows', async () => {
    const shopId = await makeShop(db);
    const alice = await makeShopper(db);
    const bob = await makeShopper(db);
    await follow(alice, { shop_id: shopId });
    expect(await followed(bob)).toEqual({ total: 0, shops: [] });
    expect((await status(bob, shopId)).is_following).toBe(false);
    // Bob's unfollow is his own: Alice still follows.
    await unfollow(bob, { shop_id: shopId });
    expect((await status(alice, shopId)).is_following).toBe(true);
    expect((await followed(alice)).shops.map((shop) => shop.id)).toEqual([shopId]);
  });

  it('answers 422 for an unknown, missing or malformed shop id', async () => {
    const who = await makeShopper(db);
    const unknown = await follow(who, { shop_id: 99_999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ message: 'The selected shop id is invalid.', errors: { shop_id: ['The selected shop id is invalid.'] } });
    expect((await unfollow(who, { shop_id: 99_999_999 })).status).toBe(422);
    for (const body of [{}, { shop_id: 'abc' }, { shop_id: 1.5 }, { shop_id: -1 }, { shop_id: 1e20 }, { shop_id: null }]) {
      expect((await follow(who, body)).status).toBe(422);
      expect((await unfollow(who, body)).status).toBe(422);
    }
    for (const query of ['', '?shop_id=', '?shop_id=abc', '?shop_id=0', '?shop_id=99999999999999999999']) {
      expect((await call(`/shop-follow-status${query}`, { headers: who.headers })).status).toBe(422);
    }
    expect((await call('/shop-follow-status?shop_id=99999999', { headers: who.headers })).status).toBe(422);
    expect(await followed(who)).toEqual({ total: 0, shops: [] });
  });
});

describe('vouchers for followers only', () => {
  it('are listed with followers_only, and collecting one asks the shopper to follow first', async () => {
    const shopId = await makeShop(db);
    const who = await makeShopper(db);
    const open = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 500 });
    const fans = await makeCoupon(db, { shopId, discountType: 'Percentage', discount: 1500, followersOnly: true });
    const list = (await call<Envelope<{ coupons: Coupon[] }>>(`/get-vouchers?shop_id=${shopId}`, { headers: who.headers })).body.data.coupons;
    expect(list.map((coupon) => [coupon.id, coupon.followers_only])).toEqual([
      [open.id, false],
      [fans.id, true],
    ]);

    const refused = await call('/vouchers-collect', { method: 'POST', headers: who.headers, json: { coupon_id: fans.id } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: 'Follow the shop to collect this voucher.' });
    expect((await call('/vouchers-collect', { method: 'POST', headers: who.headers, json: { coupon_id: open.id } })).status).toBe(200);

    await follow(who, { shop_id: shopId });
    const collected = await call<Envelope<{ coupon: Coupon }>>('/vouchers-collect', { method: 'POST', headers: who.headers, json: { coupon_id: fans.id } });
    expect(collected.status).toBe(200);
    expect(collected.body.data.coupon).toMatchObject({ id: fans.id, is_collected: true, followers_only: true });
    // Collected stays collected, as any voucher.
    expect((await call('/vouchers-collect', { method: 'POST', headers: who.headers, json: { coupon_id: fans.id } })).body).toMatchObject({ message: 'Voucher already collected' });
  });

  it('apply at checkout only for a shopper who follows the shop or collected them', async () => {
    const shopId = await makeShop(db);
    const productId = await makeProduct(db, { shopId, price: 5000 });
    const fans = await makeCoupon(db, { shopId, discountType: 'Amount', discount: 500, followersOnly: true });
    const who = await makeShopper(db);
    await putInCart(db, who.id, { productId, quantity: 1 });
    const checkout = () => call<Envelope<{ checkout: { coupon_discount: number } }>>('/cart/checkout', { method: 'POST', headers: who.headers, json: { shop_ids: [shopId], coupon_code: fans.code } });
    const refused = await checkout();
    expect(refused.status).toBe(422);
    expect((refused.body as unknown as { errors: Record<string, string[]> }).errors.coupon_code).toEqual(['This voucher is for followers of the shop only.']);
    await follow(who, { shop_id: shopId });
    const applied = await checkout();
    expect(applied.status).toBe(200);
    expect(applied.body.data.checkout.coupon_discount).toBe(5);
    // Collected while following, it stays usable after an unfollow.
    expect((await call('/vouchers-collect', { method: 'POST', headers: who.headers, json: { coupon_id: fans.id } })).status).toBe(200);
    await unfollow(who, { shop_id: shopId });
    expect((await checkout()).status).toBe(200);
  });
});
