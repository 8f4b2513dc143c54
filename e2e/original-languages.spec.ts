// The shop's languages are data on the original backend too (docs/adr/0029): its admin adds
// French (left to right) and Urdu (right to left) with a few of their texts, removes French and
// makes Arabic the default, and a storefront pointed at it (SHOP_API_URL) follows each change
// within the time it trusts the settings for (SETTINGS_TTL_SECONDS, two seconds here), with no
// build and no restart. The stand-in (e2e/support/original-backend) serves /master and
// /lang/{locale} from what the test sets, as the original serves what its admin saved.
import { expect, test, type Page } from '@playwright/test';
import { startTestServer } from '../scripts/lib/server.mjs';
import { startOriginalBackend } from './support/original-backend/server.mjs';

type Server = { baseURL: string; stop(): Promise<void> };
type Backend = Awaited<ReturnType<typeof startOriginalBackend>>;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let backend: Backend;
let shop: Server;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  backend = await startOriginalBackend();
  shop = (await startTestServer(process.cwd(), {
    SHOP_API_URL: backend.url,
    WARM_UP: '0',
    REALTIME: 'off',
    APP_ENV: 'production',
    SETTINGS_TTL_SECONDS: '2',
  })) as Server;
});

test.afterAll(async () => {
  if (backend?.unknown.length) console.log(`Paths the original backend does not serve: ${[...new Set(backend.unknown)].join(', ')}`);
  await shop?.stop();
  await backend?.stop();
});

const url = (path: string) => `${shop.baseURL}${path}`;

const english = { name: 'en', title: 'English', direction: 'ltr' } as const;
const arabic = { name: 'ar', title: 'العربية', direction: 'rtl' } as const;
const french = { name: 'fr', title: 'Français', direction: 'ltr' } as const;
const urdu = { name: 'ur', title: 'اردو', direction: 'rtl' } as const;

/** Long enough for a few readings of the settings and a page rendered again after them. */
const SETTLED = { timeout: 60_000, intervals: [500, 1_000] };

/** What a crawler gets for a path: the status, where a redirect points (absolute) and the `<html>` tag. */
async function crawl(path: string): Promise<{ status: number; location: string | null; html: string }> {
  const response = await fetch(url(path), { redirect: 'manual', headers: { Accept: 'text/html' } });
  const body = await response.text();
  const location = response.headers.get('location');
  return { status: response.status, location: location && new URL(location, url(path)).href, html: /<html[^>]*>/.exec(body)?.[0] ?? '' };
}

async function htmlOf(page: Page) {
  return page.locator('html').evaluate((root: HTMLElement) => ({ lang: root.lang, dir: root.dir }));
}

const languageMenu = (page: Page, name = 'Language') => page.getByRole('combobox', { name }).first();

/** Opens `path` again until its language menu lists `titles` (a page kept from before may not yet). */
async function menuLists(page: Page, path: string, titles: string[]): Promise<void> {
  await expect(async () => {
    await page.goto(url(path));
    await expect(languageMenu(page).locator('option')).toHaveText(titles, { timeout: 1_000 });
  }).toPass(SETTLED);
}

test('the admin adds French and Urdu with a few texts: the storefront offers them, in their direction, with English where their texts are missing', async ({ page }) => {
  backend.setLanguages([english, arabic, french, urdu]);
  backend.setTranslations('fr', { Products: 'Produits', Language: 'Langue' });
  backend.setTranslations('ur', { Home: 'ہوم', Language: 'زبان' });

  await test.step('the language menu lists them', async () => {
    await menuLists(page, '/products', ['English', 'العربية', 'Français', 'اردو']);
  });

  await test.step('French pages: left to right, their words, English where French has none, the French catalogue name', async () => {
    await expect.poll(async () => (await crawl('/fr/products')).status, SETTLED).toBe(200);
    expect((await crawl('/fr/products')).html).toMatch(/^<html(?=[^>]* lang="fr")(?=[^>]* dir="ltr")/);
    await page.goto(url('/fr/products'));
    expect(await htmlOf(page)).toEqual({ lang: 'fr', dir: 'ltr' });
    await expect(page.getByRole('heading', { level: 1, name: 'Produits' })).toBeVisible();
    await expect(page).toHaveTitle(/^Produits(\s|$)/);
    await expect(languageMenu(page, 'Langue')).toHaveValue('fr');
    // Untranslated: the English text, never a key.
    await expect(page.getByRole('link', { name: 'Become a Seller' }).first()).toBeVisible();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByText('Électronique', { exact: true }).first()).toBeVisible();
    await expect(filters.getByText('Electronics', { exact: true })).toHaveCount(0);
    expect(backend.requests).toContain('GET /lang/fr');
  });

  await test.step('Urdu pages: right to left, with their word', async () => {
    await expect.poll(async () => (await crawl('/ur')).html, SETTLED).toMatch(/^<html(?=[^>]* lang="ur")(?=[^>]* dir="rtl")/);
    await page.goto(url('/ur'));
    expect(await htmlOf(page)).toEqual({ lang: 'ur', dir: 'rtl' });
    await expect(page).toHaveTitle(/^ہوم(\s|$)/);
    await expect(languageMenu(page, 'زبان')).toHaveValue('ur');
    await expect(page.getByRole('link', { name: 'Become a Seller' }).first()).toBeVisible();
  });

  await test.step('the English pages name them for search engines', async () => {
    await page.goto(url('/products'));
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/fr\/products$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ur"]')).toHaveAttribute('href', /\/ur\/products$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /[^/]\/products$/);
  });

  await test.step('removing French: its pages are not found, and the menu and hreflang stop naming it', async () => {
    backend.setLanguages([english, arabic, urdu]);
    await expect.poll(async () => (await crawl('/fr/products')).status, SETTLED).toBe(404);
    expect((await crawl('/fr/products')).html).toMatch(/^<html(?=[^>]* lang="en")/);
    await menuLists(page, '/products', ['English', 'العربية', 'اردو']);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang="ur"]')).toHaveAttribute('href', /\/ur\/products$/);
  });
});

test('the admin makes Arabic the default (app_locale): "/" is Arabic, the Arabic prefix moves to the unprefixed pages, English moves under /en', async ({ page }) => {
  backend.setLanguages([english, arabic, urdu], 'ar');
  await expect.poll(async () => (await crawl('/')).html, SETTLED).toMatch(/^<html(?=[^>]* lang="ar")(?=[^>]* dir="rtl")/);
  await expect.poll(async () => (({ status, location }) => [status, location])(await crawl('/ar/products')), SETTLED).toEqual([308, url('/products')]);
  await page.goto(url('/products'));
  expect(await htmlOf(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/products$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /[^/]\/products$/);
  await page.goto(url('/en/products'));
  expect(await htmlOf(page)).toEqual({ lang: 'en', dir: 'ltr' });
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
});
