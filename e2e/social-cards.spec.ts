// What search engines and social networks read in the first response of every public page type,
// in both languages: its own title and description, the canonical link, and complete Open Graph
// and Twitter cards whose picture answers at its own address, without a redirect.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { apiData, type CardData } from './support/api';

const ARABIC = /[\u0600-\u06FF]/;

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([a-zA-Z][\w:-]*)="([^"]*)"/g)) found[name.toLowerCase()] = decode(value);
  return found;
}

/**
 * The metadata of a page's HTML: <title>, meta tags by name or property (all values), link tags
 * by rel. Read from the whole document without its scripts: Next.js puts metadata in the head,
 * but may stream it later in the body for some visitors, and a test of what is absent must see both.
 */
function metadataOf(html: string) {
  const head = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const metas = [...head.matchAll(/<meta\s[^>]*>/gi)].map(([tag]) => attributes(tag));
  const links = [...head.matchAll(/<link\s[^>]*>/gi)].map(([tag]) => attributes(tag));
  const all = (key: string) => metas.filter((meta) => meta.property === key || meta.name === key).map((meta) => meta.content ?? '');
  return {
    title: decode(head.match(/<title[^>]*>([\s\S]*?)<\/title>/i)?.[1] ?? '').trim(),
    meta: (key: string) => all(key)[0],
    all,
    canonical: links.find((link) => link.rel === 'canonical')?.href,
    hreflang: links.filter((link) => link.rel === 'alternate' && link.hreflang),
    lang: html.match(/<html[^>]*\slang="([^"]*)"/i)?.[1],
  };
}

interface Seeded {
  product: CardData;
  category: { id: number; sub_categories: { id: number }[] };
  sale: { id: number };
  blog: { slug: string };
}

async function seeded(request: APIRequestContext, locale: string): Promise<Seeded> {
  const [{ products }, { categories }, sales, { blogs }] = await Promise.all([
    apiData<{ products: CardData[] }>(request, '/products?per_page=1', locale),
    apiData<{ categories: Seeded['category'][] }>(request, '/categories?per_page=20', locale),
    apiData<{ running_flash_sale: Seeded['sale'] | null; incoming_flash_sale: Seeded['sale'] | null }>(request, '/flash-sales', locale),
    apiData<{ blogs: Seeded['blog'][] }>(request, '/blogs?per_page=1', locale),
  ]);
  const sale = sales.running_flash_sale ?? sales.incoming_flash_sale;
  expect(sale, 'a seeded flash sale').toBeTruthy();
  return { product: products[0], category: categories.find((one) => one.sub_categories.length > 0)!, sale: sale!, blog: blogs[0] };
}

/** One address of each public page type, locale-free. */
function pageTypes({ product, category, sale, blog }: Seeded): [string, string][] {
  return [
    ['home', '/'],
    ['products', '/products'],
    ['products, page 2', '/products?page=2'],
    ['product', `/products/${product.id}/details`],
    ['categories', '/categories'],
    ['category', `/categories/${category.id}`],
    ['subcategory', `/categories/${category.id}?subcategory=${category.sub_categories[0].id}`],
    ['shops', '/shops'],
    ['shop', `/shops/${product.shop.id}`],
    ['most popular', '/most-popular'],
    ['best deal', '/best-deal'],
    ['flash sale', `/flash-sale/${sale.id}`],
    ['blog', '/blogs'],
    ['blog post', `/blog/${encodeURIComponent(blog.slug)}`],
    ['privacy policy', '/privacy-policy'],
    ['terms', '/terms-and-conditions'],
    ['return policy', '/return-policy'],
    ['about us', '/about-us'],
    ['policy page', '/page/shipping-and-delivery-policy'],
    ['contact', '/contact-us'],
    ['support', '/support'],
    ['seller application', '/shop/register'],
  ];
}

const localized = (locale: string, path: string) => (locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`);

for (const [locale, ogLocale, otherLocale] of [
  ['en', 'en_US', 'ar_AR'],
  ['ar', 'ar_AR', 'en_US'],
] as const) {
  test(`every public page type has its own title, description and complete share cards (${locale})`, async ({ request }) => {
    test.setTimeout(180_000);
    const pages = pageTypes(await seeded(request, locale));
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const images = new Set<string>();
    for (const [kind, path] of pages) {
      const address = localized(locale, path);
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), `${kind}: ${address}`).toBe(200);
      const page = metadataOf(await response.text());
      const label = `${kind} (${address})`;

      expect(page.title, label).toBeTruthy();
      const description = page.meta('description');
      expect(description, label).toBeTruthy();
      expect(description!.length, label).toBeLessThanOrEqual(160);
      expect(description, label).not.toMatch(/<|>|\s{2}/);
      if (locale === 'ar') expect(description, label).toMatch(ARABIC);
      expect(titles.get(page.title), `${label} has the title of ${titles.get(page.title)}`).toBeUndefined();
      expect(descriptions.get(description!), `${label} has the description of ${descriptions.get(description!)}`).toBeUndefined();
      titles.set(page.title, kind);
      descriptions.set(description!, kind);

      expect(page.canonical, label).toMatch(/^https?:\/\//);
      const canonical = new URL(page.canonical!);
      expect(canonical.pathname + canonical.search, label).toBe(address);
      expect(page.hreflang.map((link) => link.hreflang).sort(), label).toEqual(['ar', 'en', 'x-default']);

      expect(page.meta('og:title'), label).toBeTruthy();
      expect(page.meta('og:description'), label).toBeTruthy();
      if (locale === 'ar') expect(page.meta('og:description'), label).toMatch(ARABIC);
      expect(page.meta('og:url'), label).toBe(page.canonical);
      expect(page.meta('og:site_name'), label).toBeTruthy();
      expect(page.meta('og:type'), label).toMatch(/^(website|article)$/);
      expect(page.meta('og:locale'), label).toBe(ogLocale);
      expect(page.all('og:locale:alternate'), label).toEqual([otherLocale]);
      expect(page.meta('twitter:card'), label).toMatch(/^(summary|summary_large_image)$/);

      const image = page.meta('og:image');
      expect(image, label).toMatch(/^https?:\/\//);
      images.add(image!);
    }
    // Each picture answers at its own address (asked of the server under test, whatever the
    // public origin), not through a redirect.
    for (const image of images) {
      const url = new URL(image);
      const response = await request.get(url.pathname + url.search, { maxRedirects: 0 });
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type'], image).toMatch(/^image\//);
    }
    // Listing pages beyond the first say which page they are.
    if (locale === 'en') expect([...titles.keys()].find((title) => titles.get(title) === 'products, page 2')).toContain('Page 2');
  });
}

test('the generated share picture of a product in the default language answers without a redirect', async ({ request }) => {
  const [product] = (await apiData<{ products: CardData[] }>(request, '/products?per_page=1')).products;
  const page = metadataOf(await (await request.get(`/products/${product.id}/details`)).text());
  const image = new URL(page.meta('og:image')!);
  expect(image.pathname).toMatch(/\/opengraph-image/);
  const response = await request.get(image.pathname + image.search, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});

test('a missing page names no canonical, alternate or share address', async ({ request }) => {
  const [product] = (await apiData<{ products: CardData[] }>(request, '/products?per_page=1')).products;
  for (const [path, text] of [
    ['/no-such-page-here', 'Page not found'],
    ['/ar/no-such-page-here', ARABIC],
    [`/products/${product.id}999999/details`, 'Page not found'],
    ['/page/no-such-policy', 'Page not found'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    const page = metadataOf(html);
    expect(page.canonical, path).toBeUndefined();
    expect(page.hreflang, path).toEqual([]);
    expect(page.meta('og:url'), path).toBeUndefined();
    // The not-found text in the page's language.
    expect(decode(html), path).toMatch(text);
  }
});
