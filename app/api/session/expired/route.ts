// A page found that the backend refused the session's token: the session cookie is cleared here
// (only when the backend really refuses it, so a link from elsewhere cannot sign anyone out) and
// the shopper goes to /.
import { ApiError } from '@/lib/api/core';
import { send } from '@/lib/api/send';
import { signOut } from '@/lib/auth/auth';
import { requestedUrl } from '@/lib/auth/requested-url';
import { backendTokenOf } from '@/lib/auth/backend-token';
import { anyAnswer, backendContext } from '@/lib/auth/session-route';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const token = await backendTokenOf(request);
  if (token) {
    const refused = await send(backendContext(request, token), { path: '/profile' }, anyAnswer).then(
      () => false,
      (error: unknown) => error instanceof ApiError && error.status === 401,
    );
    if (refused) await signOut({ redirect: false });
  }
  // The address the browser used: request.url carries the address the server is bound to.
  return Response.redirect(new URL('/', requestedUrl(request)), 303);
}
