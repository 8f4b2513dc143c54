import type { MetadataRoute } from 'next';
import { requestOrigin } from '@/lib/seo/origin';
import { accountSegments } from '@/lib/auth/account-routes';
import { localesNow } from '@/lib/i18n/locale-source';

// Crawl the catalogue; keep out of personal pages, checkout and the endless facet and sort
// combinations of listings (their canonical pages are crawlable without parameters).
const PRIVATE = [...accountSegments, 'cart'];
const FACETS = ['sort', 'brand', 'color', 'size', 'min_price', 'max_price', 'rating', 'category'];

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await requestOrigin();
  const locales = await localesNow();
  const prefixes = ['', ...locales.languages.filter(({ name }) => name !== locales.defaultLocale).map(({ name }) => `/${name}`)];
  const disallow = [
    '/api/',
    ...prefixes.flatMap((prefix) => PRIVATE.map((segment) => `${prefix}/${segment}`)),
    ...FACETS.flatMap((facet) => [`/*?${facet}=`, `/*&${facet}=`]),
  ];
  return {
    // The shopping-search feeds (/feeds/products.xml) are open to crawlers like the catalogue.
    rules: [{ userAgent: '*', allow: ['/', '/feeds/'], disallow }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
