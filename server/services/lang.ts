// GET /lang/{locale}: the message catalogues in messages/ flattened into an
// { "English text": "translation" } map, the form the upstream backend serves.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@/server/db/client';
import { languageExists } from './master';

/** A language code as the storefront's addresses carry it: `fr`, `fil`, `pt-br`, `es-419`. */
export const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/;

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

async function readCatalogue(code: string): Promise<Map<string, string> | null> {
  // Read at request time so edited catalogues show without a rebuild.
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), 'messages', `${code}.json`);
  try {
    return flatten(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return null;
  }
}

/** null when the language is not offered or has no catalogue. */
export async function languageMap(db: Db, code: string): Promise<Record<string, string> | null> {
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/i.test(code)) return null;
  if (!(await languageExists(db, code))) return null;
  const [english, target] = await Promise.all([readCatalogue('en'), readCatalogue(code)]);
  if (!english || !target) return null;
  // Untranslated entries keep the English text, so every known string has an answer.
  return Object.fromEntries([...english].map(([keyPath, source]) => [source, target.get(keyPath) ?? source]));
}
