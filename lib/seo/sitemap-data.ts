import 'server-only';
// What each sitemap shard lists, read through the contract client in the default locale
// (lib/seo/sitemap-entries.ts).
import { apiFor } from '@/lib/api/server';
import { currentLocales } from '@/lib/i18n/locales';
import { productTotalOf, shardEntriesOf } from './sitemap-entries';
import type { SitemapEntry } from './sitemap';

const api = () => apiFor(currentLocales().defaultLocale);

export function productTotal(): Promise<number> {
  return productTotalOf(api());
}

export function shardEntries(name: string): Promise<SitemapEntry[] | null> {
  return shardEntriesOf(api(), name);
}
