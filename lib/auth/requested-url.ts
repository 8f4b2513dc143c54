// Next.js builds a route handler's request.url from the address it is bound to (for example
// http://localhost:3000), not from the address the browser used. next-auth derives its own
// address from request.url, and a provider must send the shopper back to the host whose cookies
// hold the sign-in checks. The host the browser asked for (X-Forwarded-Host, else Host; the shop
// trusts its proxy, AUTH_TRUST_HOST) is put back. AUTH_URL, when set, still wins inside next-auth.
import { requestHost } from '@/lib/security/same-origin';
import { config } from '@/server/config';

const HOST = /^(?:[\w.-]+|\[[\da-fA-F:.]+\])(?::\d{1,5})?$/;

export function requestedUrl(request: Request): URL {
  const url = new URL(request.url);
  const header = (name: string) => request.headers.get(name);
  const given = requestHost(header);
  const host = given && HOST.test(given) ? given : url.host;
  const proto = header('x-forwarded-proto')?.split(',')[0].trim();
  const protocol = proto === 'http' || proto === 'https' ? `${proto}:` : url.protocol;
  // A new URL rather than setting `host`: that would keep the bound port when the host has none.
  return new URL(`${url.pathname}${url.search}`, `${protocol}//${host}`);
}

/**
 * The request with the browser's address, for next-auth. A plain Request: NextRequest would turn a
 * loopback address such as 127.0.0.1 back into "localhost", another host for the browser's cookies.
 */
export async function withRequestedUrl<R extends Request>(request: R): Promise<R> {
  // next-auth applies AUTH_URL itself, through NextRequest's nextUrl.
  if (config.authUrlSet()) return request;
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return new Request(requestedUrl(request), { method: request.method, headers: request.headers, body, signal: request.signal }) as R;
}
