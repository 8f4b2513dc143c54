import 'server-only';
// The backend token inside the session cookie, for server code that calls /api on the
// shopper's behalf. Never sent to the browser.
import { getToken } from '@auth/core/jwt';
import { fromOtherSite, hasXhrMarker } from '@/lib/security/same-origin';
import { config } from '@/server/config';

export async function backendTokenOf(request: Request): Promise<string | null> {
  const secret = config.authSecret();
  if (!secret) return null;
  const secureCookie = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  try {
    const jwt = await getToken({ req: request, secret, secureCookie, salt: secureCookie ? '__Secure-authjs.session-token' : 'authjs.session-token' });
    return typeof jwt?.backendToken === 'string' ? jwt.backendToken : null;
  } catch {
    return null;
  }
}

/** Mutations from the browser must come from this shop (cross-site request forgery: lib/security/same-origin.ts). */
export function fromThisShop(request: Request): boolean {
  const header = (name: string) => request.headers.get(name);
  return hasXhrMarker(header) && !fromOtherSite(header);
}
