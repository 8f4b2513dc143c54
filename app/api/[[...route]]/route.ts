import { backendTransport } from '@/lib/api/server';
import { sessionCookieNames } from '@/lib/auth/account-routes';
import { backendTokenOf } from '@/lib/auth/backend-token';

// Every /api call but next-auth's and the session routes: the built-in backend (a Hono app) in
// process, or the external backend of SHOP_API_URL. A signed-in browser's calls get the backend
// token from the session cookie as `Authorization: Bearer`; the browser never holds it.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  const { transport, baseUrl, external } = backendTransport();
  const url = new URL(request.url);
  const target = new URL(baseUrl.replace(/\/api$/, '') + url.pathname + url.search);
  const headers = new Headers(request.headers);
  let fromSession = false;
  if (!headers.has('authorization')) {
    const token = await backendTokenOf(request);
    if (token) {
      headers.set('Authorization', `Bearer ${token}`);
      fromSession = true;
    }
  }
  headers.delete('cookie');
  // An external backend is reached under its own host name (virtual hosting, TLS).
  if (external) headers.delete('host');
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, redirect: 'manual' };
  if (!['GET', 'HEAD'].includes(request.method)) {
    init.body = request.body;
    init.duplex = 'half';
  }
  const response = await transport(new Request(target, init));
  if (response.status === 401 && fromSession) return endSession(response);
  return headers.has('authorization') ? notForCaches(response) : response;
}

/**
 * An answer to a signed-in call is about that person: unless the backend said how to cache it
 * (a private file does), no cache may keep it, least of all a shared one in front of the shop.
 */
function notForCaches(response: Response): Response {
  if (response.headers.has('cache-control')) return response;
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'private, no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The backend no longer accepts the session's token (revoked or expired): the answer also
 * clears the session cookie, so the shopper is signed out everywhere at once.
 */
function endSession(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const name of sessionCookieNames) {
    headers.append('Set-Cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
