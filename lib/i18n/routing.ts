import { defineRouting } from 'next-intl/routing';

/** Locales with a catalogue in messages/. The default locale's paths have no locale prefix. */
export const routing = defineRouting({
  locales: ['en', 'ar'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  // Crawlers and first visits are never redirected by Accept-Language or cookies.
  localeDetection: false,
});

export type Locale = (typeof routing.locales)[number];

export const rtlLocales: readonly string[] = ['ar'];

export function directionOf(locale: string): 'rtl' | 'ltr' {
  return rtlLocales.includes(locale) ? 'rtl' : 'ltr';
}
