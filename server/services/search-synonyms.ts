// The search's synonyms, as the operator keeps them (/admin/search-synonyms, docs/contract.md). A
// change raises the catalogue version (migration 0015's trigger), so every web server's search index
// is made again with it.
import { asc, eq } from 'drizzle-orm';
import type { SearchSynonym } from '@/lib/api/schemas/admin';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';

const shown = (row: typeof s.searchSynonyms.$inferSelect): SearchSynonym => ({ id: row.id, term: row.term, alternatives: row.alternatives, updated_at: row.updatedAt.toISOString() });

/** A term as stored: lower case, single spaces. */
export const storedTerm = (term: string): string => term.trim().toLowerCase().replace(/\s+/g, ' ');

export async function listSynonyms(db: Db): Promise<SearchSynonym[]> {
  return (await db.select().from(s.searchSynonyms).orderBy(asc(s.searchSynonyms.term))).map(shown);
}

/** Stores what a term also means, replacing what it meant before. */
export async function saveSynonym(db: Db, term: string, alternatives: string[]): Promise<SearchSynonym> {
  const values = { term: storedTerm(term), alternatives: [...new Set(alternatives.map(storedTerm))], updatedAt: new Date() };
  const [row] = await db
    .insert(s.searchSynonyms)
    .values(values)
    .onConflictDoUpdate({ target: s.searchSynonyms.term, set: { alternatives: values.alternatives, updatedAt: values.updatedAt } })
    .returning();
  return shown(row);
}

/** Removes a synonym; false when there was none with that id. */
export async function deleteSynonym(db: Db, id: number): Promise<boolean> {
  const removed = await db.delete(s.searchSynonyms).where(eq(s.searchSynonyms.id, id)).returning({ id: s.searchSynonyms.id });
  return removed.length > 0;
}
