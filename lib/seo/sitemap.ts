// Sitemaps: an index of shards, each a <urlset> of one kind of page in every locale with
// hreflang alternates. Products come in shards of PRODUCTS_PER_SHARD so that 100,000 products
// stay far below the 50,000-URL limit of one file.
import { currentLocales, localeCodes, localizedPath, type LocaleSet } from '@/lib/i18n/locales';

export const PRODUCTS_PER_SHARD = 5000;

export interface SitemapEntry {
  /** Locale-free path. */
  path: string;
  lastModified?: string;
}

export const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function urlset(origin: string, entries: SitemapEntry[], set: LocaleSet = currentLocales()): string {
  const urls: string[] = [];
  const locales = localeCodes(set);
  for (const entry of entries) {
    const alternates =
      locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + localizedPath(locale, entry.path, set))}"/>`).join('') +
      // The page for a language the shop does not speak: the default locale's.
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localizedPath(set.defaultLocale, entry.path, set))}"/>`;
    for (const locale of locales) {
      const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
      urls.push(`<url><loc>${escapeXml(origin + localizedPath(locale, entry.path, set))}</loc>${lastmod}${alternates}</url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}

export function sitemapIndex(origin: string, names: string[]): string {
  const items = names.map((name) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}.xml`)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`;
}

/** Shard names for a catalogue of `productTotal` products. */
export function shardNames(productTotal: number): string[] {
  const productShards = Math.max(1, Math.ceil(productTotal / PRODUCTS_PER_SHARD));
  return ['pages', 'categories', 'shops', 'blogs', ...Array.from({ length: productShards }, (_, index) => `products-${index + 1}`)];
}
