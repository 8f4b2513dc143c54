// Sign-in and sign-out for the storefront's dialogs. POST checks the credentials with the
// backend (its messages and field errors come back as they are) and then opens the session;
// DELETE ends it at the backend and here, even when the backend call fails (SPEC.md section 4).
import { ApiError, send } from '@/lib/api/core';
import { signedInSchema } from '@/lib/api/schemas/account';
import { backendTransport } from '@/lib/api/server';
import { signIn, signOut } from '@/lib/auth/auth';
import { backendTokenOf, fromThisShop } from '@/lib/auth/backend-token';

export const dynamic = 'force-dynamic';

const forbidden = () => Response.json({ message: 'Cross-site requests are not allowed.' }, { status: 403 });

function contextFor(request: Request, token?: string | null) {
  return {
    ...backendTransport(),
    locale: request.headers.get('accept-language')?.split(',')[0]?.trim() || 'en',
    token,
    forwardedFor: request.headers.get('x-forwarded-for'),
  };
}

export async function POST(request: Request) {
  if (!fromThisShop(request)) return forbidden();
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ message: 'Malformed JSON in request body' }, { status: 400 });
  }
  const { phone, password } = (body && typeof body === 'object' ? body : {}) as { phone?: unknown; password?: unknown };
  try {
    const answer = await send(contextFor(request), { method: 'POST', path: '/login', body: { phone, password } }, signedInSchema);
    await signIn('backend-token', { token: answer.data.access.token, redirect: false });
    return Response.json({ message: answer.message, data: { user: answer.data.user } });
  } catch (error) {
    if (error instanceof ApiError) {
      const status = error.status >= 400 && error.status < 600 ? error.status : 502;
      return Response.json(Object.keys(error.errors).length ? { message: error.message, errors: error.errors } : { message: error.message }, { status });
    }
    throw error;
  }
}

export async function DELETE(request: Request) {
  if (!fromThisShop(request)) return forbidden();
  const token = await backendTokenOf(request);
  if (token) {
    await send(contextFor(request, token), { method: 'POST', path: '/logout' }, { safeParse: (value) => ({ success: true as const, data: value }) }).catch(() => undefined);
  }
  await signOut({ redirect: false });
  return Response.json({ message: 'Logout successfully' });
}
