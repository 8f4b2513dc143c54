// Checks that the judged queries still fit the catalogue they are put to, by the search's typo
// rules: each typo query misspells the type noun it means within the rules and nearer to it than
// to any other word of the shop (so it has one reading), and no unsold query is within reach of
// any word (by those rules, or as the start of one). The words are read through the HTTP API:
// every product's names, descriptions, brand and shop, every category and sub-category, in English
// and Arabic. When the catalogue is renamed, a query that no longer fits is named here.
import { ARABIC_TYPE_NOUNS, type Locale, type ProductType } from '@/test/search/judgement-types';
import type { ApiGet, Product } from './search-catalogue';
import type { Resolved } from './search-judging';

/** A word spelt one way: lower case; Arabic without diacritics, tatweel or ال, with one alef, ه for ة, ي for ى. */
export function normal(word: string): string {
  const plain = word
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي');
  return plain.startsWith('ال') && plain.length > 4 ? plain.slice(2) : plain;
}

/** The words of a text, spelt one way. */
export function wordsOf(text: string): string[] {
  return (text.replace(/<[^>]*>/g, ' ').match(/[\p{L}\p{N}\u064B-\u0652\u0640]+/gu) ?? []).map(normal);
}

/** Edits between two words, a swap of neighbouring letters counting as one. */
export function distance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[x.length][y.length];
}

/** The typos a word of this length may hold: none under 4 letters, one for 4–8, two from 9. */
export function allowedTypos(word: string): number {
  const length = [...word].length;
  return length < 4 ? 0 : length < 9 ? 1 : 2;
}

/** Every word a shopper's search could meet in the catalogue. */
export async function catalogueWords(get: ApiGet, catalogue: Map<number, Product>): Promise<Set<string>> {
  const words = new Set<string>();
  const add = (text: string | null | undefined) => {
    for (const word of wordsOf(text ?? '')) words.add(word);
  };
  for (const locale of ['en', 'ar'] as const) {
    const { categories } = await get<{ categories: { name: string; sub_categories: { name: string }[] }[] }>('/categories?per_page=100', locale);
    for (const category of categories) [category.name, ...category.sub_categories.map((sub) => sub.name)].forEach(add);
    for (const id of catalogue.keys()) {
      const { product } = await get<{ product: Record<string, unknown> & { shop: { name: string } } }>(`/product-details?product_id=${id}`, locale);
      for (const field of ['name', 'short_description', 'description', 'brand', 'meta_keywords']) add(product[field] as string | null);
      add(product.shop.name);
    }
  }
  return words;
}

const nounsOf = (type: ProductType, locale: Locale) => wordsOf(locale === 'ar' ? ARABIC_TYPE_NOUNS[type] : type);

/** What no longer fits: one line per query, naming it and why. */
export function misfits(queries: Resolved[], vocabulary: Set<string>): string[] {
  const known = [...vocabulary];
  const lines: string[] = [];
  for (const { query, text } of queries) {
    const label = `[${query.locale} ${query.kind}] "${text}"`;
    if (query.kind === 'typo') {
      const meant = query.relevant.filter((g) => g.grade === 2).flatMap((g) => [g.type ?? []].flat());
      const targets = new Set(meant.flatMap((type) => nounsOf(type, query.locale)));
      const others = known.filter((word) => !targets.has(word));
      const words = wordsOf(text);
      const near = words.map((word) => Math.min(...[...targets].map((target) => distance(word, target))));
      if (words.some((word, i) => near[i] > allowedTypos(word)) || near.every((edits) => edits === 0)) {
        lines.push(`${label}: not a misspelling of ${meant.join('/')} within the typo rules`);
      }
      const rival = words.flatMap((word, i) => (near[i] > 0 ? others.filter((other) => distance(word, other) <= near[i]) : []));
      if (rival.length > 0) lines.push(`${label}: as near to "${rival[0]}" as to ${meant.join('/')}, so it has two readings`);
    }
    if (query.kind === 'unsold') {
      const reached = wordsOf(text).flatMap((word) => known.filter((other) => distance(word, other) <= allowedTypos(word) || other.startsWith(word)));
      if (reached.length > 0) lines.push(`${label}: within reach of "${reached[0]}", a word of the catalogue`);
    }
  }
  return lines;
}
