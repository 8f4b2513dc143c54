// The shop's own origin as the client reached it, for absolute links the backend hands out
// (payment pages and the addresses a payment provider sends the shopper back to).
import type { Context } from 'hono';
import { requestHost } from '@/lib/security/same-origin';

/**
 * A proxy's X-Forwarded-Host and -Proto first, then Host, then the request's own URL. The host
 * comes from the client, so anything that is not a plain host name falls back to localhost
 * rather than ending up in a link.
 */
export function shopOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const host = requestHost((name) => c.req.header(name)) ?? url.host;
  const protocol = (c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', '')).split(',')[0].trim();
  const safeHost = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? host : 'localhost';
  return `${protocol === 'https' ? 'https' : 'http'}://${safeHost}`;
}
