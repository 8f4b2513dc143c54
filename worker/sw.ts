/// <reference lib="webworker" />
// The shop's service worker (docs/adr/0025), bundled by server/web/build-sw.ts into
// public/sw.js with Serwist's runtime. It keeps what a shopper has opened so that it can be read
// again without a connection:
// - the build's scripts, styles, fonts and icons, cached on first use (their names change with
//   their content);
// - pictures, newest first, a bounded number;
// - public catalogue pages, from the network whenever there is one, the kept copy only when there
//   is none (marked, so the page says the shopper is offline); a page never opened answers the
//   offline page with links to the kept ones.
// Account pages, checkout, the API and anything the server calls private are never kept. A new
// deploy's worker takes over at once and drops the pages the old build rendered.
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, type SerwistPlugin } from 'serwist';
import { Offline as offlineEn } from '@/messages/en.json';
import { Offline as offlineAr } from '@/messages/ar.json';
import { deviceSizes, imageSizes } from '@/lib/image-widths.mjs';
import { currentLocales, localeOfPath, setCurrentLocales } from '@/lib/i18n/locales';
import {
  CACHE, isCataloguePage, isImage, isKeepable, isStaticAsset, KEPT_TITLE_HEADER, LIMITS,
  learnLocales, markKept, offlinePage, smallerImage, titleOf, type KeptPage, type OfflineStrings,
} from './rules';

declare const self: ServiceWorkerGlobalScope;
declare const BUILD_ID: string;

const strings: Record<string, OfflineStrings> = { en: offlineEn, ar: offlineAr };
const pagesCache = CACHE.pages(BUILD_ID);
const widths = [...imageSizes, ...deviceSizes];

/** The body is kept decoded: its length and compression headers no longer apply. */
function withoutEncoding(source: Headers): Headers {
  const headers = new Headers(source);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return headers;
}

/** Keeps a page with its title (for the offline page's links), only when it is shareable. */
const keepPublicPages: SerwistPlugin = {
  async cacheWillUpdate({ request, response }) {
    if (!isKeepable(response)) return null;
    const html = await response.clone().text();
    setCurrentLocales(learnLocales(currentLocales(), new URL(request.url).pathname, html));
    const headers = withoutEncoding(response.headers);
    headers.set(KEPT_TITLE_HEADER, encodeURIComponent(titleOf(html)));
    return new Response(html, { status: response.status, statusText: response.statusText, headers });
  },
  // The kept copy is served only when the network failed: it says so.
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse) return cachedResponse;
    const html = markKept(await cachedResponse.text());
    return new Response(html, { status: 200, headers: withoutEncoding(cachedResponse.headers) });
  },
  // Nothing kept for this page: the offline page, listing what is.
  async handlerDidError({ request }) {
    return offlineResponse(new URL(request.url));
  },
};

/** Only answers that can be shown again: a 200, never a private one. */
const keepShareable: SerwistPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null;
    return /\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '') ? null : response;
  },
};

async function keptPages(): Promise<KeptPage[]> {
  const cache = await caches.open(pagesCache);
  const pages: KeptPage[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    pages.push({ url: request.url, title: decodeURIComponent(response.headers.get(KEPT_TITLE_HEADER) ?? '') });
  }
  // Newest first: Cache keeps insertion order, and a page kept again moves to the end.
  return pages.reverse();
}

async function offlineResponse(url: URL): Promise<Response> {
  const locale = localeOfPath(url.pathname);
  // Languages without a catalogue in the project get the default one's words (English before
  // the worker has seen a page).
  const html = offlinePage(locale, strings[locale] ?? strings[currentLocales().defaultLocale] ?? strings.en, await keptPages(), url.href);
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

function savingData(request: Request): boolean {
  const connection = (self.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return request.headers.get('save-data') === 'on' || connection?.saveData === true;
}

const pages = new NetworkFirst({
  cacheName: pagesCache,
  plugins: [keepPublicPages, new ExpirationPlugin({ maxEntries: LIMITS.pages, maxAgeFrom: 'last-used' })],
});
const images = new CacheFirst({
  cacheName: CACHE.images,
  plugins: [keepShareable, new ExpirationPlugin({ maxEntries: LIMITS.images, maxAgeFrom: 'last-used', purgeOnQuotaError: true })],
});

const serwist = new Serwist({
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isStaticAsset(url),
      handler: new CacheFirst({
        cacheName: CACHE.assets,
        plugins: [keepShareable, new ExpirationPlugin({ maxEntries: LIMITS.assets, maxAgeFrom: 'last-used', purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isImage(url),
      // With Save-Data, the same picture a size or two smaller.
      handler: async (options) => {
        const url = new URL(options.request.url);
        const smaller = savingData(options.request) ? smallerImage(url, widths) : null;
        const request = smaller ? new Request(smaller.href, { headers: options.request.headers }) : options.request;
        return images.handle({ event: options.event, request });
      },
    },
    {
      matcher: ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isCataloguePage(url, request.headers, request.mode),
      handler: pages,
    },
    {
      // Any other page (account, checkout): never kept, but offline it answers the offline page
      // rather than the browser's error.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkOnly({ plugins: [{ handlerDidError: async ({ request }) => offlineResponse(new URL(request.url)) }] }),
    },
    {
      // A shopper saving data gets no prefetching: Next.js treats a failed prefetch as none.
      matcher: ({ request }) => request.headers.get('next-router-prefetch') === '1' && savingData(request),
      handler: async () => Response.error(),
    },
  ],
});

// A deploy's worker drops the pages the builds before it rendered.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith('shop-pages-') && name !== pagesCache).map((name) => caches.delete(name)))),
  );
});

// The page that registered the worker was loaded before it: it sends what it fetched (its
// scripts, styles, fonts and pictures), and the page itself is kept like any later one.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (!data || data.type !== 'shop:keep' || !Array.isArray(data.urls)) return;
  const source = event.source as WindowClient | null;
  const requests: Request[] = [];
  if (source && 'url' in source) requests.push(new Request(source.url, { headers: { Accept: 'text/html' } }));
  for (const url of data.urls.slice(0, 200)) {
    if (typeof url !== 'string') continue;
    try {
      const parsed = new URL(url);
      if (parsed.origin === self.location.origin && (isStaticAsset(parsed) || isImage(parsed))) requests.push(new Request(parsed.href));
    } catch {
      // not a URL: nothing to keep
    }
  }
  event.waitUntil(Promise.all(requests.map((request) => serwist.handleRequest({ request, event })?.catch(() => undefined))));
});

serwist.addEventListeners();
