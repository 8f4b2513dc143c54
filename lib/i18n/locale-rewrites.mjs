// Default-locale URLs are the storefront's paths without a locale prefix (/products, not
// /en/products); they are served by the app/[locale] routes through these internal rewrites (docs/adr/0003). Keep `locales` in step with
// lib/i18n/routing.ts (a unit test checks it).
export const locales = ['en', 'ar'];
export const defaultLocale = 'en';

const reserved = [...locales, 'api', '_next', 'build', 'media', 'img', 'sitemaps', 'manifests'];

/** Rewrites for next.config.mjs `afterFiles`. */
export function defaultLocaleRewrites() {
  return [
    { source: '/', destination: `/${defaultLocale}` },
    {
      source: `/:path((?!(?:${reserved.join('|')})(?:/|$)).+)`,
      destination: `/${defaultLocale}/:path`,
    },
  ];
}
