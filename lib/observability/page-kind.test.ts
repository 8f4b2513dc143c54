import { readdirSync } from 'node:fs';
import path from 'node:path';
import { FALLBACK_LOCALES, localeSetFrom, setCurrentLocales } from '@/lib/i18n/locales';
import { PAGE_KINDS, pageKindOf, type PageKind } from '@/lib/observability/page-kind';

const localeRoot = path.join(process.cwd(), 'app', '[locale]');

/** Every page route under app/[locale]/, as its folder path (route groups included). */
function pageRoutes(dir = localeRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return pageRoutes(path.join(dir, entry.name));
    return entry.name === 'page.tsx' ? [path.relative(localeRoot, dir).split(path.sep).join('/')] : [];
  });
}

/** A URL path for a route folder: groups dropped, each dynamic segment given a sample value. */
function samplePath(route: string): string {
  const segments = route
    .split('/')
    .filter((segment) => segment && !/^\(.+\)$/.test(segment))
    .flatMap((segment) => (segment.startsWith('[...') ? ['some', 'missing', 'page'] : segment.startsWith('[') ? ['42'] : [segment]));
  return `/${segments.join('/')}`;
}

// One row per page route: a new route fails the test until it is given its kind here.
const EXPECTED: Record<string, PageKind> = {
  '(shop)': 'home',
  '(shop)/query/[query]': 'home',
  '(shop)/products': 'products',
  '(shop)/products/query/[query]': 'products',
  '(shop)/products/[id]/details': 'product',
  '(shop)/products/[id]/questions': 'product',
  '(shop)/products/[id]/questions/query/[query]': 'product',
  '(shop)/most-popular': 'products',
  '(shop)/most-popular/query/[query]': 'products',
  '(shop)/best-deal': 'products',
  '(shop)/best-deal/query/[query]': 'products',
  '(shop)/categories': 'categories',
  '(shop)/categories/[slug]': 'category',
  '(shop)/categories/[slug]/query/[query]': 'category',
  '(shop)/shops': 'shops',
  '(shop)/shops/query/[query]': 'shops',
  '(shop)/shops/[id]': 'shop',
  '(shop)/shops/[id]/query/[query]': 'shop',
  '(shop)/flash-sale/[id]': 'flash-sale',
  '(shop)/flash-sale/[id]/query/[query]': 'flash-sale',
  '(shop)/vouchers': 'vouchers',
  '(shop)/vouchers/query/[query]': 'vouchers',
  '(blog)/blogs': 'blogs',
  '(blog)/blogs/query/[query]': 'blogs',
  '(blog)/blog/[slug]': 'blog',
  '(shop)/about-us': 'content',
  '(shop)/contact-us': 'content',
  '(shop)/support': 'content',
  '(shop)/privacy-policy': 'content',
  '(shop)/return-policy': 'content',
  '(shop)/terms-and-conditions': 'content',
  '(shop)/page/[slug]': 'content',
  '(shop)/shop/register': 'seller-application',
  '(shop)/checkout': 'checkout',
  '(shop)/buynow': 'checkout',
  '(account)/dashboard': 'account',
  '(account)/profile': 'account',
  '(account)/change-password': 'account',
  '(account)/wishlist': 'account',
  '(account)/alerts': 'account',
  '(account)/my-questions': 'account',
  '(account)/following': 'account',
  '(account)/massages': 'account',
  '(account)/affiliations': 'account',
  '(account)/manage-address': 'account',
  '(account)/manage-address/new': 'account',
  '(account)/manage-address/[id]/edit': 'account',
  '(account)/order-history': 'account',
  '(account)/order-history/[id]': 'account',
  '(account)/return-product/[id]': 'account',
  '(account)/returned-order-history': 'account',
  '(account)/returned-order-history/[id]': 'account',
  '(account)/support-tickets': 'account',
  '(account)/support-ticket/[ticketNumber]': 'account',
  'not-found-document': 'other',
  '[...rest]': 'other',
};

describe('pageKindOf', () => {
  const routes = pageRoutes();
  // The shop's languages are data: these are the ones its settings list here.
  beforeAll(() => setCurrentLocales(localeSetFrom({ app_locale: 'en', languages: ['en', 'ar', 'fr', 'pt-br', 'es-419', 'fil'].map((name) => ({ name, title: name })) })));
  afterAll(() => setCurrentLocales(FALLBACK_LOCALES));

  it('has a kind for every page route, and no row for a route that is gone', () => {
    expect(routes.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('maps %s to %s, with or without a locale prefix', (route, kind) => {
    const sample = samplePath(route);
    expect(PAGE_KINDS).toContain(kind);
    expect(pageKindOf(sample)).toBe(kind);
    for (const prefix of ['/ar', '/en', '/fr', '/pt-br', '/es-419', '/fil']) {
      expect(pageKindOf(sample === '/' ? prefix : `${prefix}${sample}`)).toBe(kind);
    }
  });

  it('ignores a query string, a hash, a trailing slash and repeated slashes', () => {
    expect(pageKindOf('/products/12/details?ref=home#reviews')).toBe('product');
    expect(pageKindOf('/ar/shops/3/')).toBe('shop');
    expect(pageKindOf('//categories//fashion')).toBe('category');
    expect(pageKindOf('')).toBe('home');
    expect(pageKindOf('?page=2')).toBe('home');
  });

  it('takes no route’s first segment for a locale, and only one prefix', () => {
    // `api` and `img` look like language codes but are routes of the app.
    expect(pageKindOf('/api/products')).toBe('other');
    expect(pageKindOf('/img/640/products/1.webp')).toBe('other');
    expect(pageKindOf('/ar/ar')).toBe('other');
    expect(pageKindOf('/english/products')).toBe('other');
    expect(pageKindOf('/pt-BRA/products')).toBe('other');
  });

  it('keeps ids and unknown shapes out of the kinds', () => {
    expect(pageKindOf('/products/12')).toBe('other');
    expect(pageKindOf('/products/12/details/extra')).toBe('other');
    expect(pageKindOf('/order-history/9/secret')).toBe('other');
    expect(new Set(['/a', '/b/c', '/products/1/details'].map(pageKindOf)).size).toBeLessThanOrEqual(PAGE_KINDS.length);
  });
});
