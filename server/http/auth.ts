// Bearer tokens: routes that need a signed-in user read it through requireUser.
import type { Context } from 'hono';
import type { Db } from '@/server/db/client';
import { userForToken } from '@/server/services/accounts';
import { unauthenticated } from './errors';

export function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  return match ? match[1] : null;
}

/** The signed-in user, or a 401 "Unauthenticated." */
export async function requireUser(c: Context, db: Db) {
  const token = bearerToken(c);
  const user = token ? await userForToken(db, token) : null;
  if (!token || !user) throw unauthenticated();
  return { user, token };
}
