// The storefront's words in a language: the backend's translations (GET /lang/{locale}, a flat
// { "English text": "translation" } map, the form the original backend serves) over the
// catalogue that ships with the project for that language (messages/), and, for anything
// neither has, the shop's default language's text, then the English one: never a raw key.
//
// A translation is text: markup the English text does not have is quoted, so "<script>" shows
// as written, and a translation that is not a valid message or names an argument the English
// text does not give is not used. The result is compiled as the build compiles the bundled
// catalogues (next.config.mjs: next-intl's precompile), which is what the formatter expects.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compile from 'icu-minify/compile';
import { BUNDLED_LOCALES } from './locales';

export type RawTree = { [key: string]: string | RawTree };
export type Flat = Readonly<Record<string, string>>;
type Compiled = ReturnType<typeof compile>;
export type CompiledTree = { [key: string]: Compiled | CompiledTree };

export function flattenTree(tree: RawTree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(keyPath, value);
    else if (value && typeof value === 'object') flattenTree(value, keyPath, into);
  }
  return into;
}

const files = new Map<string, Promise<Map<string, string>>>();

/**
 * A catalogue that ships in messages/, flattened (empty for a language without one); read once,
 * as they change with a deploy. A failed read is tried again by the next caller.
 */
export function bundledCatalogue(locale: string): Promise<Map<string, string>> {
  if (!BUNDLED_LOCALES.includes(locale)) return Promise.resolve(new Map());
  let read = files.get(locale);
  if (!read) {
    const file = path.join(/*turbopackIgnore: true*/ process.cwd(), 'messages', `${locale}.json`);
    read = readFile(file, 'utf8').then((text) => flattenTree(JSON.parse(text) as RawTree));
    read.catch(() => files.delete(locale));
    files.set(locale, read);
  }
  return read;
}

const ARGUMENT = /\{\s*([A-Za-z_][\w-]*)\s*[,}]/g;
const TAG = /<\/?([A-Za-z][\w-]*)\s*>/g;

function namesOf(pattern: RegExp, text: string): Set<string> {
  return new Set([...text.matchAll(pattern)].map((match) => match[1]));
}

/**
 * A translation made safe to format in place of `source`: its markup quoted unless the English
 * text has the same tags, or null when it cannot stand in for it.
 */
export function safeTranslation(source: string, translation: unknown): string | null {
  if (typeof translation !== 'string' || translation.trim() === '') return null;
  const tags = namesOf(TAG, source);
  // Every "<" that does not open or close one of the English text's own tags is quoted ('<').
  const quoted = translation.replace(/<(\/?)([A-Za-z][\w-]*)?/g, (whole, slash: string, name?: string) => (name && tags.has(name) ? whole : `'<'${slash}${name ?? ''}`));
  const allowed = namesOf(ARGUMENT, source);
  for (const name of namesOf(ARGUMENT, quoted)) if (!allowed.has(name)) return null;
  try {
    compile(quoted);
  } catch {
    return null;
  }
  return quoted;
}

/** Where each key's text in one language comes from, best first. */
export interface LanguageSources {
  /** The backend's map for the language (empty when it has none). */
  translations: Flat;
  /** The project's catalogue of the language, flattened (empty when none ships). */
  bundled: ReadonlyMap<string, string>;
}

/**
 * The raw text of every key of the English catalogue in `locale`, from its own sources, then the
 * default language's (`fallback`, absent when `locale` is the default), then English.
 */
export function mergeCatalogue(english: ReadonlyMap<string, string>, own: LanguageSources, fallback?: LanguageSources): Map<string, string> {
  const bundledBySource = (sources: LanguageSources) => {
    // The bundled catalogue may translate one English text two ways in two places; the backend's
    // flat map can only hold one of them. A backend text that is one of the bundled ones is the
    // bundled catalogue speaking: each key keeps its own.
    const seen = new Map<string, Set<string>>();
    for (const [key, text] of sources.bundled) {
      const source = english.get(key);
      if (source === undefined) continue;
      if (!seen.has(source)) seen.set(source, new Set());
      seen.get(source)!.add(text);
    }
    return seen;
  };
  const textIn = (sources: LanguageSources, seen: Map<string, Set<string>>, key: string, source: string): string | null => {
    const bundled = sources.bundled.get(key);
    const served = Object.hasOwn(sources.translations, source) ? sources.translations[source] : undefined;
    if (served !== undefined && !(bundled !== undefined && seen.get(source)?.has(served))) {
      const safe = safeTranslation(source, served);
      if (safe !== null) return safe;
    }
    return bundled !== undefined ? safeTranslation(source, bundled) : null;
  };
  const ownSeen = bundledBySource(own);
  const fallbackSeen = fallback ? bundledBySource(fallback) : null;
  const merged = new Map<string, string>();
  for (const [key, source] of english) {
    merged.set(key, textIn(own, ownSeen, key, source) ?? (fallback && fallbackSeen ? textIn(fallback, fallbackSeen, key, source) : null) ?? source);
  }
  return merged;
}

/** The nested, compiled catalogue next-intl formats from. */
export function compileCatalogue(flat: ReadonlyMap<string, string>): CompiledTree {
  const tree: CompiledTree = {};
  for (const [keyPath, text] of flat) {
    const parts = keyPath.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as CompiledTree;
    node[parts[parts.length - 1]] = compile(text);
  }
  // As the build writes them: plain JSON (the compiler's plural branches have no prototype, which
  // React refuses to hand to the browser's islands).
  return JSON.parse(JSON.stringify(tree)) as CompiledTree;
}
