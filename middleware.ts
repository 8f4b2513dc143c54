import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isAccountPath, sessionCookieNames } from '@/lib/auth/account-routes';
import { routing } from '@/lib/i18n/routing';

const intl = createMiddleware(routing);

export default function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isAccountPath(pathname, routing.locales)) {
    const signedIn = sessionCookieNames.some((name) => request.cookies.has(name));
    if (!signedIn) {
      // SPEC.md: the account layout sends signed-out visitors to the home page.
      const url = request.nextUrl.clone();
      url.pathname = '/';
      url.search = '';
      return NextResponse.redirect(url);
    }
  }
  return intl(request);
}

export const config = {
  // Everything but the API, framework assets, generated media and files with an extension.
  matcher: ['/((?!api|_next|build|media|_vercel|.*\\..*).*)'],
};
