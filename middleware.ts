import { NextResponse, type NextRequest } from 'next/server';
import { isAccountPath, sessionCookieNames } from '@/lib/auth/account-routes';
import { localesNow } from '@/lib/i18n/locale-source';
import { isLocale, localeCodes, localeOfPath, pathWithoutLocale } from '@/lib/i18n/locales';
import { contentSecurityPolicy, createNonce, INLINE_HASHES_HEADER } from '@/lib/security/csp';
import { QUERY_SEGMENT, queryToken } from '@/lib/query-route';
import { VIEWER_HINT_COOKIE, VIEWER_HINT_MAX_AGE } from '@/lib/auth/viewer-hint';
import { requestHost } from '@/lib/security/same-origin';
import { realtimeConnectSources } from '@/lib/realtime/endpoint';
import { edgeConfig, edgeEnv } from '@/lib/config/edge';

// Locale routing: the shop's languages are data (lib/i18n/locales.ts, read from the settings by
// lib/i18n/locale-source.ts). A path under a language's prefix is that language's page; the
// default language's pages have no prefix and reach app/[locale] through a rewrite made here; its
// prefixed URLs move permanently to the unprefixed ones. A first segment that is no language of
// the shop (an unknown one, or one the operator removed) is part of a default-language path, for
// which no page exists: the not-found page (docs/adr/0029). This middleware also guards account
// routes, gives each page its Content-Security-Policy, turns listing queries into cacheable routes
// (lib/query-route.ts) and keeps the viewer hint cookie in step with the session.
export default async function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const set = await localesNow();
  const locale = localeOfPath(pathname, set);
  const personal = isAccountPath(pathname, localeCodes(set));
  if (personal) {
    const signedIn = sessionCookieNames.some((name) => request.cookies.has(name));
    if (!signedIn) {
      // The account layout sends signed-out visitors to the home page (of their language).
      return NextResponse.redirect(new URL(locale === set.defaultLocale ? '/' : `/${locale}`, request.url));
    }
  }
  const prefix = `/${set.defaultLocale}`;
  if ((pathname === prefix || pathname.startsWith(`${prefix}/`)) && !isShareImage(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice(prefix.length) || '/';
    return NextResponse.redirect(url, 308);
  }
  // Personal pages are rendered per request and get a nonce: Next.js reads it from the request's
  // CSP header and puts it on its own scripts. Public pages are served from the cache and must
  // not see one (Next.js renders every request that carries a nonce): see INLINE_HASHES_HEADER.
  const nonce = personal ? createNonce() : null;
  const policy = contentSecurityPolicy(nonce, {
    dev: process.env.NODE_ENV === 'development',
    connect: [
      ...edgeConfig.connectSources(),
      // The realtime server browsers are told about in /master (built-in, Pusher or soketi).
      ...realtimeConnectSources(edgeEnv(), requestHost((name) => request.headers.get(name))),
    ],
  });
  const headers = new Headers(request.headers);
  // Server components of personal pages read the locale from this header through next-intl
  // (public pages set it from their route).
  headers.set('X-NEXT-INTL-LOCALE', locale);
  if (nonce) headers.set('Content-Security-Policy', policy);
  else headers.delete('Content-Security-Policy');
  // A listing's query string becomes a route of its own, so the page is cached per view.
  const path = pathWithoutLocale(pathname, set);
  const token = personal ? null : queryToken(path, request.nextUrl.searchParams);
  // Every page is rendered under its locale's segment (app/[locale]): the default language's
  // unprefixed paths get theirs here.
  // (The default language's own prefix is left only by its share pictures, served where they are.)
  const prefixed = isLocale(pathname.split('/')[1], set);
  let response: NextResponse;
  if (token || !prefixed) {
    const url = request.nextUrl.clone();
    url.pathname = token ? `/${locale}${path === '/' ? '' : path}/${QUERY_SEGMENT}/${token}` : `/${locale}${pathname === '/' ? '' : pathname}`;
    response = NextResponse.rewrite(url, { request: { headers } });
  } else {
    response = NextResponse.next({ request: { headers } });
  }
  response.headers.set('Content-Security-Policy', policy);
  if (!nonce) response.headers.set(INLINE_HASHES_HEADER, '1');
  keepViewerHint(request, response);
  return response;
}

/**
 * A page's generated share picture (opengraph-image.tsx beside it). Next.js names it by the
 * route's own path, the default locale's prefix included ("/en/…/opengraph-image-1a2b3c"): it is
 * served there, not moved, so that social networks get the picture at the address in og:image.
 */
export function isShareImage(pathname: string): boolean {
  return /\/(?:opengraph|twitter)-image(?:-[0-9a-z]{1,8})?$/.test(pathname);
}

/**
 * The readable "signed in" hint follows the session cookie (lib/auth/viewer-hint.ts). Only a
 * mismatch sets a cookie, so cached pages almost never carry one.
 */
function keepViewerHint(request: NextRequest, response: NextResponse): void {
  const signedIn = sessionCookieNames.some((name) => request.cookies.has(name));
  const hinted = request.cookies.get(VIEWER_HINT_COOKIE)?.value === '1';
  if (signedIn === hinted) return;
  const secure = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  response.cookies.set(VIEWER_HINT_COOKIE, signedIn ? '1' : '', { path: '/', sameSite: 'lax', secure, maxAge: signedIn ? VIEWER_HINT_MAX_AGE : 0 });
}

export const config = {
  // Node.js rather than the edge sandbox: every page request, cached ones included, passes here,
  // and the sandbox costs far more per request than the work done in it (docs/adr/0013).
  runtime: 'nodejs',
  // Every page, whatever its path (a dot included: /shops/8.0 is a page too, and its answer needs
  // the Content-Security-Policy), but the API, framework assets, generated media, sitemaps, feeds and
  // the few files at the root.
  matcher: ['/((?!(?:api|_next|build|media|img|icons|manifests|_vercel|sitemaps|feeds)(?:/|$)|(?:favicon\\.svg|sw\\.js|robots\\.txt|sitemap\\.xml)$).*)'],
};
