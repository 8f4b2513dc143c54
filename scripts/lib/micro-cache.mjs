// A one-second memory of the public pages scripts/serve.mjs has just sent, answered without
// Next.js: the same page asked for again within that second (a crowd on a popular page, a crawler)
// costs a lookup. Only what any visitor may get is kept: pages marked public and cacheable by
// middleware.ts and Next.js, status 200, setting no cookie; only plain document requests
// (no RSC navigation, no conditional request) are answered from it, and none whose cookies
// middleware would answer with a cookie of its own (lib/auth/viewer-hint.ts). Whenever the
// backend in this process expires cache tags (server/http/revalidate.ts counts them in
// globalThis.__shopTagExpiries), everything kept before is forgotten; otherwise a page is at
// most a second older than Next.js's copy (docs/adr/0013).
import { chooseEncoding } from './page-response.mjs';

const SESSION = /(?:^|;\s*)(?:__Secure-)?authjs\.session-token=/;
const HINT = /(?:^|;\s*)shop_viewer=1(?:;|$)/;

/** How many times cache tags were expired in this process so far. */
export const tagExpiries = () => globalThis.__shopTagExpiries ?? 0;

export class MicroCache {
  constructor({ ttlMs = 1000, maxBytes = 16 * 1024 * 1024, now = () => Date.now() } = {}) {
    this.ttlMs = ttlMs;
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

  get(key) {
    const entry = key ? this.entries.get(key) : undefined;
    if (!entry) return null;
    if (this.now() - entry.at > this.ttlMs || entry.expiries !== tagExpiries()) {
      this.#drop(key, entry);
      return null;
    }
    return entry;
  }

  /**
   * Keeps a finished page when any visitor may get it. `expiries` is tagExpiries() when its
   * request came in: a page rendered across an expiry is not kept.
   */
  set(key, { status, headers, body }, expiries) {
    if (!key || expiries !== tagExpiries() || status !== 200 || headers['set-cookie'] || !/^public,/.test(String(headers['cache-control'] ?? ''))) return;
    const old = this.entries.get(key);
    if (old) this.#drop(key, old);
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
