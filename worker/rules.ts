// What the service worker keeps and how it answers without a network (worker/sw.ts). Pure
// functions of requests and responses, so unit tests can hold them.
import { accountSegments } from '@/lib/auth/account-routes';
import { directionOf, LOCALE_CODE, pathWithoutLocale, type Direction, type LocaleSet } from '@/lib/i18n/locales';

/** Caches of the service worker. Pages are kept per build: a deploy starts with none kept. */
export const CACHE = {
  assets: 'shop-assets',
  images: 'shop-images',
  pages: (build: string) => `shop-pages-${build}`,
} as const;

/** How many of each are kept; the least recently used go first. */
export const LIMITS = { assets: 120, images: 150, pages: 40 } as const;

/** Header set on a kept page's copy: its title, for the offline page's links. */
export const KEPT_TITLE_HEADER = 'x-kept-title';

function segmentsOf(pathname: string): string[] {
  return pathWithoutLocale(pathname).split('/').filter(Boolean);
}

/** The build's scripts, styles and fonts, and the shop's icons: named by their content. */
export function isStaticAsset(url: URL): boolean {
  return url.pathname.startsWith('/build/_next/static/') || url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/icons/');
}

/** Product, shop and banner pictures, optimised (/img/{width}/…) or as uploaded (/media/…). */
export function isImage(url: URL): boolean {
  return /^\/img\/\d+\//.test(url.pathname) || url.pathname.startsWith('/media/') || url.pathname.startsWith('/_next/image');
}

/**
 * A public page the shopper may open again offline: the page itself (not Next.js's RSC data of
 * it, not the API, not a file), and never one of the account, checkout or buy-now pages.
 */
export function isCataloguePage(url: URL, headers: Headers, mode: RequestMode): boolean {
  if (headers.has('rsc') || headers.has('next-router-prefetch') || url.searchParams.has('_rsc')) return false;
  if (mode !== 'navigate' && !(headers.get('accept') ?? '').includes('text/html')) return false;
  const segments = segmentsOf(url.pathname);
  const first = segments[0] ?? '';
  if (['api', 'build', '_next', 'img', 'media', 'sitemaps', 'feeds', 'icons'].includes(first)) return false;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return false;
  return !(accountSegments as readonly string[]).includes(first);
}

/**
 * Only what the server itself calls shareable is kept: a 200 HTML page that is not `private` or
 * `no-store` (personal pages are both), so nothing rendered for one shopper is ever kept.
 */
export function isKeepable(response: Response): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false;
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (/\b(private|no-store)\b/.test(control)) return false;
  if (response.headers.has('set-cookie')) return false;
  return (response.headers.get('content-type') ?? '').includes('text/html');
}

/** The text of a page's <title>, unescaped, or '' when it has none. */
export function titleOf(html: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!match) return '';
  return match[1]
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** A kept copy says so on its root element: the page shows its "you are offline" notice. */
export function markKept(html: string): string {
  return html.replace(/<html(\s|>)/i, '<html data-kept=""$1');
}

/**
 * What a page the worker keeps tells of the shop's languages: its `<html lang dir>`, and whether
 * its path carries that language's prefix (else the language is the default one). The worker
 * learns the languages from the pages it sees, as the shop's settings change without a new worker.
 */
export function learnLocales(set: LocaleSet, pathname: string, html: string): LocaleSet {
  const root = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  const lang = /\slang="([^"]+)"/.exec(root)?.[1]?.toLowerCase() ?? '';
  if (!LOCALE_CODE.test(lang)) return set;
  const direction: Direction = /\sdir="rtl"/i.test(root) ? 'rtl' : 'ltr';
  const prefixed = pathname.split('/')[1] === lang;
  const languages = [...set.languages.filter((one) => one.name !== lang), { name: lang, title: lang, direction }];
  if (!prefixed) return { languages, defaultLocale: lang };
  const other = set.defaultLocale !== lang ? set.defaultLocale : (languages.find((one) => one.name !== lang)?.name ?? 'en');
  return { languages, defaultLocale: other };
}

export interface OfflineStrings {
  title: string;
  heading: string;
  text: string;
  keptHeading: string;
  nothingKept: string;
  retry: string;
}

export interface KeptPage {
  url: string;
  title: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * The page shown for a page never opened while offline: what happened, the pages kept on this
 * device (links that work offline) and a way to try again. Self-contained: no script, inline
 * styles, in the page's language and direction.
 */
export function offlinePage(locale: string, strings: OfflineStrings, kept: readonly KeptPage[], retryUrl: string): string {
  const dir = directionOf(locale);
  const items = kept.map((page) => `<li><a href="${escapeHtml(page.url)}">${escapeHtml(page.title || page.url)}</a></li>`).join('');
  const list = kept.length > 0 ? `<h2>${escapeHtml(strings.keptHeading)}</h2><ul>${items}</ul>` : `<p>${escapeHtml(strings.nothingKept)}</p>`;
  const style =
    'body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#0f172a;background:#fff}' +
    'main{max-width:40rem;margin:0 auto}h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:2rem}' +
    'li{margin:.5rem 0}a{color:#1d4ed8}.retry{display:inline-block;margin-top:1rem;padding:.5rem 1rem;border-radius:.375rem;background:#1d4ed8;color:#fff;text-decoration:none}' +
    '[role=status]{padding:.75rem 1rem;border-radius:.375rem;background:#fef3c7;color:#78350f}';
  return (
    `<!DOCTYPE html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(strings.title)}</title><style>${style}</style></head><body><main>` +
    `<p role="status">${escapeHtml(strings.heading)}</p><h1>${escapeHtml(strings.title)}</h1><p>${escapeHtml(strings.text)}</p>` +
    `${list}<a class="retry" href="${escapeHtml(retryUrl)}">${escapeHtml(strings.retry)}</a></main></body></html>`
  );
}

/** The same picture at a smaller width, for a shopper who asked to save data. */
export function smallerImage(url: URL, widths: readonly number[]): URL | null {
  const match = /^\/img\/(\d+)\//.exec(url.pathname);
  if (!match) return null;
  const width = Number(match[1]);
  const smaller = [...widths].sort((a, b) => a - b).filter((candidate) => candidate <= width / 2).pop();
  if (!smaller) return null;
  const next = new URL(url);
  next.pathname = url.pathname.replace(/^\/img\/\d+\//, `/img/${smaller}/`);
  return next;
}
