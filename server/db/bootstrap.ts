// Brings the database to the current schema and seeds the demo data on first run. Runs once
// per process: at server start (instrumentation.ts) and, as a guard, before the first API call.
import { getHandle, mediaDir, type Db } from './client';
import { settings } from './schema';

const holder = globalThis as unknown as { __shopReady?: Promise<void> };

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

async function prepare(): Promise<void> {
  const handle = await getHandle();
  await handle.migrate();
  if (process.env.SEED_ON_START === 'false') return;
  const { seed, ensureDemoPictures } = await import('./seed');
  const progress = (step: string) => console.log(`Seeding the demo data: ${step} written`);
  const seeded = await seedIfEmpty(handle.db, (tx) => seed(tx, { mediaDir: mediaDir(), progress }));
  // Another web server seeded this database: the demo pictures it wrote are on its disk only.
  if (!seeded && handle.kind === 'postgres') await ensureDemoPictures(mediaDir());
}

export function ensureReady(): Promise<void> {
  if (!holder.__shopReady) {
    holder.__shopReady = prepare().catch((error: unknown) => {
      holder.__shopReady = undefined;
      throw error;
    });
  }
  return holder.__shopReady;
}
