import 'server-only';
import { headers } from 'next/headers';
import { requestHost } from '@/lib/security/same-origin';

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

export { shopOrigin } from './shop-origin';
