// Installable and offline (worker/sw.ts, docs/adr/0025): the manifest, pages kept and shown
// offline with their notice, the offline page for a page never opened, actions that need the
// network, a signed-in page never kept, and a new deploy's worker taking over.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { asShopper, newShopper, signIn } from './support/account';
import { apiData, type CardData } from './support/api';
import { expect, interactive, test, toastWith } from './support/test';

// A first visit installs the worker and keeps the page once it has loaded: room for a busy machine.
test.describe.configure({ timeout: 120_000 });
test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTICE = 'You are offline. What you see may be out of date.';
const OFFLINE_ACTION = 'You are offline: nothing was sent. Try again when you are back online; what you entered is kept.';

/** Waits until the service worker controls the page and has kept it (and what it loaded). */
async function keptBy(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
  const url = page.url();
  await page.waitForFunction(async (href) => {
    for (const name of await caches.keys()) {
      if (name.startsWith('shop-pages-') && (await (await caches.open(name)).match(href))) return true;
    }
    return false;
  }, url);
}

async function keptUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
}

async function offline(context: BrowserContext, value: boolean): Promise<void> {
  await context.setOffline(value);
}

/** Plain products (no colour or size to choose), in stock. */
async function plainProducts(request: Parameters<typeof apiData>[0]): Promise<CardData[]> {
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?per_page=60');
  return products.filter((product) => product.quantity >= 5 && product.colors.length === 0 && product.sizes.length === 0);
}

test('the manifest of each language is valid and the shop is installable', async ({ page, request }) => {
  for (const [locale, start, dir] of [['en', '/', 'ltr'], ['ar', '/ar', 'rtl']] as const) {
    const response = await request.get(`/manifests/${locale}.webmanifest`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({ start_url: start, lang: locale, dir, display: 'standalone', background_color: '#ffffff' });
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{3,6}$/i);
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const picture = await request.get(icon.src);
      expect(picture.status(), icon.src).toBe(200);
      expect(picture.headers()['content-type']).toBe(icon.type);
    }
    expect((manifest.icons as { sizes: string }[]).map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  }

  await page.goto('/ar');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifests/ar.webmanifest');
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifests/en.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
  await keptBy(page);
  // Chromium's own verdict, as its install prompt uses it. Each question makes Chromium fetch the
  // manifest and its icons again, which a busy machine can leave unfinished: asked until it holds.
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => {
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
      return { url: manifest.url.replace(/^.*(?=\/manifests\/)/, ''), errors: manifest.errors.map((error) => error.message) };
    }, { timeout: 30_000 })
    .toEqual({ url: '/manifests/en.webmanifest', errors: [] });
  // The test browser's profile is a private one, where Chromium offers no installation at all.
  await expect
    .poll(async () => {
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      return installabilityErrors.filter((error) => error.errorId !== 'in-incognito').map((error) => error.errorId);
    }, { timeout: 30_000 })
    .toEqual([]);
});

test('offline, opened pages are shown with the notice, an unopened one shows the offline page, and back online all works', async ({ page, context, request }) => {
  const [product] = await plainProducts(request);
  await page.goto('/');
  await keptBy(page);
  await page.goto(`/products/${product.id}/details`);
  await keptBy(page);
  await page.goto('/ar/categories');
  await keptBy(page);
  await expect(page.locator('.offline-notice')).toBeHidden();

  await offline(context, true);
  // A kept page, reloaded: the page, hydrated from the kept scripts, with the notice.
  await page.goto(`/products/${product.id}/details`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  // A link on it to a kept page.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  await interactive(page);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  // The Arabic page kept, in Arabic, with its notice in Arabic.
  await page.goto('/ar/categories');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(/^أنت غير متصل بالإنترنت\./)).toBeVisible();

  // A page never opened: the offline page, with links to what is kept.
  const response = await page.goto('/shops');
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  const kept = page.getByRole('list').getByRole('link');
  await expect(kept.filter({ hasText: product.name })).toHaveCount(1);
  await kept.filter({ hasText: product.name }).click();
  await interactive(page);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // Back online, without a reload: the notice goes, and the page works.
  await offline(context, false);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();
  await page.goto('/shops');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
});

test('adding to the cart offline says so and changes nothing; back online it works without a reload', async ({ page, context, request }) => {
  const shopper = await newShopper(request, 'Offline Shopper');
  await signIn(page, shopper);
  const [product] = await plainProducts(request);
  await page.goto(`/products/${product.id}/details`);
  await keptBy(page);
  const cart = page.getByRole('banner').getByRole('button', { name: /^Cart, items:/ });
  await expect(cart).toHaveAccessibleName('Cart, items: 0');

  await offline(context, true);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  // Said in a popup, or in a plain alert when even the popups' code was never loaded.
  await expect(page.getByText(OFFLINE_ACTION)).toBeVisible();
  await expect(cart).toHaveAccessibleName('Cart, items: 0');

  await offline(context, false);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(toastWith(page, 'has been added to cart')).toContainText(product.name);
  await expect(cart).toHaveAccessibleName('Cart, items: 1');
  // Nothing was sent while offline: the cart holds the one line added online.
  const lines = await page.request.get('/api/carts', { headers: { Accept: 'application/json' } });
  const data = (await lines.json()).data as { quantity?: number; products?: unknown[] }[];
  expect(JSON.stringify(data)).toContain(`"id":${product.id}`);
});

test('a chat message sent offline is not lost: it comes back to the box with the reason, and goes once online', async ({ page, context, request }) => {
  const shopper = await newShopper(request, 'Offline Chatter');
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?shop_id=6&per_page=1');
  const product = products[0];
  await signIn(page, shopper);
  await page.goto(`/products/${product.id}/details`);
  await page.getByRole('button', { name: `Chat ${product.shop.name}` }).click();
  const drawer = page.getByRole('dialog', { name: product.shop.name });
  const box = drawer.getByRole('textbox', { name: 'Type a message' });
  await expect(box).toBeEditable();

  await offline(context, true);
  await box.fill('Do you ship on Sundays?');
  await box.press('Enter');
  await expect(drawer.getByRole('alert')).toHaveText(OFFLINE_ACTION);
  await expect(box).toHaveValue('Do you ship on Sundays?');
  await expect(drawer.getByRole('log').getByText('Do you ship on Sundays?')).toHaveCount(0);

  await offline(context, false);
  await box.press('Enter');
  await expect(drawer.getByRole('log').getByText('Do you ship on Sundays?')).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(drawer.getByRole('alert')).toHaveCount(0);
});

test('placing an order offline says nothing was sent and keeps the checkout; back online the order goes', async ({ page, context, request }) => {
  const shopper = await newShopper(request, 'Offline Buyer');
  await asShopper(request, shopper, 'POST', '/address/store', { name: shopper.name, phone: '5550123456', address_type: 'home', address_line: '9 Offline Road', is_default: true });
  const [product] = await plainProducts(request);
  await asShopper(request, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 1, is_buy_now: 1 });
  await signIn(page, shopper);
  await page.goto('/buynow');
  await expect(page.getByRole('list', { name: `Products from ${product.shop.name}` })).toContainText(product.name);
  const note = page.getByRole('textbox', { name: 'Order note' });
  await note.fill('Leave it with the neighbour');

  await offline(context, true);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Order' });
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText(OFFLINE_ACTION).first()).toBeVisible();
  await expect(page).toHaveURL(/\/buynow$/);
  await expect(note).toHaveValue('Leave it with the neighbour');

  await offline(context, false);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/\/order-history\/\d+$/);
  await expect(page.getByRole('main')).toContainText(product.name);
});

test('the service worker never keeps a signed-in page, and never shows one to a signed-out visitor', async ({ page, context, request }) => {
  const shopper = await newShopper(request, 'Private Shopper');
  await signIn(page, shopper);
  await page.goto('/');
  await keptBy(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(shopper.name).first()).toBeVisible();
  await page.goto('/profile');
  await page.goto('/');
  await keptBy(page);
  const urls = await keptUrls(page);
  expect(urls.filter((url) => /\/(dashboard|profile|checkout|buynow|api)\b/.test(new URL(url).pathname))).toEqual([]);

  // Signed out (the cookies gone), then offline: the account page is the offline page.
  await context.clearCookies();
  await offline(context, true);
  const response = await page.goto('/dashboard');
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText(shopper.email)).toHaveCount(0);
  await expect(page.getByText(shopper.name)).toHaveCount(0);
  await offline(context, false);
});

test('a new deploy’s service worker takes over: the page offers to reload and the next link loads a whole page', async ({ page }) => {
  await page.goto('/');
  await keptBy(page);
  // The next deploy's worker: the served file changes (the shop under test is served from this
  // checkout, as scripts/test.mjs starts it), and the browser's update check finds it.
  const worker = path.resolve(__dirname, '..', 'public', 'sw.js');
  const deployed = readFileSync(worker, 'utf8');
  try {
    writeFileSync(worker, `${deployed}\n// the next deploy\n`);
    await page.evaluate(() => {
      (window as unknown as { oldScripts: boolean }).oldScripts = true;
      return navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
    });
    const notice = page.getByRole('status').filter({ hasText: 'A new version of the shop is ready.' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Reload' })).toBeVisible();
    // A client-side navigation would keep the old scripts: the next link loads the whole page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().click();
    await interactive(page);
    expect(await page.evaluate(() => (window as unknown as { oldScripts?: boolean }).oldScripts)).toBeUndefined();
    await expect(notice).toBeHidden();
  } finally {
    writeFileSync(worker, deployed);
  }
});

test('a shopper saving data (Save-Data: on) gets smaller pictures, still shown', async ({ page, context }) => {
  await page.goto('/');
  await keptBy(page);
  // The first page's own pictures were fetched before the worker existed, and it keeps them as
  // they were: only the pictures of later pages count.
  const first = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name.replace(/^.*\/img\/\d+\//, ''))));
  const fetched: { asked: number; sent: number; path: string }[] = [];
  const asked = new Map<string, number>();
  context.on('request', (request) => {
    const match = /\/img\/(\d+)\/(.+)$/.exec(request.url());
    if (!match || first.has(match[2])) return;
    if (!request.serviceWorker()) asked.set(match[2], Number(match[1]));
    else fetched.push({ asked: asked.get(match[2]) ?? 0, sent: Number(match[1]), path: match[2] });
  });
  await context.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  await page.goto('/products');
  const cards = page.locator('main img');
  await expect(cards.first()).toBeVisible();
  await expect.poll(() => fetched.filter((entry) => entry.asked >= 256).length).toBeGreaterThan(3);
  for (const entry of fetched.filter((item) => item.asked >= 256)) expect(entry.sent, entry.path).toBeLessThanOrEqual(entry.asked / 2);
  // The smaller picture is drawn in the same box.
  await expect.poll(() => cards.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await context.setExtraHTTPHeaders({});
});
