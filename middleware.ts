import { NextResponse, type NextRequest } from 'next/server';
import { isAccountPath, sessionCookieNames } from '@/lib/auth/account-routes';
import { routing } from '@/lib/i18n/routing';
import { pathWithoutLocale } from '@/lib/seo/alternates';
import { contentSecurityPolicy, createNonce } from '@/lib/security/csp';
import { requestHost } from '@/lib/security/same-origin';
import { realtimeConnectSources } from '@/server/realtime/endpoint';

// Locale routing: unprefixed paths are the default locale and reach app/[locale] through an
// internal rewrite in next.config.mjs (docs/adr/0003); this middleware only guards account routes
// and sends default-locale-prefixed URLs to their canonical unprefixed form.
function localeOfPath(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return (routing.locales as readonly string[]).includes(first) ? first : routing.defaultLocale;
}

export default function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isAccountPath(pathname, routing.locales)) {
    const signedIn = sessionCookieNames.some((name) => request.cookies.has(name));
    if (!signedIn) {
      // SPEC.md: the account layout sends signed-out visitors to the home page (of their language).
      const locale = localeOfPath(pathname);
      return NextResponse.redirect(new URL(locale === routing.defaultLocale ? '/' : `/${locale}`, request.url));
    }
  }
  const prefix = `/${routing.defaultLocale}`;
  if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice(prefix.length) || '/';
    return NextResponse.redirect(url, 308);
  }
  // Next.js reads the nonce from the request's CSP header and puts it on its own scripts.
  const nonce = createNonce();
  const policy = contentSecurityPolicy(nonce, {
    dev: process.env.NODE_ENV === 'development',
    connect: [
      ...(process.env.CSP_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean),
      // The realtime server browsers are told about in /master (built-in, Pusher or soketi).
      ...realtimeConnectSources(process.env, requestHost((name) => request.headers.get(name))),
    ],
  });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  // Every server component of this request (layouts, pages and their parts render separately)
  // reads the locale from this header through next-intl.
  headers.set('X-NEXT-INTL-LOCALE', localeOfPath(pathname));
  // Layouts do not know the path; metadata needs it for hreflang alternates.
  headers.set('x-shop-path', pathWithoutLocale(pathname));
  headers.set('x-shop-query', request.nextUrl.search);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Every page, whatever its path (a dot included: /shops/8.0 is a page too, and its answer needs
  // the Content-Security-Policy), but the API, framework assets, generated media, sitemaps and
  // the few files at the root.
  matcher: ['/((?!(?:api|_next|build|media|_vercel|sitemaps)(?:/|$)|(?:favicon\\.svg|robots\\.txt|sitemap\\.xml)$).*)'],
};
