// Sign-in and sign-out for the storefront's dialogs (docs/adr/0006). POST checks the credentials
// with the backend (its messages and field errors come back as they are) and opens the session;
// DELETE ends it at the backend and here, even when the backend call fails.
import { send } from '@/lib/api/send';
import { signOut } from '@/lib/auth/auth';
import { backendTokenOf, fromThisShop } from '@/lib/auth/backend-token';
import { anyAnswer, backendContext, openSession, readJsonBody } from '@/lib/auth/session-route';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const body = await readJsonBody(request);
  if (body instanceof Response) return body;
  return openSession(request, '/login', { phone: body.phone, password: body.password });
}

export async function DELETE(request: Request) {
  if (!fromThisShop(request)) return Response.json({ message: 'Cross-site requests are not allowed.' }, { status: 403 });
  const token = await backendTokenOf(request);
  if (token) await send(backendContext(request, token), { method: 'POST', path: '/logout' }, anyAnswer).catch(() => undefined);
  await signOut({ redirect: false });
  return Response.json({ message: 'Logout successfully' });
}
