// Brings the database to the current schema and seeds the demo data on first run. Runs once
// per process: at server start (instrumentation.ts) and, as a guard, before the first API call.
import { getHandle, mediaDir } from './client';
import { settings } from './schema';

const holder = globalThis as unknown as { __shopReady?: Promise<void> };

async function prepare(): Promise<void> {
  const handle = await getHandle();
  await handle.migrate();
  const existing = await handle.db.select({ key: settings.key }).from(settings).limit(1);
  if (existing.length === 0 && process.env.SEED_ON_START !== 'false') {
    const { seed } = await import('./seed');
    await seed(handle.db, { mediaDir: mediaDir() });
  }
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
