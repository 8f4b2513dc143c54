// The shop's languages are data: the settings list them (/master `languages`: the locale code in
// `name`, a `title`, a `direction`) and name the default one (`app_locale`). This module is the
// only place that works out what a path or a locale means in them: the middleware, the web
// server, the pages, the browser's islands and the service worker all ask here. It imports
// nothing, so every one of those bundles can take it.
//
// The languages in force are kept on globalThis: on the server lib/i18n/locale-source.ts keeps
// them fresh from the settings; in the browser the layout's provider hands over the ones its page
// was rendered with, and the service worker hears them from the page (worker/sw.ts).

export type Direction = 'ltr' | 'rtl';

export interface ShopLanguage {
  /** The locale code, the first segment of its pages' paths (`fr`, `pt-br`). */
  name: string;
  title: string;
  direction: Direction;
}

export interface LocaleSet {
  readonly languages: readonly ShopLanguage[];
  /** The language whose pages have no prefix: `app_locale`. */
  readonly defaultLocale: string;
}

/** What a language code may look like: it becomes a path segment and an `<html lang>`. */
export const LOCALE_CODE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/;

/**
 * First path segments that are never a language: the storefront's own routes outside its pages
 * (middleware.ts's matcher leaves the same ones out). A language named like one would have its
 * pages shadowed by them; only `api` and `img` can look like a code, the rest make the rule whole.
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set(['api', '_next', '_vercel', 'build', 'media', 'img', 'icons', 'manifests', 'sitemaps', 'feeds']);

/** Languages with a catalogue of the storefront's words in messages/ (complete ones). */
export const BUNDLED_LOCALES: readonly string[] = ['en', 'ar'];

/** Before the settings answer (the build, a first request while the backend starts). */
export const FALLBACK_LOCALES: LocaleSet = {
  languages: [
    { name: 'en', title: 'English', direction: 'ltr' },
    { name: 'ar', title: 'العربية', direction: 'rtl' },
  ],
  defaultLocale: 'en',
};

/**
 * How long the settings (languages, default language, translations) are trusted before they are
 * read again: SETTINGS_TTL_SECONDS of the environment given (by the caller's configuration
 * module), a minute unless set. The backend of the same process expires them at once when it
 * changes them; this is how soon an external backend's changes show.
 */
export function settingsTtlSeconds(env: Record<string, string | undefined>): number {
  const seconds = Number(env.SETTINGS_TTL_SECONDS);
  return Number.isFinite(seconds) && seconds >= 1 ? Math.min(seconds, 86_400) : 60;
}

const KEY = Symbol.for('shop.locales');
type Holder = { [KEY]?: LocaleSet };

/** The languages in force. */
export function currentLocales(): LocaleSet {
  return (globalThis as Holder)[KEY] ?? FALLBACK_LOCALES;
}

export function setCurrentLocales(set: LocaleSet): void {
  (globalThis as Holder)[KEY] = set;
}

type LanguageRow = { name?: unknown; title?: unknown; direction?: unknown };

/**
 * The languages of a /master answer. Entries whose code cannot be a path segment are left out
 * (and said so by the caller's checks, not here); the default is `app_locale` when it is one of
 * them, else the first. Settings without a usable language keep the fallback.
 */
export function localeSetFrom(master: { languages?: readonly LanguageRow[] | null; app_locale?: unknown } | null | undefined): LocaleSet {
  const languages: ShopLanguage[] = [];
  for (const row of master?.languages ?? []) {
    const name = typeof row?.name === 'string' ? row.name.trim().toLowerCase() : '';
    if (!LOCALE_CODE.test(name) || languages.some((one) => one.name === name)) continue;
    const title = typeof row.title === 'string' && row.title.trim() ? row.title.trim() : name;
    languages.push({ name, title, direction: row.direction === 'rtl' ? 'rtl' : 'ltr' });
  }
  if (languages.length === 0) return FALLBACK_LOCALES;
  const wanted = typeof master?.app_locale === 'string' ? master.app_locale.trim().toLowerCase() : '';
  const defaultLocale = languages.some((one) => one.name === wanted) ? wanted : languages[0].name;
  return { languages, defaultLocale };
}

/** The locale codes, in the settings' order. */
export function localeCodes(set: LocaleSet = currentLocales()): string[] {
  return set.languages.map((one) => one.name);
}

export function isLocale(code: string | null | undefined, set: LocaleSet = currentLocales()): boolean {
  return !!code && set.languages.some((one) => one.name === code);
}

function firstSegment(pathname: string): string {
  return String(pathname ?? '/').split(/[?#]/)[0].split('/')[1] ?? '';
}

/** The locale a path is in: its prefix when that is a language of the shop, else the default. */
export function localeOfPath(pathname: string, set: LocaleSet = currentLocales()): string {
  const first = firstSegment(pathname);
  return isLocale(first, set) ? first : set.defaultLocale;
}

/** The locale-free path of a request path ("/ar/products" → "/products"). */
export function pathWithoutLocale(pathname: string, set: LocaleSet = currentLocales()): string {
  const [, first, ...rest] = String(pathname ?? '/').split('/');
  if (isLocale(first, set)) return `/${rest.join('/')}`.replace(/\/$/, '') || '/';
  return pathname || '/';
}

/** A locale-free path in a locale: the default language's unprefixed, the others under theirs. */
export function localizedPath(locale: string, path: string, set: LocaleSet = currentLocales()): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === set.defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** A language's direction as its settings say; a language they do not list reads left to right. */
export function directionOf(locale: string, set: LocaleSet = currentLocales()): Direction {
  return set.languages.find((one) => one.name === locale)?.direction ?? 'ltr';
}

/**
 * The family of the fonts that ship with the shop a language is written in: Arabic script
 * (Arabic, Persian, Urdu, Pashto, Kurdish Sorani, Uyghur, Sindhi) or Latin; any other script
 * (Hebrew, Cyrillic, Bengali…) is shown in the system's fonts.
 */
export function scriptOf(locale: string): 'arabic' | 'latin' | 'other' {
  const language = locale.split('-')[0];
  if (['ar', 'fa', 'ur', 'ps', 'ckb', 'ug', 'sd', 'ks'].includes(language)) return 'arabic';
  if (['he', 'yi', 'ru', 'uk', 'bg', 'sr', 'mk', 'be', 'kk', 'el', 'bn', 'hi', 'mr', 'ne', 'ta', 'te', 'kn', 'ml', 'gu', 'pa', 'si', 'th', 'lo', 'km', 'my', 'ka', 'hy', 'am', 'zh', 'ja', 'ko', 'dv'].includes(language)) return 'other';
  return 'latin';
}
