import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { ShopProvider } from '@/components/providers/shop-provider';
import { getMaster } from '@/lib/api/server';
import { inter, notoArabic } from '@/lib/fonts';
import { CURRENCY_COOKIE } from '@/lib/money';
import { clientMessages } from '@/lib/i18n/client-messages';
import { directionOf, routing } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/switch-locale';
import { canonicalQuery, languageAlternates } from '@/lib/seo/alternates';
import { originFromHeaders } from '@/lib/seo/origin';
import { themeCss } from '@/lib/theme';
import '../globals.css';

/** Canonical URL and hreflang alternates of the requested page (paths from middleware.ts). */
function canonicalAlternates(locale: string, requestHeaders: Headers) {
  const path = requestHeaders.get('x-shop-path') ?? '/';
  const query = canonicalQuery(requestHeaders.get('x-shop-query') ?? '');
  return { canonical: localizedPath(locale, path) + query, languages: languageAlternates(path, query) };
}

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  setRequestLocale(locale);
  const [master, requestHeaders] = await Promise.all([getMaster(), headers()]);
  return {
    metadataBase: new URL(originFromHeaders(requestHeaders)),
    alternates: canonicalAlternates(locale, requestHeaders),
    // SPEC.md: the page title is the route title followed by the app name.
    title: { default: master.app_name, template: `%s | ${master.app_name}` },
    description: master.web_footer_description ?? undefined,
    applicationName: master.app_name,
    icons: master.app_logo ? { icon: master.app_logo } : undefined,
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [master, cookieStore, messages] = await Promise.all([getMaster(), cookies(), getMessages()]);
  const theme = themeCss(master.theme_colors);
  const direction = directionOf(locale);
  return (
    <html lang={locale} dir={direction} className={`${inter.variable} ${notoArabic.variable}`}>
      <head>{theme ? <style id="shop-theme">{theme}</style> : null}</head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <NextIntlClientProvider messages={clientMessages(messages)}>
          <ShopProvider
            currencies={master.currencies}
            serverCurrency={cookieStore.get(CURRENCY_COOKIE)?.value ?? null}
            appLocale={master.app_locale}
            locale={locale}
            direction={direction}
          >
            {children}
          </ShopProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
