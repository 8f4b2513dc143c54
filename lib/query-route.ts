// Listing pages with a query string (?page=2, filters, sort, search) are served from the page
// cache too: a page that read the query string itself would be rendered on every request. So
// middleware.ts rewrites `/products?sort=newest&page=2` to the internal route
// `/en/products/query/<token>`, whose token is the query the page understands, cleaned and in a
// fixed order, and each such route re-exports its page. One listing view is then one cache
// entry whatever order or junk its URL carried. docs/adr/0013 has the reasons.
import { LISTING_KEYS } from '@/lib/listing-query';
import type { SearchParams } from '@/lib/search-params';

/** The path segment of the internal routes. */
export const QUERY_SEGMENT = 'query';

const LISTING = LISTING_KEYS as readonly string[];

/** Locale-free paths of pages that take a query, and the parameters each one reads. */
const QUERY_PAGES: [RegExp, readonly string[]][] = [
  [/^\/$/, ['page']],
  [/^\/(?:products|most-popular|best-deal)$/, LISTING],
  [/^\/categories\/[^/]+$/, LISTING],
  [/^\/shops\/[^/]+$/, LISTING],
  [/^\/shops$/, ['search', 'page']],
  [/^\/vouchers$/, ['shop', 'category', 'sort', 'page']],
  [/^\/flash-sale\/[^/]+$/, ['category', 'page']],
  [/^\/blogs$/, ['category', 'page']],
  [/^\/products\/[^/]+\/questions$/, ['sort', 'q', 'page']],
];

const MAX_VALUE = 200;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(token: string): string | null {
  if (!/^[\w-]{1,2000}$/.test(token)) return null;
  try {
    const binary = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * The token for a page's query, or null when the page takes no query or nothing in it counts
 * (then the plain page answers). Unknown parameters, empty values, repeats and page 1 drop out.
 */
export function queryToken(path: string, search: URLSearchParams): string | null {
  const keys = QUERY_PAGES.find(([pattern]) => pattern.test(path))?.[1];
  if (!keys) return null;
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = search.get(key)?.replace(/\0/g, '').trim().slice(0, MAX_VALUE);
    if (!value || (key === 'page' && value === '1')) continue;
    kept.set(key, value);
  }
  const text = kept.toString();
  return text ? toBase64Url(text) : null;
}

/** The query a page was asked for: from its internal route's token, else none. */
export function queryOf(params: { query?: string }): SearchParams {
  const text = params.query ? fromBase64Url(params.query) : null;
  return text ? Object.fromEntries(new URLSearchParams(text)) : {};
}
