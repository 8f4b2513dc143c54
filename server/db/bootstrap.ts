// Brings the database to the current schema and seeds the demo data on first run. Runs once
// per process: at server start (instrumentation.ts) and, as a guard, before the first API call.
import type { Pool } from 'pg';
import { getHandle, mediaDir, type Db, type DbHandle } from './client';
import { settings } from './schema';
import { processWide } from '@/server/process-wide';
import { config } from '@/server/config';


/**
 * Seeds an empty database (no settings row) with `run`, in one transaction: a start stopped
 * part-way (killed, out of memory, the machine off) leaves no demo data at all, and the next start
 * seeds again from nothing, instead of finding the settings and serving half a catalogue.
 * Answers whether it seeded.
 */
export async function seedIfEmpty(db: Db, run: (tx: Db) => Promise<void>): Promise<boolean> {
  const existing = await db.select({ key: settings.key }).from(settings).limit(1);
  if (existing.length > 0) return false;
  await db.transaction((tx) => run(tx as unknown as Db));
  return true;
}

/** Any number, the same in every web server: the key of the lock the migrations run under. */
const MIGRATION_LOCK = 7_304_151_873;

/**
 * Several web servers starting at once on one PostgreSQL: one of them migrates and seeds while
 * holding a session advisory lock, the others wait for it and then find the work done. (PGlite
 * belongs to one process and needs none.) Answers the release.
 */
async function holdMigrationLock(handle: DbHandle): Promise<() => Promise<void>> {
  if (handle.kind !== 'postgres') return async () => undefined;
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
  } catch (error) {
    client.release();
    throw error;
  }
  return async () => {
    try {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    } finally {
      client.release();
    }
  };
}

async function prepare(): Promise<void> {
  const handle = await getHandle();
  const release = await holdMigrationLock(handle);
  try {
    await migrateAndSeed(handle);
  } finally {
    await release();
  }
}

async function migrateAndSeed(handle: DbHandle): Promise<void> {
  await handle.migrate();
  if (!config.seedOnStart()) return;
  const { seed, ensureDemoPictures } = await import('./seed');
  const progress = (step: string) => console.log(`Seeding the demo data: ${step} written`);
  const seeded = await seedIfEmpty(handle.db, (tx) => seed(tx, { mediaDir: mediaDir(), progress }));
  // Another web server seeded this database: the demo pictures it wrote are on its disk only.
  if (!seeded && handle.kind === 'postgres') await ensureDemoPictures(mediaDir());
}

export function ensureReady(): Promise<void> {
  if (!processWide.databaseReady) {
    processWide.databaseReady = prepare().catch((error: unknown) => {
      processWide.databaseReady = undefined;
      throw error;
    });
  }
  return processWide.databaseReady;
}
