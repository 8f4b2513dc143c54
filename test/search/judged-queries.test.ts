import { adjectives, brandNames, categorySeeds, shopSeeds } from '@/server/db/seed/catalog-words';
import { judgedQueries } from './judged-queries';
import { PRODUCT_TYPES, QUERY_KINDS } from './judgement-types';

/** Arabic spelt one way (hamza forms, taa marbuta, alef maqsura, diacritics, tatweel, ال), lower case. */
function normal(word: string): string {
  const plain = word
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي');
  return plain.startsWith('ال') && plain.length > 4 ? plain.slice(2) : plain;
}
const wordsOf = (text: string) => text.split(/[\s&]+/).filter(Boolean).map(normal);

/** Edits between two words, a swap of neighbouring letters counting as one. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
/** The typos a word of this length may hold: none under 4 letters, one for 4–8, two from 9. */
const allowed = (word: string) => ([...word].length < 4 ? 0 : [...word].length < 9 ? 1 : 2);

const typeNouns = [...PRODUCT_TYPES.flatMap(wordsOf), ...categorySeeds.flatMap((c) => c.nouns.flatMap(([, arabic]) => wordsOf(arabic)))];
/** Every word the demo's names, categories, brands and shops hold today, in both languages. */
const vocabulary = new Set([
  ...typeNouns,
  ...categorySeeds.flatMap((c) => [...c.name.slice(0, 2), ...c.subs.flatMap((s) => s.slice(0, 2))].flatMap(wordsOf)),
  ...adjectives.flatMap((pair) => pair.flatMap(wordsOf)),
  ...brandNames.flatMap(wordsOf),
  ...shopSeeds.flatMap((shop) => shop.name.slice(0, 2).flatMap(wordsOf)),
]);

describe('the judged search queries', () => {
  it('are at least 170, every kind in both languages, none twice', () => {
    expect(judgedQueries.length).toBeGreaterThanOrEqual(170);
    for (const kind of QUERY_KINDS) {
      for (const locale of ['en', 'ar']) expect({ kind, locale, some: judgedQueries.some((q) => q.kind === kind && q.locale === locale) }).toEqual({ kind, locale, some: true });
    }
    const keys = judgedQueries.map((q) => `${q.locale} ${q.text ?? `exact ${q.exactOf}`}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('are in Arabic letters in Arabic, but for brands typed in Latin ones', () => {
    const latin = judgedQueries.filter((q) => q.locale === 'ar' && q.text && !/[\u0600-\u06FF]/.test(q.text) && q.kind !== 'brand');
    expect(latin.map((q) => q.text)).toEqual([]);
  });

  it('grade every query but the unsold ones, and those not at all', () => {
    const wrong = judgedQueries.filter((q) => (q.kind === 'unsold') !== (q.relevant.length === 0 && !q.exactOf));
    expect(wrong.map((q) => q.text)).toEqual([]);
  });

  it('misspell within the typo rules: each word a type noun or within its typos of one, one word not exact', () => {
    const outside = judgedQueries
      .filter((q) => q.kind === 'typo')
      .filter((q) => {
        const words = wordsOf(q.text!);
        const near = words.map((word) => Math.min(...typeNouns.map((noun) => distance(word, noun))));
        return !words.every((word, i) => near[i] <= allowed(word)) || near.every((edits) => edits === 0);
      });
    expect(outside.map((q) => q.text)).toEqual([]);
  });

  it('ask for unsold things no word of the demo answers, by the typo rules or as a prefix', () => {
    const reachable = judgedQueries
      .filter((q) => q.kind === 'unsold')
      .filter((q) => wordsOf(q.text!).some((word) => [...vocabulary].some((known) => distance(word, known) <= allowed(word) || known.startsWith(word))));
    expect(reachable.map((q) => q.text)).toEqual([]);
  });
});
