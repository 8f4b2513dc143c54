// The 404 page is in the HTML itself, in the page's language, for crawlers and for browsers
// without JavaScript: Next.js's own answer to notFound() is an empty error page whose content only
// scripts draw, and the web server sends the not-found document in its place
// (server/web/not-found-page.ts, docs/adr/0026).
import { expect, test } from './support/test';
import { apiData, type CardData } from './support/api';

const TEXT = {
  en: { title: 'Page not found', text: 'The page you are looking for does not exist.', home: 'Back to home', href: '/' },
  ar: { title: 'الصفحة غير موجودة', text: 'الصفحة التي تبحث عنها غير موجودة.', home: 'العودة إلى الرئيسية', href: '/ar' },
};

/** The markup a browser shows without running a script. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');

test('a missing page is a 404 whose HTML holds the not-found page in its language, with no canonical or hreflang link', async ({ request }) => {
  const [product] = (await apiData<{ products: CardData[] }>(request, '/products?per_page=1')).products;
  const missing = [
    '/no-such-page-here',
    '/ar/no-such-page-here',
    '/no/such/page/here',
    `/products/${product.id}999999/details`,
    `/ar/products/${product.id}999999/details`,
    '/categories/no-such-category',
    '/ar/categories/no-such-category',
    '/shops/99999999',
    '/blog/no-such-post',
    '/ar/blog/no-such-post',
    '/page/no-such-policy',
  ];
  for (const path of missing) {
    const locale = path.startsWith('/ar/') ? 'ar' : 'en';
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).not.toContain('__next_error__');
    expect(html, path).toContain(locale === 'ar' ? '<html lang="ar" dir="rtl"' : '<html lang="en" dir="ltr"');
    const markup = withoutScripts(html);
    const { title, text, home, href } = TEXT[locale];
    expect(markup, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(markup, path).toContain(`<p>${text}</p>`);
    expect(markup, path).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*>${home}</a>`));
    expect(markup, path).toContain('<meta name="robots" content="noindex"/>');
    expect(markup, path).not.toContain('rel="canonical"');
    expect(markup, path).not.toContain('hreflang');
  }
});

test('the not-found document’s own address is a 404 too', async ({ request }) => {
  for (const path of ['/not-found-document', '/ar/not-found-document']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(withoutScripts(await response.text()), path).toContain(TEXT[path.startsWith('/ar/') ? 'ar' : 'en'].title);
  }
});

test('in a browser the not-found page stays at the missing address and its link goes home', async ({ page }) => {
  const response = await page.goto('/ar/products/999999999/details');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.title })).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/products\/999999999\/details$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('link', { name: TEXT.ar.home }).click();
  await expect(page).toHaveURL(/\/ar$/);
});
