// Next.js's page and data cache shared by several web servers through PostgreSQL, the store they
// already share (docs/adr/0016-shared-page-cache.md). Turned on by PAGE_CACHE_STORE=postgres
// (next.config.mjs names this file as `cacheHandler` then); without it Next.js keeps its own
// memory and files as before. PAGE_CACHE_STORE=memory uses its memory tier alone: nothing read
// from or written to the build's folder.
//
// Two tiers: this process's memory (least recently used first out, within PAGE_CACHE_MB) in front
// of the table next_cache_entries. A page one server rendered is read by the others from the
// table instead of being rendered again; a page already read is a lookup in memory. Tag expiries
// are written to next_cache_tags; every server also learns them at once through the NOTIFY relay
// (server/cache/tag-broadcast.ts, server/web/tag-relay.ts), which ends in revalidateTag here.
//
// Next.js loads this file itself at run time (not bundled), in the web server's process, which
// runs with the TypeScript loader (`node --import tsx server/web/serve.ts`): Next.js's import of
// this .ts file goes through it. PostgreSQL being away must never fail a render. The handler then logs
// once, serves from memory, and tries the database again a few seconds later.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import pg from 'pg';
import { config } from '@/server/config';

/** Entries larger than this stay in memory only (Next.js's own limit for its data cache). */
export const MAX_STORED_BYTES = 2 * 1024 * 1024;
/** How long a row is kept at most, whatever its lifetime; a page older than this is rendered again. */
export const RETENTION_MS = 24 * 60 * 60 * 1000;
/** After a failed query, how long the handler serves from memory before asking PostgreSQL again. */
const RETRY_MS = 5000;
/** Rows of another build are removed once older than this (a rolling deploy still serves them). */
const OTHER_BUILD_MS = 60 * 60 * 1000;
const CLEANUP_MS = 10 * 60 * 1000;
const TAGS_HEADER = 'x-next-cache-tags';
/** The first byte of every stored value: the encoding below. */
const FORMAT = 1;

/**
 * A value Next.js keeps: a page (kind APP_PAGE, APP_ROUTE, …) or data (FETCH). Only the fields
 * read here are named; the rest is stored as it is.
 */
export interface CacheValue {
  kind: string;
  /** A data entry's own tags and lifetime. */
  tags?: string[];
  revalidate?: number | false;
  /** A page's headers, with its tags in x-next-cache-tags. */
  headers?: Record<string, unknown>;
  [field: string]: unknown;
}

/** An entry's lifetime in seconds, as Next.js gives it to set() (ctx.cacheControl). */
export interface CacheControl {
  revalidate?: number | false;
  expire?: number;
}

/** What Next.js passes to get() and set(): the fields read here. */
export interface CacheContext {
  kind?: string;
  tags?: string[];
  softTags?: string[];
  revalidate?: number | false;
  fetchCache?: boolean;
  cacheControl?: CacheControl;
}

/** What is stored of an entry. */
export interface StoredEntry {
  value: CacheValue | null;
  cacheControl?: CacheControl;
}

/** An entry as this cache keeps it. */
interface Entry extends StoredEntry {
  lastModified: number;
  tags: string[];
}

/** What get() answers Next.js. */
export interface CacheHit {
  value: CacheValue | null;
  lastModified: number;
  cacheControl?: CacheControl;
}

interface Log {
  error(...args: unknown[]): void;
}

/**
 * An entry's value and lifetime as bytes. Page entries hold Buffers (RSC payload) and a Map of
 * Buffers (segment prefetches); V8's structured serialisation keeps both, and undefined fields,
 * as they were.
 */
export function serialise(stored: StoredEntry): Buffer {
  return Buffer.concat([Buffer.from([FORMAT]), v8.serialize(stored)]);
}

/** The reverse of serialise; throws on bytes of another format. */
export function deserialise(bytes: Buffer): StoredEntry {
  if (bytes[0] !== FORMAT) throw new Error(`Unknown page cache format ${bytes[0]}`);
  return v8.deserialize(bytes.subarray(1)) as StoredEntry;
}

/** The cache tags an entry carries: a page's from its x-next-cache-tags header, data's from its own list. */
export function tagsOf(value: CacheValue | null | undefined, ctx: CacheContext | undefined): string[] {
  const tags = new Set<string>();
  if (value?.kind === 'FETCH') for (const tag of value.tags ?? []) tags.add(tag);
  else {
    const header = value?.headers?.[TAGS_HEADER];
    if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  }
  for (const tag of ctx?.tags ?? []) tags.add(tag);
  return [...tags];
}

/** When a fresh or stale entry is still worth keeping: its `expire`, at most RETENTION_MS. */
export function keptUntil(cacheControl: CacheControl | undefined, lastModified: number): number {
  const expire = typeof cacheControl?.expire === 'number' ? cacheControl.expire * 1000 : RETENTION_MS;
  return lastModified + Math.min(expire, RETENTION_MS);
}

/** When tags expired, as this process knows it. Same rule as Next.js's own tag manifest. */
export class TagExpiries {
  #expired = new Map<string, number>();

  record(tags: string[], at: number): void {
    for (const tag of tags) this.#expired.set(tag, Math.max(this.#expired.get(tag) ?? 0, at));
  }

  /** True when one of the tags expired after `lastModified` (and its expiry time has come). */
  expired(tags: string[], lastModified: number, now: number): boolean {
    for (const tag of tags) {
      const at = this.#expired.get(tag);
      if (at !== undefined && at <= now && at > lastModified) return true;
    }
    return false;
  }
}

/** A memory of entries bounded in bytes; the least recently used leave first. */
export class MemoryTier<T = unknown> {
  bytes = 0;
  private readonly entries = new Map<string, { entry: T; size: number }>();

  constructor(private readonly maxBytes: number) {}

  get(key: string): T | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept.entry;
  }

  set(key: string, entry: T, size: number): void {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.entries.set(key, { entry, size });
    this.bytes += size;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= kept.size;
    }
  }

  delete(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.bytes -= kept.size;
  }
}

const SCHEMA = `
  create table if not exists next_cache_entries (
    build_id text not null,
    key text not null,
    value bytea not null,
    tags text[] not null,
    last_modified timestamptz not null,
    expires_at timestamptz not null,
    primary key (build_id, key)
  );
  create index if not exists next_cache_entries_expires_at on next_cache_entries (expires_at);
  create table if not exists next_cache_tags (
    tag text primary key,
    expired_at timestamptz not null
  );`;

/** A row of next_cache_entries as read. */
export interface StoredRow {
  value: Buffer;
  tags: string[];
  lastModified: number;
  expired: boolean;
}

/**
 * The shared tier: rows of next_cache_entries keyed by build and cache key, tag expiries in
 * next_cache_tags. Creates both tables when missing. Every method answers null (or does nothing)
 * while PostgreSQL cannot be reached; the first failure is logged, and so is the recovery.
 */
export class PostgresStore {
  #preparing: Promise<void> | null = null;
  #retryAt = 0;
  #down = false;
  #cleanedAt = 0;
  readonly buildId: string;
  readonly log: Log;
  readonly pool: pg.Pool;

  constructor({ url, buildId, log = console, pool }: { url?: string; buildId: string; log?: Log; pool?: pg.Pool }) {
    this.buildId = buildId;
    this.log = log;
    this.pool = pool ?? new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 2000, query_timeout: 5000, idleTimeoutMillis: 30_000, allowExitOnIdle: true });
    // A connection lost while idle is reported here; it must not end the process.
    this.pool.on('error', () => undefined);
  }

  async read(key: string, extraTags: string[], now: number): Promise<StoredRow | null> {
    const result = await this.#run<{ value: Buffer; tags: string[]; last_modified: number; expired: boolean }>(
      `select value, tags, round(extract(epoch from last_modified) * 1000)::float8 as last_modified,
         exists (select 1 from next_cache_tags t where t.tag = any(e.tags || $3::text[])
                   and t.expired_at > e.last_modified and t.expired_at <= to_timestamp($4::float8 / 1000)) as expired
       from next_cache_entries e
       where build_id = $1 and key = $2 and expires_at > to_timestamp($4::float8 / 1000)`,
      [this.buildId, key, extraTags, now],
    );
    const row = result?.rows[0];
    return row ? { value: row.value, tags: row.tags, lastModified: row.last_modified, expired: row.expired } : null;
  }

  async write(key: string, value: Buffer, tags: string[], lastModified: number, expiresAt: number): Promise<void> {
    await this.#run(
      `insert into next_cache_entries (build_id, key, value, tags, last_modified, expires_at)
       values ($1, $2, $3, $4, to_timestamp($5::float8 / 1000), to_timestamp($6::float8 / 1000))
       on conflict (build_id, key) do update
         set value = excluded.value, tags = excluded.tags, last_modified = excluded.last_modified, expires_at = excluded.expires_at
         where next_cache_entries.last_modified <= excluded.last_modified`,
      [this.buildId, key, value, tags, lastModified, expiresAt],
    );
    if (Date.now() - this.#cleanedAt > CLEANUP_MS) void this.cleanUp();
  }

  async remove(key: string): Promise<void> {
    await this.#run('delete from next_cache_entries where build_id = $1 and key = $2', [this.buildId, key]);
  }

  async expire(tags: string[], at: number): Promise<void> {
    await this.#run(
      `insert into next_cache_tags (tag, expired_at) select unnest($1::text[]), to_timestamp($2::float8 / 1000)
       on conflict (tag) do update set expired_at = greatest(next_cache_tags.expired_at, excluded.expired_at)`,
      [tags, at],
    );
  }

  /** Drops rows past their time, rows another build left more than an hour ago, and tag expiries no row can predate. */
  async cleanUp(): Promise<void> {
    this.#cleanedAt = Date.now();
    await this.#run(
      `delete from next_cache_entries where expires_at < now() or (build_id <> $1 and last_modified < now() - $2::float8 * interval '1 millisecond')`,
      [this.buildId, OTHER_BUILD_MS],
    );
    await this.#run('delete from next_cache_tags where expired_at < now() - $1::float8 * interval \'1 millisecond\'', [RETENTION_MS + 60 * 60 * 1000]);
  }

  async end(): Promise<void> {
    await this.pool.end().catch(() => undefined);
  }

  async #prepare(): Promise<void> {
    const client = await this.pool.connect();
    try {
      // Servers starting together would race to create the same tables.
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock(hashtext($1))', ['next_cache_entries']);
      await client.query(SCHEMA);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async #run<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params: unknown[]): Promise<pg.QueryResult<R> | null> {
    if (Date.now() < this.#retryAt) return null;
    try {
      if (!this.#preparing) {
        this.#preparing = this.#prepare().then(() => {
          this.#cleanedAt = Date.now();
          void this.cleanUp();
        });
      }
      await this.#preparing.catch((error) => {
        this.#preparing = null;
        throw error;
      });
      const result = await this.pool.query<R>(text, params);
      if (this.#down) {
        this.#down = false;
        this.log.error('The shared page cache in PostgreSQL answers again.');
      }
      return result;
    } catch (error) {
      this.#retryAt = Date.now() + RETRY_MS;
      if (!this.#down) {
        this.#down = true;
        this.log.error(`The shared page cache in PostgreSQL failed (${error instanceof Error ? error.message : error}); this server serves from its own memory until it answers again.`);
      }
      return null;
    }
  }
}

/** Whether an entry read from memory has passed its revalidation time (another server may have a newer one). */
function isStale(entry: Entry, ctx: CacheContext | undefined, now: number): boolean {
  const seconds = entry.value?.kind === 'FETCH' ? (ctx?.revalidate || entry.value.revalidate) : entry.cacheControl?.revalidate;
  return typeof seconds === 'number' && entry.lastModified + seconds * 1000 < now;
}

/**
 * The cache itself, independent of Next.js's loading: `store` is a PostgresStore or null (memory
 * only), `now` a clock in milliseconds.
 */
export function createPageCache({ store, maxMemoryBytes, now = () => Date.now() }: { store: PostgresStore | null; maxMemoryBytes: number; now?: () => number }) {
  const memory = new MemoryTier<Entry>(maxMemoryBytes);
  const tagExpiries = new TagExpiries();

  async function fromStore(store: PostgresStore, key: string, extraTags: string[], at: number): Promise<{ entry: Entry; size: number } | null> {
    const row = await store.read(key, extraTags, at);
    if (!row || row.expired) return null;
    try {
      const { value, cacheControl } = deserialise(row.value);
      return { entry: { value, cacheControl, lastModified: row.lastModified, tags: row.tags }, size: row.value.length };
    } catch {
      return null;
    }
  }

  return {
    memory,
    tagExpiries,

    async get(key: string, ctx?: CacheContext): Promise<CacheHit | null> {
      const extraTags: string[] = ctx?.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
      const at = now();
      let entry = memory.get(key);
      if (entry && tagExpiries.expired([...entry.tags, ...extraTags], entry.lastModified, at)) {
        memory.delete(key);
        entry = undefined;
      }
      // Not here, or due for revalidation: another server may have rendered it (again) already.
      if (store && (!entry || isStale(entry, ctx, at))) {
        const shared = await fromStore(store, key, extraTags, at);
        if (shared && (!entry || shared.entry.lastModified > entry.lastModified) && !tagExpiries.expired([...shared.entry.tags, ...extraTags], shared.entry.lastModified, at)) {
          entry = shared.entry;
          memory.set(key, entry, shared.size);
        }
      }
      if (!entry) return null;
      return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
    },

    async set(key: string, data: CacheValue | null, ctx?: CacheContext): Promise<void> {
      const lastModified = now();
      const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
      const entry: Entry = { value: data, cacheControl, lastModified, tags: tagsOf(data, ctx) };
      let bytes: Buffer | null = null;
      try {
        bytes = serialise({ value: data, cacheControl });
      } catch {
        // Not serialisable: this server keeps it, the others render their own.
      }
      memory.set(key, entry, bytes?.length ?? 1024);
      if (!store || !data) return;
      if (!bytes || bytes.length > MAX_STORED_BYTES) await store.remove(key);
      else await store.write(key, bytes, entry.tags, lastModified, keptUntil(cacheControl, lastModified));
    },

    async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
      const list = typeof tags === 'string' ? [tags] : [...tags];
      if (list.length === 0) return;
      const at = now() + (durations?.expire ?? 0) * 1000;
      tagExpiries.record(list, at);
      if (store) await store.expire(list, at);
    },
  };
}

function buildIdOf(serverDistDir: string | undefined): string {
  try {
    return readFileSync(path.join(serverDistDir ?? '.next/server', '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown';
  }
}

const processWide = Symbol.for('shop.sharedPageCache');

/**
 * What Next.js loads as `cacheHandler`: one instance per request, all on the process's one cache.
 */
type PageCache = ReturnType<typeof createPageCache>;

/** What Next.js passes to a cache handler's constructor: the fields read here. */
interface HandlerContext {
  serverDistDir?: string;
  maxMemoryCacheSize?: number;
}

export default class SharedPageCacheHandler {
  private readonly cache: PageCache;

  constructor(ctx: HandlerContext = {}) {
    const holder = globalThis as { [processWide]?: PageCache };
    if (!holder[processWide]) {
      // PAGE_CACHE_STORE=memory: this server's memory alone, by choice.
      const url = config.pageCacheInMemory() ? undefined : config.databaseUrl();
      if (!url && !config.pageCacheInMemory()) console.error('PAGE_CACHE_STORE=postgres needs DATABASE_URL; pages are cached in this server\'s memory only.');
      const store = url ? new PostgresStore({ url, buildId: buildIdOf(ctx.serverDistDir) }) : null;
      holder[processWide] = createPageCache({ store, maxMemoryBytes: ctx.maxMemoryCacheSize || 256 * 1024 * 1024 });
    }
    this.cache = holder[processWide];
  }

  get(key: string, ctx?: CacheContext): Promise<CacheHit | null> {
    return this.cache.get(key, ctx);
  }

  set(key: string, data: CacheValue | null, ctx?: CacheContext): Promise<void> {
    return this.cache.set(key, data, ctx);
  }

  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    return this.cache.revalidateTag(tags, durations);
  }

  resetRequestCache(): void {}
}
