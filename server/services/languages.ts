// The shop's languages as the languages table keeps them: read by the settings (/master), the
// backend's own words (server/words.ts) and /lang/{locale}, apart from the settings' other reads.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';

/** The shop's languages in their order: code (`name`), title and direction. */
export async function languageList(db: Db): Promise<{ name: string; title: string; direction: string }[]> {
  return db
    .select({ name: s.languages.name, title: s.languages.title, direction: s.languages.direction })
    .from(s.languages)
    .orderBy(asc(s.languages.position), asc(s.languages.id));
}

export async function languageExists(db: Db, code: string): Promise<boolean> {
  const rows = await db.select({ id: s.languages.id }).from(s.languages).where(eq(s.languages.name, code));
  return rows.length > 0;
}
