// Cross-site request forgery: a state-changing request must carry the XHR marker (a header a
// cross-site form cannot set) or a bearer token (native clients), and when the browser says
// where it comes from (Origin), that must be this shop.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return Boolean(host) && new URL(origin).host === host;
  } catch {
    return false;
  }
}

export const csrfGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE.has(c.req.method)) return next();
  const bearer = /^Bearer\s+\S+/i.test(c.req.header('authorization') ?? '');
  const marked = c.req.header('x-requested-with')?.toLowerCase() === 'xmlhttprequest';
  if (!bearer && !marked) return c.json({ message: 'This request must be sent by the shop (X-Requested-With missing).' }, 403);
  const origin = c.req.header('origin');
  const host = c.req.header('x-forwarded-host')?.split(',')[0].trim() ?? c.req.header('host');
  if (origin && origin !== 'null' && !sameOrigin(origin, host)) return c.json({ message: 'Cross-site requests are not allowed.' }, 403);
  return next();
};
