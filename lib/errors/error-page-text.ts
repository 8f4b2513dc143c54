// The error page's words for app/global-error.tsx, which replaces the root layout when it failed
// and so cannot count on next-intl's provider or the catalogues it loads. The same words as the
// ErrorPage namespace of messages/ (a test holds them equal); app/[locale]/error.tsx reads those.

import { currentLocales, directionOf, localeOfPath, localizedPath } from '@/lib/i18n/locales';

export type ErrorPageText = { title: string; text: string; retry: string; home: string; reference: string };

const TEXT = {
  en: {
    title: 'Something went wrong',
    text: 'We could not show this page. Please try again in a moment.',
    retry: 'Try again',
    home: 'Back to home',
    reference: 'If it happens again, quote this reference to support:',
  },
  ar: {
    title: 'حدث خطأ ما',
    text: 'تعذّر عرض هذه الصفحة. يُرجى المحاولة مرة أخرى بعد قليل.',
    retry: 'حاول مرة أخرى',
    home: 'العودة إلى الرئيسية',
    reference: 'إذا تكرر ذلك، اذكر هذا المرجع لفريق الدعم:',
  },
} satisfies Record<string, ErrorPageText>;

export type ErrorPageLocale = keyof typeof TEXT;

/**
 * The page's language (lib/i18n/locales.ts: the languages the page was rendered with, when its
 * islands got that far) and the bundled words closest to it: its own, the default language's,
 * or English.
 */
export function errorPageLocaleOf(pathname: string | null | undefined): { locale: string; words: ErrorPageLocale } {
  const set = currentLocales();
  const locale = localeOfPath(pathname ?? '/', set);
  const words = ([locale, set.defaultLocale].find((one) => one in TEXT) ?? 'en') as ErrorPageLocale;
  return { locale, words };
}

export function errorPageText(locale: ErrorPageLocale): ErrorPageText {
  return TEXT[locale];
}

export const errorPageDirection = (locale: string): 'rtl' | 'ltr' => directionOf(locale);

/** Home of the locale: the default language has no prefix. */
export const errorPageHome = (locale: string): string => localizedPath(locale, '/');
