import 'server-only';
// The contract client of the signed-in shopper, for account pages (server components). The
// token is read from the session cookie on the server; it never reaches the page.
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { ApiError } from '@/lib/api/core';
import { apiFor } from '@/lib/api/server';
import type { Api } from '@/lib/api/client';
import { backendTokenOf } from './backend-token';

/** Where a page goes when the backend no longer accepts the session's token. */
export const SESSION_EXPIRED_PATH = '/api/session/expired';

export const getAccountApi = cache(async (): Promise<Api> => {
  const incoming = await headers();
  const protocol = incoming.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  const token = await backendTokenOf(new Request(`${protocol}://${incoming.get('host') ?? 'localhost'}/`, { headers: incoming }));
  if (!token) redirect('/');
  return apiFor(await getLocale(), token, incoming.get('x-forwarded-for'));
});

/**
 * Runs an account call for a page. A 401 ends the session (the cookie is cleared by a route
 * handler, since a server component cannot set cookies) and sends the shopper to /.
 */
export async function accountCall<T>(call: (api: Api) => Promise<T>): Promise<T> {
  const api = await getAccountApi();
  try {
    return await call(api);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) redirect(SESSION_EXPIRED_PATH);
    throw error;
  }
}
