import 'server-only';
// Shared by the session routes: call the backend for the browser (its locale and address go
// along), answer its errors as they are, and open a session from the token it returns.
import { ApiError, type ClientContext, type Parser } from '@/lib/api/core';
import { send } from '@/lib/api/send';
import { signedInSchema } from '@/lib/api/schemas/account';
import { backendTransport } from '@/lib/api/server';
import { signIn } from './auth';
import { fromThisShop } from './backend-token';

export function backendContext(request: Request, token?: string | null): ClientContext {
  const { transport, baseUrl } = backendTransport();
  return {
    transport,
    baseUrl,
    locale: request.headers.get('accept-language')?.split(',')[0]?.trim() || 'en',
    token,
    forwardedFor: request.headers.get('x-forwarded-for'),
  };
}

export const anyAnswer: Parser<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

export function errorResponse(error: unknown): Response {
  if (!(error instanceof ApiError)) throw error;
  const status = error.status >= 400 && error.status < 600 ? error.status : 502;
  return Response.json(Object.keys(error.errors).length ? { message: error.message, errors: error.errors } : { message: error.message }, { status });
}

/** Reads the JSON body of a same-origin request, or gives the error response to return. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown> | Response> {
  if (!fromThisShop(request)) return Response.json({ message: 'Cross-site requests are not allowed.' }, { status: 403 });
  try {
    const body = (await request.json()) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return Response.json({ message: 'Malformed JSON in request body' }, { status: 400 });
  }
}

/** Posts to a backend call that signs someone in (/login, /registration) and opens the session. */
export async function openSession(request: Request, path: string, body: Record<string, unknown>): Promise<Response> {
  try {
    const answer = await send(backendContext(request), { method: 'POST', path, body }, signedInSchema);
    await signIn('backend-token', { token: answer.data.access.token, redirect: false });
    return Response.json({ message: answer.message, data: { user: answer.data.user } });
  } catch (error) {
    return errorResponse(error);
  }
}
