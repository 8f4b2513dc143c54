// The shop's public origin, apart from lib/seo/origin.ts so that code outside Next.js (the alert
// e-mails of server/services/alerts-worker.ts) can write absolute links too.
import { serverEnv } from '@/server/config';

/**
 * The shop's public origin for absolute URLs in pages served from the cache (canonical, hreflang,
 * JSON-LD, social cards): SHOP_URL, else AUTH_URL, else this server on localhost. A cached page is
 * the same for every visitor, so it cannot take the origin from the request: a forged Host header
 * would be kept in the page everyone else gets.
 */
export function shopOrigin(env: Record<string, string | undefined> = serverEnv()): string {
  for (const value of [env.SHOP_URL, env.AUTH_URL]) {
    if (!value) continue;
    try {
      const url = new URL(value.trim());
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // Not a URL: the next candidate.
    }
  }
  return `http://localhost:${/^\d{1,5}$/.test(env.PORT ?? '') ? env.PORT : '3000'}`;
}
