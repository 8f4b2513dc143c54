// The demo data back to its seeded state (POST /admin/demo-reset, for test suites run against a
// local shop): every table emptied and the demo seed written again, in one transaction, so a
// reset stopped part-way leaves the data as it was. The catalogue version is kept (its triggers
// raise it), so every web server's listing index rebuilds; the demo pictures are written only if
// the media folder lacks them.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';
import { ensureDemoPictures, seed } from '.';

/** Tables that survive a reset: the catalogue version only moves forward. */
const KEPT = new Set(['catalog_state']);

export async function resetDemoData(db: Db, mediaDir: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const tables = rowsOf<{ name: string }>(await tx.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`))
      .map((row) => row.name)
      .filter((name) => !KEPT.has(name));
    await tx.execute(sql.raw(`truncate ${tables.map((name) => `"${name.replace(/"/g, '""')}"`).join(', ')} restart identity cascade`));
    await seed(tx as unknown as Db, { mediaDir: null });
  });
  if (mediaDir) await ensureDemoPictures(mediaDir);
}
