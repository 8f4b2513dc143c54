// Cross-site request forgery: a state-changing request must carry the XHR marker (a header a
// cross-site form cannot set) or a bearer token (native clients), and when the browser says
// where it comes from (Origin), that must be this shop.
import type { MiddlewareHandler } from 'hono';
import { fromOtherSite, hasXhrMarker } from '@/lib/security/same-origin';
import type { AppEnv } from './context';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const csrfGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE.has(c.req.method)) return next();
  const header = (name: string) => c.req.header(name);
  const bearer = /^Bearer\s+\S+/i.test(c.req.header('authorization') ?? '');
  if (!bearer && !hasXhrMarker(header)) return c.json({ message: 'This request must be sent by the shop (X-Requested-With missing).' }, 403);
  if (fromOtherSite(header)) return c.json({ message: 'Cross-site requests are not allowed.' }, 403);
  return next();
};
