// Following a shop: from its page (the count and "Following"), on /following with its newest
// products, on the home page's "New from shops you follow", and unfollowing again; a guest gets
// the login dialog; the Arabic page, right to left with its Arabic names; and a voucher for
// followers only, which asks to follow the shop before it is collected.
import type { Page } from '@playwright/test';
import { asShopper, newShopper, signIn } from './support/account';
import { apiData, type CardData } from './support/api';
import { expect, test } from './support/fixtures';
import { toastWith } from './support/test';

interface ShopData {
  id: number;
  name: string;
  total_followers: number;
}

const shopOf = async (request: Parameters<typeof apiData>[0], id: number, locale = 'en') => (await apiData<{ shop: ShopData }>(request, `/shops/${id}`, locale)).shop;
const followers = (count: number) => (count === 1 ? '1 follower' : `${count} followers`);
const followButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Follow', exact: true });
const followingButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Following', exact: true });

test('a shopper follows a shop from its page, finds it on /following and the home page, then unfollows', async ({ signedInPage: page, request }) => {
  // Shop 2 (shop 1 is the followers-only voucher's, which the last test follows).
  const shop = await shopOf(request, 2);
  await page.goto('/shops/2');
  const count = page.getByTestId('follower-count');
  await expect(count).toHaveText(followers(shop.total_followers));
  await followButton(page).click();
  await expect(followingButton(page)).toBeVisible();
  await expect(count).toHaveText(followers(shop.total_followers + 1));
  await expect(toastWith(page, `You now follow ${shop.name}`)).toBeVisible();

  // Still following after a reload: the state is the shopper's, read after the cached page.
  await page.reload();
  await expect(followingButton(page)).toBeVisible();

  // The account page lists it with its newest products.
  await page.goto('/following');
  await expect(page.getByRole('heading', { level: 1, name: 'Following' })).toBeVisible();
  await expect(page.getByText('You follow 1 shop')).toBeVisible();
  const section = page.getByRole('region', { name: shop.name });
  await expect(section.getByRole('link', { name: shop.name })).toHaveAttribute('href', '/shops/2');
  const newest = section.getByRole('list', { name: `Newest from ${shop.name}` }).getByRole('listitem');
  await expect(newest.first()).toBeVisible();
  expect(await newest.count()).toBeLessThanOrEqual(4);
  // They are the shop's own products.
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?shop_id=2&per_page=100');
  const shown = (await newest.first().textContent()) ?? '';
  expect(products.some((product) => shown.includes(product.name))).toBe(true);
  // The account menu links to it.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Following', exact: true })).toHaveAttribute('href', '/following');

  // The home page shows the shop's newest products to this shopper.
  await page.goto('/');
  const rail = page.getByRole('region', { name: 'New from shops you follow' });
  await expect(rail).toBeVisible();
  await expect(rail.getByRole('listitem').first()).toBeVisible();

  // Unfollow from the shop page: "Follow" again, the count back where it was.
  await page.goto('/shops/2');
  await followingButton(page).click();
  await expect(followButton(page)).toBeVisible();
  await expect(count).toHaveText(followers(shop.total_followers));
  await page.goto('/following');
  await expect(page.getByText('You do not follow any shop yet')).toBeVisible();
  // The home page asks again and shows no rail.
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/followed-shops') && response.ok());
  await page.goto('/');
  await asked;
  await expect(page.getByRole('region', { name: 'New from shops you follow' })).toHaveCount(0);
});

test('a guest who taps Follow gets the login dialog', async ({ page, request }) => {
  await page.goto('/shops/2');
  await followButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();

  // The same from a shop card, whose button loads on the tap.
  const { shops } = await apiData<{ shops: ShopData[] }>(request, '/shops?page=1&per_page=20');
  await page.goto('/shops');
  await page.getByRole('button', { name: `Follow ${shops[0].name}`, exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();
});

test('a shopper follows a shop from its card and from the chat drawer’s header', async ({ signedInPage: page, request }) => {
  const { shops } = await apiData<{ shops: ShopData[] }>(request, '/shops?page=1&per_page=20');
  const shop = shops.find((item) => item.id === 4) ?? shops[0];
  await page.goto('/shops');
  await page.getByRole('button', { name: `Follow ${shop.name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Following ${shop.name}`, exact: true })).toBeVisible();
  await expect(toastWith(page, `You now follow ${shop.name}`)).toBeVisible();

  // The chat drawer of the same shop knows it.
  await page.goto(`/shops/${shop.id}`);
  await page.getByRole('main').getByRole('button', { name: `Chat ${shop.name}` }).click();
  const drawer = page.getByRole('dialog', { name: shop.name });
  await expect(drawer.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Following', exact: true }).click();
  await expect(drawer.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect(toastWith(page, `You no longer follow ${shop.name}`)).toBeVisible();
});

test('the Arabic shop page follows right to left, with its Arabic names', async ({ signedInPage: page, request }) => {
  const shop = await shopOf(request, 3, 'ar');
  await page.goto('/ar/shops/3');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'متابعة', exact: true }).click();
  await expect(main.getByRole('button', { name: 'تتابعه', exact: true })).toBeVisible();
  await expect(toastWith(page, `أصبحت تتابع ${shop.name}`)).toBeVisible();
  await page.goto('/ar/following');
  await expect(page.getByRole('heading', { level: 1, name: 'المتاجر التي تتابعها' })).toBeVisible();
  await expect(page.getByRole('region', { name: shop.name })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'المتاجر التي تتابعها', exact: true })).toBeVisible();
});

test('a voucher for followers only asks to follow the shop first, then is collected', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Fan Collector');
  const shop = await shopOf(request, 1);
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?shop_id=1&per_page=50');
  const product = products.find((item) => item.quantity >= 1 && item.colors.length === 0 && item.sizes.length === 0);
  if (!product) throw new Error('Shop 1 has no plain product in stock.');
  await asShopper(request, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 1 });
  await signIn(page, shopper);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /^Cart, items:/ }).click();
  const panel = page.getByRole('dialog', { name: /^My Cart \(\d+\)$/ });
  await panel.getByRole('button', { name: `Apply Store voucher: ${shop.name}` }).click();
  const vouchers = page.getByRole('dialog', { name: `Voucher from ${shop.name}` });
  const fans = vouchers.getByRole('listitem').filter({ hasText: 'Followers only' });
  await expect(fans).toHaveCount(1);
  await fans.getByRole('button', { name: 'Collect' }).click();
  await expect(fans.getByText(`Follow ${shop.name} to collect this voucher`)).toBeVisible();
  await fans.getByRole('button', { name: 'Follow and collect' }).click();
  await expect(fans.getByRole('button', { name: 'Collected' })).toBeDisabled();
  await expect(toastWith(page, 'Voucher collected successfully')).toBeVisible();
  const state = await asShopper<{ data: { follow: { is_following: boolean } } }>(request, shopper, 'GET', '/shop-follow-status?shop_id=1');
  expect(state.data.follow.is_following).toBe(true);
});
