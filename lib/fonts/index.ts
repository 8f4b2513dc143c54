import localFont from 'next/font/local';

// Self-hosted variable fonts from @fontsource (no font downloads at build time).
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
  // The metric-matched fallbacks are app/globals.css's --font-inter-fallbacks: next/font's own
  // covers Arial only, which Android and most Linux systems do not have.
  adjustFontFallback: false,
});

export const notoArabic = localFont({
  src: '../../node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
  variable: '--font-arabic',
  display: 'swap',
  weight: '100 900',
  preload: false,
});
