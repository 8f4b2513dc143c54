// hreflang alternates: every page exists in every locale, the default one unprefixed.
import { currentLocales, localizedPath } from '@/lib/i18n/locales';

/** Query parameters that make a different page; filters, sort and search canonicalise away. */
const CANONICAL_PARAMS = ['page', 'subcategory'];

/** The part of a query string that belongs in the canonical URL ("?page=2"), or "". */
export function canonicalQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of CANONICAL_PARAMS) {
    const value = params.get(key);
    if (value && /^\d{1,9}$/.test(value) && !(key === 'page' && value === '1')) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** `path` is the locale-free path of the page ("/products"), `query` from canonicalQuery. */
export function languageAlternates(path: string, query = ''): Record<string, string> {
  const set = currentLocales();
  const languages: Record<string, string> = {};
  for (const { name } of set.languages) languages[name] = localizedPath(name, path, set) + query;
  languages['x-default'] = localizedPath(set.defaultLocale, path, set) + query;
  return languages;
}

/**
 * Canonical URL and hreflang alternates of a page, for its own metadata: pages served from the
 * cache know their path and query from their route, never from the request.
 */
export function pageAlternates(locale: string, path: string, query: Record<string, string | string[] | undefined> = {}) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') search.set(key, value);
  const kept = canonicalQuery(search.toString());
  return { canonical: localizedPath(locale, path) + kept, languages: languageAlternates(path, kept) };
}
