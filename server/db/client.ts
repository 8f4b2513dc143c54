// One database handle per process: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL
// is set. Kept on globalThis so that Next.js module re-evaluation never opens a second PGlite on
// the same folder (two processes or instances on one folder corrupt it).
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { dataDir } from '@/server/data-dir';
import { timePglite, timePool } from '@/server/observability/db';
import { watchPool } from '@/server/observability/metrics';
import * as schema from './schema';
import { processWide } from '@/server/process-wide';
import { config } from '@/server/config';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  /**
   * Where catalogue reads go: a read replica when DATABASE_REPLICA_URL names one, else `db`.
   * Writes, transactions and every personal read stay on `db`.
   */
  catalog: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(/*turbopackIgnore: true*/ process.cwd(), 'server', 'db', 'migrations');

export { dataDir, mediaDir } from '@/server/data-dir';

/** The rows of `db.execute`: node-postgres answers a result with `rows`, PGlite's driver the rows. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

function pgPool(url: string): Pool {
  const pool = new Pool({ connectionString: url, max: config.databasePoolSize() });
  // An idle connection the server ended (a restart, a failover) is dropped by the pool, which
  // opens another when one is needed; without this listener it would be an uncaught exception.
  pool.on('error', (error) => console.warn(`A database connection was lost: ${error.message}`));
  return pool;
}

/**
 * Opens a new handle. `memory` gives a throw-away in-memory PGlite (tests); `replicaUrl` (default
 * DATABASE_REPLICA_URL) a read replica of the PostgreSQL database for catalogue reads.
 */
export async function openDatabase(options: { memory?: boolean; url?: string; replicaUrl?: string } = {}): Promise<DbHandle> {
  const url = options.memory ? undefined : (options.url ?? config.databaseUrl());
  if (url) {
    const pool = timePool(pgPool(url), 'primary');
    const db = drizzlePg(pool, { schema });
    const replicaUrl = options.replicaUrl ?? (options.url ? undefined : config.databaseReplicaUrl());
    const replica = replicaUrl ? timePool(pgPool(replicaUrl), 'replica') : null;
    // The pool gauges read the process's own handle (tests and tools open others).
    if (!options.url && !options.memory) {
      watchPool('primary', () => pool);
      if (replica) watchPool('replica', () => replica);
    }
    return {
      db: db as unknown as Db,
      catalog: (replica ? drizzlePg(replica, { schema }) : db) as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: async () => {
        await Promise.all([pool.end(), replica?.end()]);
      },
    };
  }
  let dir: string | undefined;
  if (!options.memory) {
    dir = path.join(dataDir(), 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = timePglite(await PGlite.create(dir, { extensions: { pg_trgm } }));
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    catalog: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}


/** The process-wide handle; a failed open is dropped so the next call tries again. */
export function getHandle(): Promise<DbHandle> {
  if (!processWide.database) {
    processWide.database = openDatabase().catch((error: unknown) => {
      processWide.database = undefined;
      throw error;
    });
  }
  return processWide.database;
}

export async function getDb(): Promise<Db> {
  return (await getHandle()).db;
}

/** Makes every later getHandle() return this handle (tests use an in-memory database). */
export function useDatabase(handle: DbHandle): void {
  processWide.database = Promise.resolve(handle);
}
