// A seeded in-memory shop behind the real Hono app, for route tests: no server, no port.
import type { Logger } from 'drizzle-orm';
import { app } from '@/server/app';
// Renamed: the name reads as a React hook to the linter, and this is not one.
import { openDatabase, useDatabase as makeCurrentDatabase, type DbHandle } from '@/server/db/client';
import { seed } from '@/server/db/seed';
import { processWide } from '@/server/process-wide';

export interface ApiAnswer<T> {
  status: number;
  /** The parsed JSON, typed by the caller (the text when the answer is not JSON). */
  body: T;
  headers: Headers;
}

/** The success envelope with the data a test expects. */
export interface Envelope<D> {
  message: string;
  data: D;
}

export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

export interface TestShop {
  handle: DbHandle;
  /** Statements sent to the database since the last reset. */
  statements: string[];
  close(): Promise<void>;
}

/**
 * Records every statement through drizzle's logger, on the handle's session and on the sessions
 * its transactions derive from it (they share the session's options).
 */
function recordStatements(handle: DbHandle, into: string[]): void {
  onStatements(handle.db, (query) => void into.push(query));
}

/** Calls `log` with every statement (and its parameters) sent through `db`. */
export function onStatements(db: DbHandle['db'], log: Logger['logQuery']): void {
  const logger: Logger = { logQuery: log };
  const session = (db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  session.logger = logger;
  session.options.logger = logger;
}

export async function startTestShop(options: { handle?: DbHandle; products?: number } = {}): Promise<TestShop> {
  const handle = options.handle ?? (await openDatabase({ memory: true }));
  await handle.migrate();
  await seed(handle.db, { mediaDir: null, products: options.products ?? 40 });
  makeCurrentDatabase(handle);
  processWide.databaseReady = Promise.resolve();
  const statements: string[] = [];
  recordStatements(handle, statements);
  return { handle, statements, close: () => handle.close() };
}

/** Starts a shop before a file's tests and closes it after them; `ready` receives it once started. */
export function shopForTests(ready: (shop: TestShop) => void = () => undefined): void {
  let shop: TestShop | undefined;
  beforeAll(async () => {
    shop = await startTestShop();
    ready(shop);
  });
  afterAll(() => shop?.close());
}

export async function call<T = ErrorBody>(path: string, init: RequestInit & { json?: unknown; locale?: string } = {}): Promise<ApiAnswer<T>> {
  const { json, locale, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (!headers.has('X-Requested-With')) headers.set('X-Requested-With', 'XMLHttpRequest');
  if (locale) headers.set('Accept-Language', locale);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const request = new Request(`http://internal/api${path}`, {
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const response = await app.fetch(request);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body: body as T, headers: response.headers };
}
