// GET /lang/{locale}: the message catalogues in messages/ flattened into an
// { "English text": "translation" } map, the form the upstream backend serves, with the texts an
// operator stored for the language (PUT /admin/lang/{locale}) over them. The map also answers the
// original backend's own client, whose words (its `$t('English text')` keys) are kept, flat and
// translated by this project, in messages/original-client/.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { LOCALE_CODE } from '@/lib/i18n/locales';
import * as s from '@/server/db/schema';
import { languageExists } from './languages';


type Catalogue = { [key: string]: string | Catalogue };

function flatten(tree: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return into;
  for (const [key, value] of Object.entries(tree as Catalogue)) {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(keyPath, value);
    else flatten(value, keyPath, into);
  }
  return into;
}

async function readJson(...segments: string[]): Promise<unknown> {
  // Read at request time so edited catalogues show without a rebuild.
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), 'messages', ...segments);
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

async function readCatalogue(code: string): Promise<Map<string, string> | null> {
  const tree = await readJson(`${code}.json`);
  return tree === null ? null : flatten(tree);
}

/** The original client's words in a language (English text → translation), empty when none ship. */
async function readClientWords(code: string): Promise<Record<string, string>> {
  return Object.fromEntries(flatten(await readJson('original-client', `${code}.json`)));
}

/** The texts an operator stored for a language (PUT /admin/lang/{locale}), by English text. */
export async function storedStrings(db: Db, code: string): Promise<Record<string, string>> {
  const [row] = await db.select({ strings: s.languageStrings.strings }).from(s.languageStrings).where(eq(s.languageStrings.locale, code));
  return row?.strings ?? {};
}

/**
 * null when the language is not offered. A language with a bundled catalogue (en, ar) answers
 * every English text, untranslated ones as they are, with the stored texts over them; one without
 * answers only its stored texts (maybe none): the storefront shows the shop language's text for
 * the others, rather than English passed off as a translation.
 */
export async function languageMap(db: Db, code: string): Promise<Record<string, string> | null> {
  if (!LOCALE_CODE.test(code)) return null;
  if (!(await languageExists(db, code))) return null;
  const [english, target, clientEnglish, client, stored] = await Promise.all([
    readCatalogue('en'),
    readCatalogue(code),
    readClientWords('en'),
    readClientWords(code),
    storedStrings(db, code),
  ]);
  if (!english || !target) return { ...stored };
  // Untranslated entries keep the English text, so every known string has an answer. The
  // client's words come over the storefront's: where both have an English text, the client's
  // translation is one of the storefront's (a test holds it), chosen for the client's use of it.
  const bundled = Object.fromEntries([...english].map(([keyPath, source]) => [source, target.get(keyPath) ?? source]));
  return { ...bundled, ...clientEnglish, ...client, ...stored };
}

/** PUT /admin/lang/{locale}: the language's stored texts become `strings`. Answers how many. */
export async function saveLanguageStrings(db: Db, code: string, strings: Record<string, string>): Promise<number> {
  await db
    .insert(s.languageStrings)
    .values({ locale: code, strings })
    .onConflictDoUpdate({ target: s.languageStrings.locale, set: { strings, updatedAt: sql`now()` } });
  return Object.keys(strings).length;
}
