// Where next-auth sends a social sign-in that did not end in a session (its `pages.signIn` and
// `pages.error`): the shopper goes back to the page they started from, and that page shows why
// (docs/adr/0007). The backend's own message, when there is one, was left by the sign-in itself.
import { NextResponse } from 'next/server';
import { requestedUrl } from '@/lib/auth/requested-url';
import { SIGN_IN_NOTICE_COOKIE } from '@/lib/auth/social-providers';

export const dynamic = 'force-dynamic';

const CALLBACK_COOKIES = ['__Secure-authjs.callback-url', 'authjs.callback-url'];

/** A path on this shop, or null: a sign-in never ends on another site. */
function pathOnThisShop(candidate: string | null | undefined, here: URL): string | null {
  if (!candidate) return null;
  try {
    const url = new URL(candidate, here);
    if (url.host !== here.host) return null;
    // Never back into this route or next-auth's: that would loop.
    if (url.pathname.startsWith('/api/')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

function cookieOf(request: Request, name: string): string | undefined {
  const pair = (request.headers.get('cookie') ?? '').split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  if (pair === undefined) return undefined;
  try {
    return decodeURIComponent(pair.slice(name.length + 1));
  } catch {
    return '';
  }
}

export function GET(request: Request) {
  const here = requestedUrl(request);
  const query = here.searchParams;
  const back =
    pathOnThisShop(query.get('callbackUrl'), here) ?? CALLBACK_COOKIES.map((name) => pathOnThisShop(cookieOf(request, name), here)).find(Boolean) ?? '/';
  const response = NextResponse.redirect(new URL(back, here), 303);
  const error = query.get('error');
  // OAuthCallbackError: the provider sent the shopper back with an error, usually because they
  // cancelled there; like a cancelled Facebook login that is only logged.
  if (error && error !== 'OAuthCallbackError' && cookieOf(request, SIGN_IN_NOTICE_COOKIE) === undefined) {
    const secure = here.protocol === 'https:';
    response.cookies.set(SIGN_IN_NOTICE_COOKIE, 'error:', { path: '/', maxAge: 120, sameSite: 'lax', httpOnly: false, secure });
  }
  return response;
}
