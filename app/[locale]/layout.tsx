import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { WebVitalsReporter } from '@/components/observability/web-vitals-reporter';
import { ShopProvider } from '@/components/providers/shop-provider';
import { getMaster } from '@/lib/api/server';
import { BOOT_SCRIPT } from '@/lib/boot-script';
import { inter, notoArabic } from '@/lib/fonts';
import { clientMessages } from '@/lib/i18n/client-messages';
import { localesNow } from '@/lib/i18n/locale-source';
import { directionOf, isLocale, scriptOf } from '@/lib/i18n/locales';
import { defaultCurrency } from '@/lib/money';
import { webVitalsEnabled } from '@/lib/observability/web-vitals-beacon';
import { manifestPath, themeColor } from '@/lib/pwa/manifest';
import { shopOrigin } from '@/lib/seo/origin';
import { themeCss } from '@/lib/theme';
import { serverEnv } from '@/server/config';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Public pages are rendered once per locale and kept (docs/adr/0013): this layout reads no
// cookie, session or request header. What differs per visitor is filled in by client islands,
// prepared before first paint by BOOT_SCRIPT. None is rendered while building: the build has no
// shop data of its own, so each page is rendered on its first request, then served from cache.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale, await localesNow())) return {};
  setRequestLocale(locale);
  const master = await getMaster();
  return {
    metadataBase: new URL(shopOrigin()),
    // The page title is the route title followed by the app name.
    title: { default: master.app_name, template: `%s | ${master.app_name}` },
    description: master.web_footer_description ?? undefined,
    applicationName: master.app_name,
    icons: { ...(master.app_logo ? { icon: master.app_logo } : {}), apple: '/icons/apple-touch-icon.png' },
    // Installable (lib/pwa/manifest.ts); the service worker is registered by BOOT_SCRIPT.
    manifest: manifestPath(locale),
  };
}

export async function generateViewport({ params }: Omit<Props, 'children'>): Promise<Viewport> {
  const { locale } = await params;
  if (!isLocale(locale, await localesNow())) return {};
  // Before anything reads the locale: otherwise next-intl reads it from the request's headers,
  // and a page that can be missing could no longer be cached.
  setRequestLocale(locale);
  return { themeColor: themeColor(await getMaster()) };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  // The middleware lets only the shop's languages reach here; a page rendered as one is removed
  // is the not-found page, not a page in a language no longer sold in.
  const locales = await localesNow();
  if (!isLocale(locale, locales)) notFound();
  setRequestLocale(locale);
  const [master, messages, t] = await Promise.all([getMaster(), getMessages(), getTranslations({ locale, namespace: 'Chrome' })]);
  const theme = themeCss(master.theme_colors);
  const direction = directionOf(locale, locales);
  return (
    <html suppressHydrationWarning lang={locale} dir={direction} data-script={scriptOf(locale)} data-default-currency={defaultCurrency(master.currencies).name} data-features={master.features.join(' ') || undefined} className={`${inter.variable} ${notoArabic.variable}`}>
      <head>
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
        {theme ? <style id="shop-theme">{theme}</style> : null}
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <NextIntlClientProvider messages={clientMessages(messages)}>
          <ShopProvider currencies={master.currencies} appLocale={locales.defaultLocale} locale={locale} direction={direction} locales={locales}>
            {children}
          </ShopProvider>
        </NextIntlClientProvider>
        {/* Shown by BOOT_SCRIPT's attributes (app/globals.css): no script of their own. */}
        <p className="connection-notice offline-notice" role="status">
          {t('offlineNotice')}
        </p>
        <p className="connection-notice update-notice" role="status">
          {t('updateReady')}
          <a href="">{t('reload')}</a>
        </p>
        {/* The server's switch, the same for every visitor: the cached page stays shared. */}
        {webVitalsEnabled(serverEnv()) ? <WebVitalsReporter /> : null}
      </body>
    </html>
  );
}
