// npm run db:reset [-- --products=N]: rebuild the database with the demo data.
// Refuses while a server holds the embedded data folder (one process per PGlite folder).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { dataDir, mediaDir, openDatabase } from '../server/db/client';
import { seed } from '../server/db/seed';

function heldBy(): number | null {
  const pidFile = path.join(dataDir(), 'server.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

async function main() {
  const arg = process.argv.find((a) => a.startsWith('--products='));
  const products = arg ? Number(arg.split('=')[1]) : 300;
  if (!Number.isInteger(products) || products < 1) throw new Error('--products must be a positive whole number');
  const usingPostgres = Boolean(process.env.DATABASE_URL);
  const holder = heldBy();
  if (holder) {
    console.error(`The shop server (process ${holder}) is using ${dataDir()}. Stop it first, then run this again.`);
    process.exit(1);
  }
  const started = Date.now();
  rmSync(mediaDir(), { recursive: true, force: true });
  if (!usingPostgres) rmSync(path.join(dataDir(), 'pglite'), { recursive: true, force: true });
  const handle = await openDatabase();
  try {
    if (usingPostgres) {
      await handle.db.execute(sql`drop schema if exists public cascade`);
      await handle.db.execute(sql`drop schema if exists drizzle cascade`);
      await handle.db.execute(sql`create schema public`);
    }
    await handle.migrate();
    const migrated = Date.now();
    await seed(handle.db, { mediaDir: mediaDir(), products });
    console.log(
      `Database ready (${usingPostgres ? 'PostgreSQL' : `PGlite in ${dataDir()}`}): ${products} products, ` +
        `migrated in ${migrated - started} ms, seeded in ${Date.now() - migrated} ms.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
