// The shop's languages are data (docs/adr/0029): an operator adds French (left to right) and Urdu
// (right to left) with a few of their words through the API while the shop runs, and the
// storefront offers them at once, with no build and no restart; removing one makes its pages go;
// changing app_locale moves the default language to "/". On a production server of its own, so
// that the other specs keep the demo shop's English and Arabic.
import { expect, test, type Page } from '@playwright/test';
import { startTestServer } from '../scripts/lib/server.mjs';

type Server = Awaited<ReturnType<typeof startTestServer>>;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const TOKEN = 'languages-operator-token';
let server: Server;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startTestServer(process.cwd(), { ADMIN_API_TOKEN: TOKEN, WARM_UP: '0' });
});

test.afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => `${server.baseURL}${path}`;

async function admin(method: 'PATCH' | 'PUT', path: string, body: unknown): Promise<void> {
  const response = await fetch(url(`/api${path}`), {
    method,
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
  expect([path, response.status, response.status === 200 ? '' : await response.text()]).toEqual([path, 200, '']);
}

const english = { name: 'en', title: 'English', direction: 'ltr' };
const arabic = { name: 'ar', title: 'العربية', direction: 'rtl' };
const french = { name: 'fr', title: 'Français', direction: 'ltr' };
const urdu = { name: 'ur', title: 'اردو', direction: 'rtl' };

async function catalogueNames(locale: string): Promise<string[]> {
  const response = await fetch(url('/api/categories'), { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': locale } });
  const body = (await response.json()) as { data: { categories: { name: string }[] } };
  return body.data.categories.map((category) => category.name);
}

async function html(page: Page) {
  return page.locator('html').evaluate((root: HTMLElement) => ({ lang: root.lang, dir: root.dir, script: root.dataset.script ?? '' }));
}

async function fetchText(path: string): Promise<[number, string]> {
  const response = await fetch(url(path), { redirect: 'manual' });
  return [response.status, await response.text()];
}

test('an operator adds French and Urdu with a few words: the shop offers them at once, in their direction, with the default language’s words where theirs are missing', async ({ page }) => {
  await admin('PATCH', '/admin/settings', { languages: [english, arabic, french, urdu] });
  await admin('PUT', '/admin/lang/fr', {
    Products: 'Produits',
    Language: 'Langue',
    'Results for “{search}”': 'Résultats pour « {search} »',
    '{total, plural, =0 {No products found} one {# product} other {# products}}': '{total, plural, =0 {Aucun produit} one {# produit} other {# produits}}',
    // A translation is text, never markup.
    Currency: '<script>window.__translated = 1</script>Devise',
  });
  await admin('PUT', '/admin/lang/ur', { Home: 'ہوم', Language: 'زبان' });

  await test.step('the language menu lists them, and choosing one keeps it and opens the page in it', async () => {
    await page.goto(url('/products'));
    const menu = page.getByRole('combobox', { name: 'Language' }).first();
    await expect(menu.locator('option')).toHaveText(['English', 'العربية', 'Français', 'اردو']);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await menu.selectOption('fr');
    await page.waitForURL(url('/fr/products'));
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('fr');
  });

  await test.step('French pages: their words, plurals and placeholders, English where French has none, French catalogue names', async () => {
    expect(await html(page)).toEqual({ lang: 'fr', dir: 'ltr', script: 'latin' });
    await expect(page).toHaveTitle('Produits | Marketly');
    await expect(page.getByRole('heading', { level: 1, name: 'Produits' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^\d+ produits$/ }).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Langue' }).first()).toHaveValue('fr');
    // Untranslated: the default language's text, never a key.
    await expect(page.getByRole('link', { name: 'Become a Seller' }).first()).toBeVisible();
    await expect(page.getByText('<script>window.__translated = 1</script>Devise').first()).toBeAttached();
    expect(await page.evaluate(() => (window as { __translated?: number }).__translated)).toBeUndefined();
    await page.goto(url('/fr/products?search=lamp'));
    await expect(page).toHaveTitle('Résultats pour « lamp » | Marketly');
    // The demo catalogue has French names for its categories: the French pages show them.
    const [inEnglish, inFrench] = await Promise.all([catalogueNames('en'), catalogueNames('fr')]);
    const translated = inFrench.find((name, index) => name !== inEnglish[index]);
    expect(translated, 'a category with a French name').toBeTruthy();
    await page.goto(url('/fr/categories'));
    await expect(page.getByText(translated!, { exact: true }).first()).toBeVisible();
  });

  await test.step('Urdu pages: right to left in the Arabic-script face, their words and the fallback', async () => {
    await page.goto(url('/ur'));
    expect(await html(page)).toEqual({ lang: 'ur', dir: 'rtl', script: 'arabic' });
    await expect(page).toHaveTitle('ہوم | Marketly');
    await expect(page.getByRole('combobox', { name: 'زبان' }).first()).toHaveValue('ur');
    await expect(page.getByRole('link', { name: 'Become a Seller' }).first()).toBeVisible();
    const manifest = (await (await fetch(url('/manifests/ur.webmanifest'))).json()) as { lang: string; dir: string; start_url: string };
    expect(manifest).toMatchObject({ lang: 'ur', dir: 'rtl', start_url: '/ur' });
  });

  await test.step('hreflang, the sitemaps and the feed name them', async () => {
    await page.goto(url('/fr/products'));
    await expect(page.locator('link[rel="alternate"][hreflang="ur"]')).toHaveAttribute('href', /\/ur\/products$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /[^/]\/products$/);
    const [status, sitemap] = await fetchText('/sitemaps/pages.xml');
    expect(status).toBe(200);
    expect(sitemap).toContain('hreflang="fr"');
    expect(sitemap).toMatch(/<loc>[^<]*\/ur\/products<\/loc>/);
    expect((await fetchText('/feeds/products.xml?locale=fr'))[0]).toBe(200);
  });

  await test.step('removing French: its pages are not found, and nothing names it any more', async () => {
    await admin('PATCH', '/admin/settings', { languages: [english, arabic, urdu] });
    const [status, body] = await fetchText('/fr/products');
    expect(status).toBe(404);
    expect(body).toContain('<html lang="en"');
    expect((await fetchText('/feeds/products.xml?locale=fr'))[0]).toBe(404);
    expect((await fetchText('/sitemaps/pages.xml'))[1]).not.toContain('hreflang="fr"');
    await page.goto(url('/products'));
    await expect(page.getByRole('combobox', { name: 'Language' }).first().locator('option')).toHaveText(['English', 'العربية', 'اردو']);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveCount(0);
    // Unknown prefixes stay not found too.
    expect((await fetchText('/xx/products'))[0]).toBe(404);
  });
});

test('changing app_locale to Arabic serves Arabic at "/": the English pages move under /en, the Arabic prefix moves to "/"', async ({ page }) => {
  await admin('PATCH', '/admin/settings', { languages: [english, arabic], app_locale: 'ar' });
  try {
    await page.goto(url('/'));
    expect(await html(page)).toEqual({ lang: 'ar', dir: 'rtl', script: 'arabic' });
    await expect(page).toHaveTitle('الرئيسية | Marketly');
    const moved = await fetch(url('/ar/products'), { redirect: 'manual' });
    expect([moved.status, new URL(moved.headers.get('location') ?? '', url('/')).href]).toEqual([308, url('/products')]);
    await page.goto(url('/en/products'));
    expect(await html(page)).toEqual({ lang: 'en', dir: 'ltr', script: 'latin' });
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /[^/]\/products$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/products$/);
  } finally {
    await admin('PATCH', '/admin/settings', { app_locale: 'en' });
  }
  const back = await fetch(url('/en/products'), { redirect: 'manual' });
  expect(back.status).toBe(308);
});
