// The web app manifest of each language (/manifests/en.webmanifest, /manifests/ar.webmanifest):
// what a browser needs to install the shop, named and coloured by the shop's settings.
import type { MetadataRoute } from 'next';
import { currentLocales, directionOf } from '@/lib/i18n/locales';

/** The built-in palette's primary colour (app/globals.css), used when settings give none. */
export const DEFAULT_THEME_COLOR = '#e11d48';
const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export interface ManifestSettings {
  app_name: string;
  web_footer_description?: string | null;
  theme_colors?: Record<string, string | null | undefined> | null;
}

/** The address of a language's manifest. */
export function manifestPath(locale: string): string {
  return `/manifests/${locale}.webmanifest`;
}

/** The shop's theme colour from settings, when it is a plain hex colour. */
export function themeColor(settings: Pick<ManifestSettings, 'theme_colors'>): string {
  const primary = settings.theme_colors?.primary?.trim();
  return primary && hexColor.test(primary) ? primary : DEFAULT_THEME_COLOR;
}

/** A short name fits under an icon: the first word(s) of the shop's name, at most 12 letters. */
export function shortName(name: string): string {
  const trimmed = name.trim();
  if ([...trimmed].length <= 12) return trimmed;
  const words = trimmed.split(/\s+/);
  let short = words[0];
  for (const word of words.slice(1)) {
    if ([...`${short} ${word}`].length > 12) break;
    short = `${short} ${word}`;
  }
  return [...short].slice(0, 12).join('');
}

export function webManifest(locale: string, settings: ManifestSettings): MetadataRoute.Manifest {
  const start = locale === currentLocales().defaultLocale ? '/' : `/${locale}`;
  return {
    id: start,
    name: settings.app_name,
    short_name: shortName(settings.app_name),
    description: settings.web_footer_description ?? undefined,
    lang: locale,
    dir: directionOf(locale),
    start_url: start,
    scope: '/',
    display: 'standalone',
    theme_color: themeColor(settings),
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
