import 'server-only';
import { headers } from 'next/headers';
import { requestHost } from '@/lib/security/same-origin';
import { serverEnv } from '@/server/config';

/** Origin from request headers; odd host values fall back to localhost (they come from the client). */
export function originFromHeaders(requestHeaders: Headers): string {
  const host = requestHost((name) => requestHeaders.get(name)) ?? '';
  const protocol = (requestHeaders.get('x-forwarded-proto') ?? 'http').split(',')[0].trim();
  const safeHost = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? host : 'localhost';
  return `${protocol === 'https' ? 'https' : 'http'}://${safeHost}`;
}

/** The origin the shopper asked for, for absolute URLs in personal pages and routes not cached. */
export async function requestOrigin(): Promise<string> {
  return originFromHeaders(await headers());
}

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
