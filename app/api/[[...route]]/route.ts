import { backendTransport } from '@/lib/api/server';
import { backendTokenOf } from '@/lib/auth/backend-token';

// Every /api call but next-auth's and the session routes: the built-in backend (a Hono app) in
// process, or the external backend of SHOP_API_URL. A signed-in browser's calls get the backend
// token from the session cookie as `Authorization: Bearer`; the browser never holds it.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  const { transport, baseUrl } = backendTransport();
  const url = new URL(request.url);
  const target = new URL(baseUrl.replace(/\/api$/, '') + url.pathname + url.search);
  const headers = new Headers(request.headers);
  if (!headers.has('authorization')) {
    const token = await backendTokenOf(request);
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  headers.delete('cookie');
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, redirect: 'manual' };
  if (!['GET', 'HEAD'].includes(request.method)) {
    init.body = request.body;
    init.duplex = 'half';
  }
  return transport(new Request(target, init));
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
