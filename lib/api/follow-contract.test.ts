// Contract tests of following shops (ours): follow, unfollow, the follow status, the followed
// shops and the follower count of the shop details, each answer of the built-in backend parsed by
// the client's schemas.
import { app } from '@/server/app';
import { startTestShop, type TestShop } from '@/server/test/test-app';
import type { Api } from './client';
import { inProcessApi } from '@/server/test/in-process-api';

jest.setTimeout(60_000);

let shop: TestShop;
let count = 0;

const clientFor = (token?: string): Api => {
  count += 1;
  return inProcessApi({ token, locale: 'en', forwardedFor: `100.66.0.${count}` });
};

async function shopper(): Promise<Api> {
  count += 1;
  const response = await app.fetch(
    new Request('http://shop.test/api/registration', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': `100.67.0.${count}` },
      body: JSON.stringify({ name: 'Follow Contract', email: `follow-contract-${count}@example.com`, phone: `41255501${String(count).padStart(2, '0')}`, password: 'secret-pass' }),
    }),
  );
  const body = (await response.json()) as { data: { access: { token: string } } };
  return clientFor(body.data.access.token);
}

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('following calls', () => {
  it('followShop, followStatus, followedShops, unfollowShop and the shop details parse', async () => {
    const api = await shopper();
    const [target] = (await clientFor().shops({ page: 1, per_page: 1 })).shops;
    const before = (await clientFor().shop(target.id)).shop.total_followers;
    expect(typeof before).toBe('number');

    const followed = await api.followShop(target.id);
    expect(followed.message).toBe('Shop followed');
    expect(followed.data.follow).toEqual({ shop_id: target.id, is_following: true, total_followers: (before ?? 0) + 1 });
    expect(await api.followStatus(target.id)).toEqual({ follow: followed.data.follow });
    expect((await clientFor().shop(target.id)).shop.total_followers).toBe((before ?? 0) + 1);

    const list = await api.followedShops();
    expect(list.total).toBe(1);
    expect(list.shops[0]).toMatchObject({ id: target.id, name: target.name, total_followers: (before ?? 0) + 1 });
    expect(list.shops[0].products.length).toBeGreaterThan(0);
    expect(list.shops[0].products.length).toBeLessThanOrEqual(4);

    const unfollowed = await api.unfollowShop(target.id);
    expect(unfollowed.data.follow).toEqual({ shop_id: target.id, is_following: false, total_followers: before });
    expect(await api.followedShops()).toEqual({ total: 0, shops: [] });
  });

  it('a voucher tells whether it is for followers only', async () => {
    const api = await shopper();
    const { coupons } = await api.vouchers(1);
    expect(coupons.some((coupon) => coupon.followers_only)).toBe(true);
    expect(coupons.some((coupon) => !coupon.followers_only)).toBe(true);
  });

  it('calls without a token are refused with 401', async () => {
    await expect(clientFor().followedShops()).rejects.toMatchObject({ status: 401 });
    await expect(clientFor().followShop(1)).rejects.toMatchObject({ status: 401 });
    await expect(clientFor().followStatus(1)).rejects.toMatchObject({ status: 401 });
  });
});
