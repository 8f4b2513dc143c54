// Addresses within a locale, for links and the router (lib/i18n/navigation.tsx).
import { localizedPath } from './locales';

/** A locale-free address: a path, or a path with a query. */
export type Href = string | { pathname: string; query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined> };

function withQuery(href: Href): string {
  if (typeof href === 'string') return href;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {})) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const text = search.toString();
  return text ? `${href.pathname}?${text}` : href.pathname;
}

/** The address of a locale-free `href` in `locale` (lib/i18n/locales.ts decides the prefix). */
export function getPathname({ href, locale }: { href: Href; locale: string }): string {
  const text = withQuery(href);
  const split = text.search(/[?#]/);
  const path = split === -1 ? text : text.slice(0, split);
  return localizedPath(locale, path || '/') + (split === -1 ? '' : text.slice(split));
}
