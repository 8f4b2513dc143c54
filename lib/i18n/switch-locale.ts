// Choosing a language: the choice is kept in local storage under `locale`
// (and in the NEXT_LOCALE cookie), the document takes the new language and direction, and the
// page reloads at the same path in the new locale so every text comes from its catalogue.
import { directionOf, localizedPath } from './locales';

export const LOCALE_STORAGE_KEY = 'locale';

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
