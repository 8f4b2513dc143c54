// A one-second memory of the public pages server/web/serve.ts has just sent, answered without
// Next.js: the same page asked for again within that second (a crowd on a popular page, a crawler)
// costs a lookup. Only what any visitor may get is kept: pages marked public and cacheable by
// middleware.ts and Next.js, status 200, setting no cookie; only plain document requests
// (no RSC navigation, no conditional request) are answered from it, and none whose cookies
// middleware would answer with a cookie of its own (lib/auth/viewer-hint.ts). Whenever the
// backend in this process expires cache tags (counted by expiriesSoFar of lib/cache-tags.ts),
// everything kept before is forgotten; otherwise a page is at
// most a second older than Next.js's copy, plus the time one request takes to fetch it again:
// when a page's second is over, one request asks Next.js while the others still get the page
// kept, so a crowd does not all pass through Next.js at the same moment (docs/adr/0013).
import { chooseEncoding, type FinishedPage } from './page-response';
import { expiriesSoFar } from '@/lib/cache-tags';

const SESSION = /(?:^|;\s*)(?:__Secure-)?authjs\.session-token=/;
const HINT = /(?:^|;\s*)shop_viewer=1(?:;|$)/;

/** How many times cache tags were expired in this process so far. */
export const tagExpiries = (): number => expiriesSoFar();

/** What keyOf reads of a request (Node's IncomingMessage has it). */
export interface PageRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A page kept: as it was sent, when, and at which count of tag expiries. */
interface KeptPage extends FinishedPage {
  at: number;
  expiries: number;
  /** When a request set out to fetch the page again, if one has. */
  refreshing?: number;
}

export interface MicroCacheOptions {
  ttlMs?: number;
  refreshMs?: number;
  maxBytes?: number;
  now?: () => number;
}

export class MicroCache {
  private readonly ttlMs: number;
  private readonly refreshMs: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private bytes = 0;
  private readonly entries = new Map<string, KeptPage>();

  constructor({ ttlMs = 1000, refreshMs = 2000, maxBytes = 16 * 1024 * 1024, now = () => Date.now() }: MicroCacheOptions = {}) {
    this.ttlMs = ttlMs;
    // How long the others get the old page while one request fetches it again; after that the
    // next request tries again (the first may have failed or been dropped).
    this.refreshMs = refreshMs;
    this.maxBytes = maxBytes;
    this.now = now;
  }

  /** The key of a request this cache may answer, or null. */
  keyOf(request: PageRequest): string | null {
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
  get(key: string | null): KeptPage | null {
    const entry = key ? this.entries.get(key) : undefined;
    if (!key || !entry) return null;
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
  set(key: string | null, { status, headers, body }: FinishedPage, expiries: number): void {
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

  #drop(key: string, entry: KeptPage): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
