// Public pages are one HTML for every visitor of a locale, kept in the page cache and sent with a
// Cache-Control a CDN may keep (docs/adr/0013). These tests hold that promise from the outside:
// the headers, that nothing of a signed-in shopper enters what others get, that the per-visitor
// parts are filled in without a flash, that changes reach the cached pages, and the
// Content-Security-Policy that cached HTML can carry.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { asShopper, newShopper, signIn, type Shopper } from './support/account';
import { apiData, type CardData } from './support/api';
import { beforeScripts, test } from './support/test';

/** Text as React writes it into HTML ("Maple & Co" → "Maple &amp; Co"). */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const CACHEABLE = /^public, s-maxage=\d+, stale-while-revalidate=\d+$/;

/** One of each kind of public page, found through the API. */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?per_page=1');
  const { blogs } = await apiData<{ blogs: { slug: string }[] }>(request, '/blogs?per_page=1');
  const { running_flash_sale: sale } = await apiData<{ running_flash_sale: { id: number } | null }>(request, '/flash-sales');
  const { categories } = await apiData<{ categories: { id: number }[] }>(request, '/categories?per_page=1');
  return [
    '/',
    '/?page=2',
    '/products',
    '/products?sort=price_asc&page=2',
    `/products/${products[0].id}/details`,
    '/categories',
    `/categories/${categories[0].id}`,
    '/most-popular',
    '/best-deal',
    ...(sale ? [`/flash-sale/${sale.id}`] : []),
    '/shops',
    `/shops/${products[0].shop.id}`,
    '/blogs',
    `/blog/${blogs[0].slug}`,
    '/about-us',
    '/privacy-policy',
    '/return-policy',
    '/terms-and-conditions',
    '/page/shipping-and-delivery-policy',
    '/contact-us',
    '/support',
    '/ar',
    '/ar/products',
  ];
}

async function shopperWithCartAndWishlist(request: APIRequestContext, name: string): Promise<Shopper> {
  const shopper = await newShopper(request, name);
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?per_page=20');
  const product = products.find((item) => item.quantity >= 5)!;
  await asShopper(request, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 2, color: product.colors[0]?.id ?? null, size: product.sizes[0]?.id ?? null });
  await asShopper(request, shopper, 'POST', '/favorite-add-or-remove', { product_id: product.id });
  await asShopper(request, shopper, 'POST', '/address/store', { name, phone: '5550123987', address_type: 'home', address_line: '42 Cachecrest Avenue', is_default: true });
  return shopper;
}

async function signedInPage(page: Page, shopper: Shopper) {
  await signIn(page, shopper);
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name.endsWith('authjs.session-token'));
  expect(session, 'the session cookie').toBeDefined();
  return session!;
}

test('public pages are sent with a Cache-Control a CDN may keep; personal pages and answers are kept by no cache', async ({ page, request }) => {
  for (const path of await publicPages(request)) {
    await request.get(path);
    const answer = await request.get(path);
    expect([path, answer.status()]).toEqual([path, 200]);
    expect([path, answer.headers()['cache-control']]).toEqual([path, expect.stringMatching(CACHEABLE)]);
    expect([path, answer.headers()['set-cookie']]).toEqual([path, undefined]);
  }
  const shopper = await newShopper(request, 'Private Pages');
  await signedInPage(page, shopper);
  for (const path of ['/dashboard', '/order-history', '/wishlist', '/profile', '/massages', '/checkout']) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect([path, answer.status()]).toEqual([path, 200]);
    expect([path, answer.headers()['cache-control']]).toEqual([path, expect.stringContaining('no-store')]);
  }
  const session = await page.request.get('/api/auth/session');
  expect(session.headers()['cache-control'] ?? '').not.toContain('public');
});

test('nothing of a signed-in shopper enters the pages others get', async ({ page, request }) => {
  const shopper = await shopperWithCartAndWishlist(request, 'Zebulon Quartermaine');
  const session = await signedInPage(page, shopper);
  // The phone number is digits: it counts only where no other digit touches it.
  const secrets = [shopper.name, shopper.email, `(?<!\\d)${shopper.phone}(?!\\d)`, shopper.token, session.value, '42 Cachecrest Avenue'];
  const leaks = (html: string) => secrets.filter((secret, index) => (index === 2 ? new RegExp(secret).test(html) : html.includes(secret)));
  const pages = await publicPages(request);
  // The shopper goes first, so any page rendered for them is the one kept for everyone.
  for (const path of pages) {
    const answer = await page.request.get(path);
    expect([path, leaks(await answer.text())]).toEqual([path, []]);
  }
  for (const path of pages) {
    const answer = await request.get(path);
    expect([path, leaks(await answer.text())]).toEqual([path, []]);
  }
  // The shopper still sees themselves, filled in by the page's scripts.
  await page.goto('/');
  await expect(page.getByRole('banner').getByText('Zebulon Quartermaine')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, items: 2' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Wishlist, items: 1' })).toBeVisible();
});

test('before the scripts run, a signed-in shopper sees no Login button, and a guest sees no account placeholder', async ({ page, request }) => {
  await beforeScripts(page, '/products', async () => {
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'My account' })).toBeHidden();
  });
  const shopper = await newShopper(request, 'Flash Free');
  await signIn(page, shopper);
  await beforeScripts(page, '/products', async () => {
    await expect(page.getByRole('banner').getByRole('img', { name: 'My account' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeHidden();
  });
  await expect(page.getByRole('banner').getByText('Flash Free')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: 'My account' })).toHaveCount(0);

  // Signing out from the menu shows Login again at once, and on the next page before any script.
  await page.getByRole('banner').getByText('Flash Free').click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('dialog', { name: 'Log Out!' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await beforeScripts(page, '/', async () => {
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  });
});

test('an order reaches the cached product page within five seconds: stock and sold count', async ({ page, request }) => {
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?per_page=40');
  const product = products.filter((item) => item.quantity >= 5 && item.colors.length === 0 && item.sizes.length === 0).at(-1) ?? products.find((item) => item.quantity >= 5)!;
  const path = `/products/${product.id}/details`;
  // "4,688 sold": the count with its thousands separator.
  const soldNow = async () => Number(/([\d,]+) sold/.exec(await (await request.get(path)).text())?.[1].replace(/,/g, '') ?? NaN);
  await request.get(path);
  const before = await soldNow();
  expect(Number.isNaN(before)).toBe(false);

  const shopper = await newShopper(request, 'Fresh Buyer');
  await asShopper(request, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 3, color: product.colors[0]?.id ?? null, size: product.sizes[0]?.id ?? null });
  const { data } = await asShopper<{ data: { address: { id: number } } }>(request, shopper, 'POST', '/address/store', {
    name: shopper.name,
    phone: '5550123456',
    address_type: 'home',
    address_line: '1 Fresh Street',
    is_default: true,
  });
  await asShopper(request, shopper, 'POST', '/place-order', { shop_ids: [product.shop.id], address_id: data.address.id, payment_method: 'cash' });
  const placed = Date.now();
  await expect.poll(soldNow, { timeout: 5_000, intervals: [100, 250, 500] }).toBe(before + 3);
  expect(Date.now() - placed).toBeLessThan(5_000);
  await page.goto(path);
  // The product's own count comes first; a related product may happen to have sold as many.
  await expect(page.getByText(`${(before + 3).toLocaleString('en')} sold`, { exact: true }).first()).toBeVisible();
});

test('a listing with a query is cached per view: order and junk in the URL do not matter, the canonical URL keeps the page', async ({ request }) => {
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?page=2&sort_type=low_to_high&per_page=10');
  const first = await request.get('/products?sort=price_asc&page=2');
  const again = await request.get('/products?utm_source=mail&page=2&sort=price_asc&fbclid=x');
  for (const answer of [first, again]) {
    expect(answer.headers()['cache-control']).toMatch(CACHEABLE);
    const html = await answer.text();
    expect(products.map((product) => html.includes(`>${escapeHtml(product.name)}<`))).toEqual(products.map(() => true));
    expect(/<link rel="canonical" href="http[^"]+\/products\?page=2"\/>/.test(html)).toBe(true);
  }
  const search = await request.get(`/products?search=${encodeURIComponent(products[0].name)}`);
  expect((await search.text()).includes(`>${escapeHtml(products[0].name)}<`)).toBe(true);
  const arabic = await request.get('/ar/products?page=2&sort=price_asc');
  expect(/<link rel="canonical" href="http[^"]+\/ar\/products\?page=2"\/>/.test(await arabic.text())).toBe(true);
});

test('cached pages carry a policy with the hashes of their own inline scripts, and run without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/products', '/ar/products']) {
    const response = await page.goto(path);
    const policy = response!.headers()['content-security-policy'];
    const scripts = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scripts).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    await expect(page.getByRole('banner').getByRole('button', { name: /Login|تسجيل/ })).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('a page’s scripts come in brotli for browsers that accept it, kept for a year, and gzip for the others', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script src="([^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(3);
  for (const src of scripts) {
    const answer = await request.get(src, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([src, answer.status(), answer.headers()['content-encoding'], answer.headers()['cache-control']]).toEqual([src, 200, 'br', 'public, max-age=31536000, immutable']);
    expect((await answer.body()).length).toBeGreaterThan(0);
  }
  const gzip = await request.get(scripts[0], { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});

test('a tap on a button before the scripts have run is carried out once they have', async ({ page }) => {
  await beforeScripts(page, '/', async () => {
    await page.getByRole('region', { name: 'Most popular' }).getByRole('button', { name: /^Add .+ to cart$/ }).first().click();
  });
  // A guest's add to cart: the shop asks to log in, as it does for a tap after hydration.
  await expect(page.getByText('Please login first!')).toBeVisible();
});
