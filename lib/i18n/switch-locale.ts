// Choosing a language: the choice is kept in local storage under `locale`
// (and in the NEXT_LOCALE cookie), the document takes the new language and direction, and the
// page reloads at the same path in the new locale so every text comes from its catalogue.
import { directionOf, routing } from './routing';

export const LOCALE_STORAGE_KEY = 'locale';

/** `path` without a locale prefix, as next-intl's usePathname gives it. */
export function localizedPath(locale: string, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === routing.defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

export function rememberLocale(locale: string): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode); the URL still carries the locale.
  }
  document.cookie = `NEXT_LOCALE=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export function switchLocale(locale: string, path: string): void {
  rememberLocale(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  window.location.assign(localizedPath(locale, path) + window.location.search);
}
