// The built-in backend's own words in a language: its API messages (server/http/local-messages.ts),
// the invoice, the sandbox payment page and the one-time code's email and SMS. They live in the
// catalogues of messages/ under BACKEND_NAMESPACES, and a language's text of each is, as on the
// storefront (lib/i18n/catalogue.ts), the operator's stored text for its English text
// (PUT /admin/lang/{locale}), else the catalogue that ships for the language, else the English one.
//
// A language's words are merged once and kept: until a cache tag is expired in this process (an
// operator's change of the texts or of the settings does, server/cache/revalidate.ts), and at most
// a minute, the time the storefront trusts the settings' languages for.
import compile from 'icu-minify/compile';
import format, { type FormatOptions } from 'icu-minify/format';
import { bundledCatalogue, mergeCatalogue } from '@/lib/i18n/catalogue';
import { BACKEND_NAMESPACES } from '@/lib/i18n/client-messages';
import { BUNDLED_LOCALES, FALLBACK_LOCALES, directionOf, localeSetFrom, type Direction, type LocaleSet } from '@/lib/i18n/locales';
import type english from '@/messages/en.json';
import type { Db } from '@/server/db/client';
import { storedStrings } from '@/server/services/lang';
import { languageList } from '@/server/services/languages';
import { cacheTags, expiriesSoFar } from '@/lib/cache-tags';

export type BackendNamespace = (typeof BACKEND_NAMESPACES)[number];
type Catalogue = typeof english;
/** The names of a namespace's words, e.g. `subtotal` of `Invoice`. */
export type WordName<N extends BackendNamespace> = keyof Catalogue[N] & string;
/** A key of the backend's words, e.g. `Invoice.subtotal`. */
export type WordKey = { [N in BackendNamespace]: `${N}.${WordName<N>}` }[BackendNamespace];
export type WordValues = Record<string, string | number>;

export interface Words {
  /** The language the words are for ('en' for one the shop neither offers nor ships words for). */
  readonly locale: string;
  readonly direction: Direction;
  /** Whether the language has a text of its own for `key` (else it reads the English one). */
  has(key: WordKey): boolean;
  /** The key's text with `values` in it; the English text when the language's cannot be used. */
  text(key: WordKey, values?: WordValues): string;
  /** The key of `namespace` whose English text, with no arguments, reads exactly `text`. */
  keyOf(namespace: BackendNamespace, text: string): WordKey | null;
}

/** How long a language's words are kept when no cache tag is expired meanwhile. */
export const WORDS_TTL_MS = 60_000;

// ---------------------------------------------------------------- the catalogues that ship

interface EnglishWords {
  texts: ReadonlyMap<string, string>;
  /** `namespace \0 text` → key, for the entries without arguments. */
  plain: ReadonlyMap<string, WordKey>;
}

const namespaceOf = (key: string): string => key.slice(0, key.indexOf('.'));
const backend = new Set<string>(BACKEND_NAMESPACES);

let englishWords: Promise<EnglishWords> | null = null;

function englishCatalogue(): Promise<EnglishWords> {
  englishWords ??= bundledCatalogue('en').then((all) => {
    const texts = new Map([...all].filter(([key]) => backend.has(namespaceOf(key))));
    const plain = new Map<string, WordKey>();
    for (const [key, text] of texts) {
      const compiled = compile(text);
      if (typeof compiled === 'string') plain.set(`${namespaceOf(key)}\0${compiled}`, key as WordKey);
    }
    return { texts, plain };
  });
  englishWords.catch(() => {
    englishWords = null;
  });
  return englishWords;
}

// ---------------------------------------------------------------- formatting

const cached = <T>(make: (locale: string, options?: object) => T) => {
  const made = new Map<string, T>();
  return (locale: string, options?: object): T => {
    const id = `${locale}|${JSON.stringify(options ?? {})}`;
    let one = made.get(id);
    if (!one) {
      one = make(locale, options);
      made.set(id, one);
    }
    return one;
  };
};

/** The locale with Western digits, as every answer of the backend writes numbers. */
function latin(locale: string): string {
  try {
    return Intl.getCanonicalLocales(`${locale}-u-nu-latn`)[0];
  } catch {
    return 'en-u-nu-latn';
  }
}

const formatOptions: FormatOptions = {
  formatters: {
    getNumberFormat: cached((locale, options) => new Intl.NumberFormat(latin(locale), options)),
    getDateTimeFormat: cached((locale, options) => new Intl.DateTimeFormat(latin(locale), options)),
    getPluralRules: cached((locale, options) => new Intl.PluralRules(latin(locale), options)),
  },
};

function formatted(message: ReturnType<typeof compile>, locale: string, values: WordValues | undefined): string {
  const result = format(message, locale, values ?? {}, formatOptions);
  return Array.isArray(result) ? result.join('') : String(result);
}

// ---------------------------------------------------------------- a language's words

function wordsOf(locale: string, direction: Direction, english: EnglishWords, merged: ReadonlyMap<string, string>): Words {
  const compiled = new Map<string, ReturnType<typeof compile>>();
  const compiledText = (key: string, text: string) => {
    let one = compiled.get(key);
    if (one === undefined) {
      one = compile(text);
      compiled.set(key, one);
    }
    return one;
  };
  return {
    locale,
    direction,
    has: (key) => {
      const own = merged.get(key);
      return own !== undefined && own !== english.texts.get(key);
    },
    text: (key, values) => {
      const source = english.texts.get(key);
      if (source === undefined) return '';
      const own = merged.get(key);
      if (own !== undefined && own !== source) {
        try {
          return formatted(compiledText(key, own), locale, values);
        } catch {
          // A text that cannot take these values reads as the English one.
        }
      }
      try {
        return formatted(compiledText(`en:${key}`, source), 'en', values);
      } catch {
        return source;
      }
    },
    keyOf: (namespace, text) => english.plain.get(`${namespace}\0${text}`) ?? null,
  };
}

/**
 * A language's words from the catalogues that ship alone (no database): while the shop is starting,
 * after a failed read of the stored texts, and in tests.
 */
export async function bundledWords(locale: string, direction: Direction = directionOf(locale, FALLBACK_LOCALES)): Promise<Words> {
  try {
    const [english, bundled] = await Promise.all([englishCatalogue(), bundledCatalogue(locale)]);
    return wordsOf(locale, direction, english, mergeCatalogue(english.texts, { translations: {}, bundled }));
  } catch {
    return wordsOf(locale, direction, { texts: new Map(), plain: new Map() }, new Map());
  }
}

// ---------------------------------------------------------------- kept per language

/** How many times the settings' tag (languages and their texts) was expired in this process. */
const tagExpiries = (): number => expiriesSoFar(cacheTags.master);

interface Kept<T> {
  value: Promise<T>;
  at: number;
  expiries: number;
}

const fresh = <T>(kept: Kept<T> | undefined): kept is Kept<T> => !!kept && kept.expiries === tagExpiries() && Date.now() - kept.at < WORDS_TTL_MS;

/**
 * Reads once for everyone who asks while it is fresh. A failed reading is not kept: its askers get
 * `fallback`, the next one reads again.
 */
function keptIn<T>(store: Map<string, Kept<T>>, id: string, read: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
  let one = store.get(id);
  if (!fresh(one)) {
    one = { value: read(), at: Date.now(), expiries: tagExpiries() };
    store.set(id, one);
    const reading = one;
    reading.value.catch(() => {
      if (store.get(id) === reading) store.delete(id);
    });
  }
  return one.value.catch(fallback);
}

const languages = new Map<string, Kept<LocaleSet>>();
const kept = new Map<string, Kept<Words>>();

/** The shop's languages with their directions. */
function shopLanguages(db: Db): Promise<LocaleSet> {
  return keptIn(languages, 'set', async () => localeSetFrom({ languages: await languageList(db) }), () => FALLBACK_LOCALES);
}

async function load(db: Db, locale: string, offered: boolean, direction: Direction): Promise<Words> {
  // Texts are stored for any code; they are the language's words once the shop offers it, as
  // GET /lang serves them.
  const [english, bundled, stored] = await Promise.all([englishCatalogue(), bundledCatalogue(locale), offered ? storedStrings(db, locale) : {}]);
  return wordsOf(locale, direction, english, mergeCatalogue(english.texts, { translations: stored, bundled }));
}

/**
 * The words of the language a request asked for: one of the shop's languages, or one whose words
 * ship; any other reads English. Never fails: without the stored texts, the shipped words.
 */
export async function wordsFor(db: Db, requested: string): Promise<Words> {
  const set = await shopLanguages(db);
  const listed = set.languages.find((one) => one.name === requested);
  const locale = listed || BUNDLED_LOCALES.includes(requested) ? requested : 'en';
  const direction = listed?.direction ?? directionOf(locale, FALLBACK_LOCALES);
  return keptIn(
    kept,
    `${locale}|${direction}`,
    () => load(db, locale, !!listed, direction),
    () => bundledWords(locale, direction),
  );
}

/** Forgets every language's words (for tests that write texts without going through the API). */
export function forgetWords(): void {
  languages.clear();
  kept.clear();
}
