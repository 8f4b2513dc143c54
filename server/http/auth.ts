// Bearer tokens: routes that need a signed-in user read it through requireUser.
import type { Context } from 'hono';
import type { Db } from '@/server/db/client';
import { userForToken } from '@/server/services/accounts';
import { shopForToken } from '@/server/services/seller';
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

/** Who sent the request: a shopper, a shop (shop tokens have no user), or nobody known. */
export type TokenOwner = { userId: number } | { shopId: number };

export async function tokenOwner(c: Context, db: Db): Promise<TokenOwner | null> {
  const token = bearerToken(c);
  if (!token) return null;
  const user = await userForToken(db, token);
  if (user) return { userId: user.id };
  const shop = await shopForToken(db, token);
  return shop ? { shopId: shop.id } : null;
}
