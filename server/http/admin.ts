// Calls for the shop's operator (settings, the demo reset): they exist only when the shop was
// started with ADMIN_API_TOKEN, and take that token as a bearer token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { routeNotFound, unauthenticated } from './errors';
import { config } from '@/server/config';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests so the time taken says nothing about how much of the token matched. */
export function authorizeAdmin(c: Context<AppEnv>): void {
  const token = config.adminApiToken();
  // Without a configured token the call does not exist at all.
  if (!token) throw routeNotFound(c.req.path);
  const header = c.req.header('authorization') ?? '';
  const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? '';
  if (!given || !timingSafeEqual(digest(given), digest(token))) throw unauthenticated();
}
