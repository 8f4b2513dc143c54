// hreflang alternates: every page exists in every locale, the default one unprefixed.
import { localizedPath } from '@/lib/i18n/switch-locale';
import { routing } from '@/lib/i18n/routing';

/** `path` is the locale-free path of the page ("/products"). */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of routing.locales) languages[locale] = localizedPath(locale, path);
  languages['x-default'] = localizedPath(routing.defaultLocale, path);
  return languages;
}

/** The locale-free path of a request path ("/ar/products" → "/products"). */
export function pathWithoutLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if ((routing.locales as readonly string[]).includes(first ?? '')) return `/${rest.join('/')}`.replace(/\/$/, '') || '/';
  return pathname || '/';
}
