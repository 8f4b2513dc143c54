// The error page's words for app/global-error.tsx, which replaces the root layout when it failed
// and so cannot count on next-intl's provider or the catalogues it loads. The same words as the
// ErrorPage namespace of messages/ (a test holds them equal); app/[locale]/error.tsx reads those.

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

/** The bundled language a path is in: `/ar/…` Arabic, anything else English (the default). */
export function errorPageLocaleOf(pathname: string | null | undefined): ErrorPageLocale {
  return /^\/ar(?:\/|$)/.test(pathname ?? '') ? 'ar' : 'en';
}

export function errorPageText(locale: ErrorPageLocale): ErrorPageText {
  return TEXT[locale];
}

export const errorPageDirection = (locale: ErrorPageLocale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** Home of the locale: the default language has no prefix. */
export const errorPageHome = (locale: ErrorPageLocale): string => (locale === 'en' ? '/' : `/${locale}`);
