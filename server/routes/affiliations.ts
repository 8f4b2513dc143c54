// GET /affiliations (ours): balance, referral code and link, and the shopper's referrals.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requestHost } from '@/lib/security/same-origin';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { pagingOf, pagingShape } from '@/server/http/params';
import { readQuery } from '@/server/http/request';
import { ok } from '@/server/http/respond';
import { affiliations } from '@/server/services/affiliations';

export const affiliationRoutes = new Hono<AppEnv>();

/**
 * The shop's origin as the client asked for it (a proxy's X-Forwarded-Host and -Proto first,
 * then Host, then the request's own URL).
 * The host comes from the client, so anything that is not a plain host name falls back to
 * localhost rather than ending up inside a link shoppers share.
 */
function shopOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const host = requestHost((name) => c.req.header(name)) ?? url.host;
  const protocol = (c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', '')).split(',')[0].trim();
  const safeHost = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? host : 'localhost';
  return `${protocol === 'https' ? 'https' : 'http'}://${safeHost}`;
}

affiliationRoutes.get('/affiliations', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const query = readQuery(c, z.object(pagingShape));
  return ok(c, 'Affiliations', await affiliations(c.get('db'), user.id, shopOrigin(c), pagingOf(query)));
});
