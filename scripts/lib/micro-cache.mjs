// A one-second memory of the public pages scripts/serve.mjs has just sent, answered without
// Next.js: the same page asked for again within that second (a crowd on a popular page, a crawler)
// costs a lookup. Only what any visitor may get is kept: pages marked public and cacheable by
// middleware.ts and Next.js, status 200, setting no cookie; only plain document requests
// (no RSC navigation, no conditional request) are answered from it, and none whose cookies
// middleware would answer with a cookie of its own (lib/auth/viewer-hint.ts). Whenever the
// backend in this process expires cache tags (server/cache/revalidate.ts counts them in
// globalThis.__shopTagExpiries), everything kept before is forgotten; otherwise a page is at
// most a second older than Next.js's copy, plus the time one request takes to fetch it again:
// when a page's second is over, one request asks Next.js while the others still get the page
// kept, so a crowd does not all pass through Next.js at the same moment (docs/adr/0013).
import { chooseEncoding } from './page-response.mjs';

const SESSION = /(?:^|;\s*)(?:__Secure-)?authjs\.session-token=/;
const HINT = /(?:^|;\s*)shop_viewer=1(?:;|$)/;

/** How many times cache tags were expired in this process so far. */
export const tagExpiries = () => globalThis.__shopTagExpiries ?? 0;

export class MicroCache {
  constructor({ ttlMs = 1000, refreshMs = 2000, maxBytes = 16 * 1024 * 1024, now = () => Date.now() } = {}) {
    this.ttlMs = ttlMs;
    // How long the others get the old page while one request fetches it again; after that the
    // next request tries again (the first may have failed or been dropped).
    this.refreshMs = refreshMs;
    this.maxBytes = maxBytes;
    this.now = now;
    this.bytes = 0;
    this.entries = new Map();
  }

  /** The key of a request this cache may answer, or null. */
  keyOf(request) {
    if (request.method !== 'GET') return null;
    const headers = request.headers;
    if (headers.rsc || headers['next-router-prefetch'] || headers['if-none-match'] || headers['if-modified-since'] || headers.range) return null;
    const cookie = String(headers.cookie ?? '');
    if (SESSION.test(cookie) !== HINT.test(cookie)) return null;
    const encoding = chooseEncoding(headers['accept-encoding']) ?? 'identity';
    return `${headers.host ?? ''}|${headers['x-forwarded-proto'] ?? ''}|${encoding}|${request.url}`;
  }

  /**
   * The page kept under `key`, or null when the request is to go to Next.js: nothing is kept,
   * tags expired since, or its second is over and no other request is fetching it again already
   * (this one then does).
   */
  get(key) {
    const entry = key ? this.entries.get(key) : undefined;
    if (!entry) return null;
    if (entry.expiries !== tagExpiries()) {
      this.#drop(key, entry);
      return null;
    }
    const now = this.now();
    if (now - entry.at <= this.ttlMs) return entry;
    if (entry.refreshing !== undefined && now - entry.refreshing <= this.refreshMs) return entry;
    entry.refreshing = now;
    return null;
  }

  /**
   * Keeps a finished page when any visitor may get it. `expiries` is tagExpiries() when its
   * request came in: a page rendered across an expiry is not kept.
   */
  set(key, { status, headers, body }, expiries) {
    if (!key) return;
    const old = this.entries.get(key);
    if (old) this.#drop(key, old);
    if (expiries !== tagExpiries() || status !== 200 || headers['set-cookie'] || !/^public,/.test(String(headers['cache-control'] ?? ''))) return;
    this.entries.set(key, { at: this.now(), expiries, status, headers: { ...headers }, body });
    this.bytes += body.length;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.#drop(oldest, kept);
    }
  }

  #drop(key, entry) {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
