// The catalogue's search (docs/adr/0032-search-relevance.md): an inverted index over each product's
// names in every language, its brand, its category and sub-category, and its summary, and the rules
// a shopper expects of it:
// - every word must match, the last one also as a prefix; only when nothing matches every word do
//   results match fewer words, and the answer says which ones it shows;
// - typos by the word's length (none under 4 letters, one up to 8, two from 9; a swap of two
//   neighbouring letters is one), plurals and inflections by stem (text.ts), synonyms the operator
//   keeps;
// - a word that is itself a word of the catalogue's names, brands or categories means itself: its
//   prefixes and near spellings are not tried ("car" does not find cardigans);
// - ranking: all words before some, exact before prefix before typo, name before brand before
//   category before summary, then the product's sales and rating; a search that names a category,
//   a sub-category or a brand shows its products first;
// - a search that finds nothing says so and offers the closest spelling the catalogue knows.
import { editDistance, stemOf, typosAllowed, wordsOf, writtenWordsOf } from './text';

/** Where a word was found: bits of a posting's mask. */
const NAME = 1;
const BRAND = 2;
const CATEGORY = 4;
const SUMMARY = 8;
/** The fields prefixes and typos are tried in: a summary's words match only as they are. */
const TITLE = NAME | BRAND | CATEGORY;

const FIELD_WEIGHT = [0, 10, 6, 10, 4, 10, 6, 10, 1, 10, 6, 10, 4, 10, 6, 10];
/** How much a match counts by how it was made: the word itself, a prefix of it, a near spelling. */
const EXACT = 1;
const PREFIX = 0.6;
const TYPO = 0.35;
const TYPO_FIRST_LETTER = 0.25;
/** A synonym counts nearly as much as the word itself. */
const SYNONYM = 0.9;
/** What naming a category, sub-category or brand adds to its products. */
const NAMED = 100;

export interface SearchCatalogue {
  /** Position → product id. */
  ids: Int32Array;
  /** Each product's names, in every language it has one (any separator). */
  names: string[];
  /** Each product's summary, in every language. */
  summaries: string[];
  brandOf: Int32Array;
  categoryOf: Int32Array;
  subCategoryOf: Int32Array;
  sold: Int32Array;
  /** Rating × 10. */
  rating: Int16Array;
  /** Names of brands, categories and sub-categories by id, in every language. */
  brands: Map<number, string[]>;
  categories: Map<number, string[]>;
  subCategories: Map<number, string[]>;
  synonyms: Synonym[];
}

/** A word or phrase and what it also means (one way: "shoes" → "sneakers", not the reverse). */
export interface Synonym {
  term: string;
  alternatives: string[];
}

/**
 * Product ids ascending, with a score each. Scores are sums of a few single-precision figures,
 * which double precision adds exactly: a product's score does not depend on the order its words
 * were added in (searchAgain relies on it).
 */
interface Hits {
  ids: Int32Array;
  scores: Float64Array;
}

const NO_HITS: Hits = { ids: new Int32Array(0), scores: new Float64Array(0) };

export interface SearchIndex {
  size: number;
  ids: Int32Array;
  /** Stem → term id, and each term's postings: positions ascending and the fields of each. */
  terms: Map<string, number>;
  postings: Int32Array[];
  fields: Uint8Array[];
  /** Fields each term occurs in, anywhere. */
  termFields: Uint8Array;
  /** Words as written in names, brands and categories (normalised), sorted, with their term. */
  titleWords: string[];
  titleTerms: Int32Array;
  /** How many products each title word's term is in, to prefer common spellings. */
  termCounts: Int32Array;
  /** Stems of a synonym's term (joined by spaces) → its alternatives' stems. */
  synonyms: Map<string, string[][]>;
  longestSynonym: number;
  /** Stems of a brand's, category's or sub-category's name (joined) → the product ids it names. */
  named: Map<string, Int32Array>;
  /** Per position, what sales and rating add (below any difference a match makes). */
  signal: Float32Array;
  maxSold: number;
  /** The near spellings of recent words, kept while the index is. */
  nearCache: Map<string, { term: number; factor: number }[]>;
  scratch: Float32Array;
}

/** A growing list of 32-bit integers. */
class IntList {
  data = new Int32Array(1024);
  length = 0;
  push(value: number) {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length] = value;
    this.length += 1;
  }
}

const stemsOf = (text: string) => wordsOf(text).map(stemOf);

/** How many products the build reads before it lets other work run. */
const BUILD_SLICE = 5_000;
/** How many postings it places before it lets other work run. */
const POSTINGS_SLICE = 500_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Builds the index, yielding to other work every few thousand products. */
export async function buildSearchIndex(catalogue: SearchCatalogue, options: { maxSold?: number } = {}): Promise<SearchIndex> {
  const size = catalogue.ids.length;
  const terms = new Map<string, number>();
  const titleWordSet = new Map<string, number>();
  const termFieldList: number[] = [];
  // Each distinct word's term, made once: catalogues repeat their words.
  const stemCache = new Map<string, number>();
  const termOfWord = (word: string, field: number): number => {
    let id = stemCache.get(word);
    if (id === undefined) {
      const stem = stemOf(word);
      id = terms.get(stem);
      if (id === undefined) {
        id = terms.size;
        terms.set(stem, id);
        termFieldList.push(0);
      }
      if (stemCache.size < 500_000) stemCache.set(word, id);
    }
    termFieldList[id] |= field;
    if (field & TITLE && !titleWordSet.has(word)) titleWordSet.set(word, id);
    return id;
  };
  // Brands and categories are read once each, not once per product.
  const wordsById = (names: Map<number, string[]>) => new Map([...names].map(([id, list]) => [id, list.flatMap((text) => wordsOf(text))]));
  const brandWords = wordsById(catalogue.brands);
  const categoryWords = wordsById(catalogue.categories);
  const subWords = wordsById(catalogue.subCategories);

  const postTerm = new IntList();
  const postPosition = new IntList();
  const postField = new IntList();
  const seen = new Map<number, number>();
  const add = (words: string[] | undefined, field: number) => {
    if (!words) return;
    for (const word of words) {
      const id = termOfWord(word, field);
      seen.set(id, (seen.get(id) ?? 0) | field);
    }
  };
  for (let i = 0; i < size; i += 1) {
    if (i % BUILD_SLICE === BUILD_SLICE - 1) await nextTurn();
    seen.clear();
    add(wordsOf(catalogue.names[i]), NAME);
    add(brandWords.get(catalogue.brandOf[i]), BRAND);
    add(categoryWords.get(catalogue.categoryOf[i]), CATEGORY);
    add(subWords.get(catalogue.subCategoryOf[i]), CATEGORY);
    add(wordsOf(catalogue.summaries[i]), SUMMARY);
    for (const [id, mask] of seen) {
      postTerm.push(id);
      postPosition.push(i);
      postField.push(mask);
    }
  }
  await nextTurn();
  // Postings per term (positions come in ascending order, so each list is sorted).
  const count = terms.size;
  const totals = new Int32Array(count + 1);
  for (let k = 0; k < postTerm.length; k += 1) {
    if (k % POSTINGS_SLICE === POSTINGS_SLICE - 1) await nextTurn();
    totals[postTerm.data[k] + 1] += 1;
  }
  const termCounts = new Int32Array(count);
  for (let id = 0; id < count; id += 1) {
    termCounts[id] = totals[id + 1];
    totals[id + 1] += totals[id];
  }
  const allPositions = new Int32Array(postTerm.length);
  const allFields = new Uint8Array(postTerm.length);
  const fill = totals.slice(0, count);
  for (let k = 0; k < postTerm.length; k += 1) {
    if (k % POSTINGS_SLICE === POSTINGS_SLICE - 1) await nextTurn();
    const id = postTerm.data[k];
    allPositions[fill[id]] = postPosition.data[k];
    allFields[fill[id]] = postField.data[k];
    fill[id] += 1;
  }
  const postings = Array.from({ length: count }, (_, id) => allPositions.subarray(totals[id], totals[id + 1]));
  const fields = Array.from({ length: count }, (_, id) => allFields.subarray(totals[id], totals[id + 1]));

  const titleWords = [...titleWordSet.keys()].sort();
  const titleTerms = Int32Array.from(titleWords, (word) => titleWordSet.get(word)!);

  const synonyms = new Map<string, string[][]>();
  let longestSynonym = 0;
  for (const { term, alternatives } of catalogue.synonyms) {
    const key = stemsOf(term);
    if (key.length === 0) continue;
    const list = synonyms.get(key.join(' ')) ?? [];
    for (const alternative of alternatives) {
      const stems = stemsOf(alternative);
      if (stems.length > 0) list.push(stems);
    }
    synonyms.set(key.join(' '), list);
    longestSynonym = Math.max(longestSynonym, key.length);
  }

  const named = new Map<string, Set<number>>();
  const nameAll = (names: Map<number, string[]>, of: Int32Array) => {
    const byId = new Map<number, number[]>();
    for (let i = 0; i < size; i += 1) {
      const list = byId.get(of[i]);
      if (list) list.push(i);
      else byId.set(of[i], [i]);
    }
    for (const [id, texts] of names) {
      for (const text of texts) {
        const key = stemsOf(text).join(' ');
        if (!key) continue;
        const set = named.get(key) ?? new Set<number>();
        for (const position of byId.get(id) ?? []) set.add(position);
        named.set(key, set);
      }
    }
  };
  nameAll(catalogue.brands, catalogue.brandOf);
  nameAll(catalogue.categories, catalogue.categoryOf);
  nameAll(catalogue.subCategories, catalogue.subCategoryOf);

  // A delta index (catalog-index.ts) weighs sales against its base's best seller.
  let maxSold = Math.max(1, options.maxSold ?? 1);
  for (let i = 0; i < size; i += 1) maxSold = Math.max(maxSold, catalogue.sold[i]);
  const signal = new Float32Array(size);
  for (let i = 0; i < size; i += 1) {
    signal[i] = 0.25 * (Math.log1p(Math.max(0, catalogue.sold[i])) / Math.log1p(maxSold)) + 0.25 * (catalogue.rating[i] / 50);
  }

  return {
    size,
    ids: catalogue.ids,
    terms,
    postings,
    fields,
    termFields: Uint8Array.from(termFieldList),
    titleWords,
    titleTerms,
    termCounts,
    synonyms,
    longestSynonym,
    named: new Map([...named].map(([key, set]) => [key, Int32Array.from([...set].sort((a, b) => a - b), (position) => catalogue.ids[position])])),
    signal,
    maxSold,
    nearCache: new Map(),
    scratch: new Float32Array(size),
  };
}

// ---------------------------------------------------------------- matching one word

/** One way a searched word can match: a term, in some fields, worth so much. */
interface Alternative {
  term: number;
  factor: number;
  fields: number;
}

/** Sorted range of the title words that start with `prefix`. */
function prefixRange(index: SearchIndex, prefix: string): [number, number] {
  const words = index.titleWords;
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (words[mid] < prefix) low = mid + 1;
    else high = mid;
  }
  let end = low;
  while (end < words.length && words[end].startsWith(prefix)) end += 1;
  return [low, end];
}

/** Terms of the title words within `max` edits of `word`, nearest first. */
function nearTerms(index: SearchIndex, word: string, max: number): { term: number; distance: number; word: string }[] {
  const found: { term: number; distance: number; word: string }[] = [];
  if (max === 0) return found;
  for (let k = 0; k < index.titleWords.length; k += 1) {
    const candidate = index.titleWords[k];
    if (Math.abs(candidate.length - word.length) > max) continue;
    const distance = editDistance(word, candidate, max);
    if (distance <= max) found.push({ term: index.titleTerms[k], distance, word: candidate });
  }
  return found.sort((a, b) => a.distance - b.distance || index.termCounts[b.term] - index.termCounts[a.term]);
}

/** Whether a word means itself: its stem is a word of some product's name, brand or category. */
function isTitleWord(index: SearchIndex, word: string): boolean {
  const term = index.terms.get(stemOf(word));
  return term !== undefined && (index.termFields[term] & TITLE) !== 0;
}

/** The ways one searched word matches. */
function alternativesOf(index: SearchIndex, word: string, last: boolean, meansItself: boolean): Alternative[] {
  const alternatives: Alternative[] = [];
  const exact = index.terms.get(stemOf(word));
  if (exact !== undefined) alternatives.push({ term: exact, factor: EXACT, fields: 0xff });
  // A plural in -es of a word in -s (atlases, buses), which the stem reads as one in -e.
  const plural = word.endsWith('ses') ? index.terms.get(stemOf(word.slice(0, -2))) : undefined;
  if (plural !== undefined && plural !== exact) alternatives.push({ term: plural, factor: EXACT, fields: 0xff });
  if (meansItself) return alternatives;
  if (last) {
    const [from, to] = prefixRange(index, word);
    for (let k = from; k < to; k += 1) if (index.titleTerms[k] !== exact) alternatives.push({ term: index.titleTerms[k], factor: PREFIX, fields: TITLE });
  }
  let near = index.nearCache.get(word);
  if (!near) {
    // Shoppers seldom mistype a word's first letter: a near word that starts like it counts more.
    near = nearTerms(index, word, typosAllowed(word)).map((entry) => ({ term: entry.term, factor: entry.word[0] === word[0] ? TYPO : TYPO_FIRST_LETTER }));
    index.nearCache.set(word, near);
    if (index.nearCache.size > 2_000) index.nearCache.delete(index.nearCache.keys().next().value!);
  }
  for (const { term, factor } of near) if (term !== exact) alternatives.push({ term, factor, fields: TITLE });
  return alternatives;
}

/** Products matching any of the alternatives, each scored by its best one, but those in `stale`. */
function hitsOf(index: SearchIndex, alternatives: Alternative[], factor = 1, stale: Uint32Array | null = null): Hits {
  if (alternatives.length === 0) return NO_HITS;
  const { scratch } = index;
  const touched = new IntList();
  for (const { term, factor: worth, fields: allowed } of alternatives) {
    const positions = index.postings[term];
    const masks = index.fields[term];
    for (let k = 0; k < positions.length; k += 1) {
      const mask = masks[k] & allowed;
      if (mask === 0) continue;
      const position = positions[k];
      if (stale && (stale[position >>> 5] & (1 << (position & 31))) !== 0) continue;
      const score = FIELD_WEIGHT[mask] * worth * factor;
      if (scratch[position] === 0) touched.push(position);
      if (score > scratch[position]) scratch[position] = score;
    }
  }
  const positions = touched.data.slice(0, touched.length).sort();
  const scores = new Float64Array(positions.length);
  for (let k = 0; k < positions.length; k += 1) {
    scores[k] = scratch[positions[k]];
    scratch[positions[k]] = 0;
  }
  // Positions ascend with ids: the ids come out sorted.
  return { ids: positions.map((position) => index.ids[position]), scores };
}

/** Products in both, their scores added. */
function both(a: Hits, b: Hits): Hits {
  const positions = new IntList();
  const scores: number[] = [];
  let j = 0;
  for (let i = 0; i < a.ids.length; i += 1) {
    const position = a.ids[i];
    while (j < b.ids.length && b.ids[j] < position) j += 1;
    if (j < b.ids.length && b.ids[j] === position) {
      positions.push(position);
      scores.push(a.scores[i] + b.scores[j]);
    }
  }
  return { ids: positions.data.slice(0, positions.length), scores: Float64Array.from(scores) };
}

/** Products in either, with the better score. */
function either(a: Hits, b: Hits): Hits {
  const positions = new IntList();
  const scores: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.ids.length || j < b.ids.length) {
    const pa = i < a.ids.length ? a.ids[i] : Infinity;
    const pb = j < b.ids.length ? b.ids[j] : Infinity;
    if (pa === pb) {
      positions.push(pa);
      scores.push(Math.max(a.scores[i], b.scores[j]));
      i += 1;
      j += 1;
    } else if (pa < pb) {
      positions.push(pa);
      scores.push(a.scores[i]);
      i += 1;
    } else {
      positions.push(pb);
      scores.push(b.scores[j]);
      j += 1;
    }
  }
  return { ids: positions.data.slice(0, positions.length), scores: Float64Array.from(scores) };
}

/** Products in every one of them (the shortest lists first, so each step is cheap). */
const allOf = (list: Hits[]): Hits => (list.length === 0 ? NO_HITS : [...list].sort((a, b) => a.ids.length - b.ids.length).reduce((a, b) => both(a, b)));

// ---------------------------------------------------------------- a search

/** A run of searched words that must match together: one word, or a phrase with synonyms. */
interface Group {
  words: string[];
  hits: Hits;
  /** Whether some word of it matches nothing at all. */
  unknown: boolean;
}

/**
 * What a search reads: a base index and, for a large catalogue that changed since the base was
 * made (catalog-index.ts), a small index of the changed products, whose base postings are stale.
 */
export interface SearchLayers {
  base: SearchIndex;
  delta: SearchIndex | null;
  /** Base positions whose postings are out of date (a bit each). */
  stale: Uint32Array | null;
}

const layersOf = (layers: SearchLayers) => (layers.delta ? [layers.base, layers.delta] : [layers.base]);

/** Products matching the alternatives a word has in each layer. */
function layeredHits(layers: SearchLayers, alternativesIn: (index: SearchIndex) => Alternative[], factor = 1): Hits {
  const base = hitsOf(layers.base, alternativesIn(layers.base), factor, layers.stale);
  return layers.delta ? either(base, hitsOf(layers.delta, alternativesIn(layers.delta), factor)) : base;
}

/** Whether a word means itself in any layer. */
const meansItself = (layers: SearchLayers, word: string) => layersOf(layers).some((index) => isTitleWord(index, word));

/**
 * The groups of the searched words and the products each matches. `deltaOnly`: only the changed
 * products of the delta index (the words still mean what they mean over every layer).
 */
function groupsOf(layers: SearchLayers, words: string[], deltaOnly = false): Group[] {
  const { base } = layers;
  const hitsIn = (alternativesIn: (index: SearchIndex) => Alternative[], factor = 1): Hits => {
    if (!deltaOnly) return layeredHits(layers, alternativesIn, factor);
    return layers.delta ? hitsOf(layers.delta, alternativesIn(layers.delta), factor) : NO_HITS;
  };
  const stems = words.map(stemOf);
  const groups: Group[] = [];
  for (let i = 0; i < words.length; ) {
    let length = Math.min(base.longestSynonym, words.length - i);
    let alternatives: string[][] | undefined;
    for (; length > 0; length -= 1) {
      alternatives = base.synonyms.get(stems.slice(i, i + length).join(' '));
      if (alternatives) break;
    }
    const span = Math.max(length, 1);
    const own = words.slice(i, i + span).map((word, k) => {
      const itself = meansItself(layers, word);
      return hitsIn((index) => alternativesOf(index, word, i + k === words.length - 1, itself));
    });
    let hits = allOf(own);
    for (const alternative of alternatives ?? []) {
      // Scored as the words it stands for, so a phrase weighs the same whatever its length.
      const factor = (SYNONYM * span) / alternative.length;
      const phrase = allOf(
        alternative.map((stem) =>
          hitsIn(
            (index) => {
              const term = index.terms.get(stem);
              return term === undefined ? [] : [{ term, factor: EXACT, fields: 0xff }];
            },
            factor,
          ),
        ),
      );
      hits = either(hits, phrase);
    }
    groups.push({ words: words.slice(i, i + span), hits, unknown: hits.ids.length === 0 });
    i += span;
  }
  return groups;
}

/** Where `id` is in an index, or -1. */
function positionOf(index: SearchIndex, id: number): number {
  let low = 0;
  let high = index.size - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (index.ids[mid] < id) low = mid + 1;
    else if (index.ids[mid] > id) high = mid - 1;
    else return mid;
  }
  return -1;
}

/** What sales and rating add to a product: its delta's figures when it changed, else the base's. */
function signalOf(layers: SearchLayers, id: number): number {
  if (layers.delta) {
    const position = positionOf(layers.delta, id);
    if (position >= 0) return layers.delta.signal[position];
  }
  const position = positionOf(layers.base, id);
  return position >= 0 ? layers.base.signal[position] : 0;
}

/** The products a search names (as a brand, category or sub-category), ascending. */
function namedIds(layers: SearchLayers, key: string): Int32Array | null {
  const base = layers.base.named.get(key);
  const delta = layers.delta?.named.get(key);
  if (!base && !delta) return null;
  const { stale } = layers;
  const fresh = (base ?? new Int32Array(0)).filter((id) => {
    if (!stale) return true;
    const position = positionOf(layers.base, id);
    return (stale[position >>> 5] & (1 << (position & 31))) === 0;
  });
  return either({ ids: fresh, scores: new Float64Array(fresh.length) }, { ids: delta ?? new Int32Array(0), scores: new Float64Array(delta?.length ?? 0) }).ids;
}

export interface SearchResult {
  /** Product ids, best first. */
  ids: number[];
  /** The words the results match when they cannot match every word; null when they do. */
  showing: string | null;
  /** A spelling the catalogue knows, offered when nothing matches. */
  suggestion: string | null;
  /** What `searchAgain` needs to carry a result that matched every word across a change. */
  carried?: Carried;
}

/** A result that matched every word, as its sort keys (ascending), with what the words meant. */
interface Carried {
  base: SearchIndex;
  itself: boolean[];
  keys: Float64Array;
}

/** The best of the scores (a loop: a spread of a long list would overflow the call stack). */
function topOf(scores: Float64Array): number {
  let top = 0;
  for (let k = 0; k < scores.length; k += 1) if (scores[k] > top) top = scores[k];
  return top;
}

/** Every search of at most this many matching groups tries each smaller set of them. */
const EXHAUSTIVE = 5;

/** The groups whose results to show: all of them, else the most that still meet. */
function bestGroups(groups: Group[]): { chosen: Group[]; hits: Hits } {
  const all = allOf(groups.map((group) => group.hits));
  if (all.ids.length > 0 || groups.length <= 1) return { chosen: groups, hits: all };
  const candidates = groups.filter((group) => !group.unknown);
  if (candidates.length > EXHAUSTIVE) return fewerByDropping(candidates);
  // Fewer words, one at a time: the sets of each size, the best by their best score.
  for (let size = Math.min(candidates.length, groups.length - 1); size >= 1; size -= 1) {
    let best: { chosen: Group[]; hits: Hits; top: number } | null = null;
    for (const chosen of subsets(candidates, size)) {
      const hits = allOf(chosen.map((group) => group.hits));
      if (hits.ids.length === 0) continue;
      const top = topOf(hits.scores);
      if (!best || top > best.top || (top === best.top && hits.ids.length > best.hits.ids.length)) best = { chosen, hits, top };
    }
    if (best) return best;
  }
  return { chosen: [], hits: NO_HITS };
}

/**
 * For long searches: from each group in turn, adds every other group that still leaves results;
 * the largest set found wins (the better best score between equals).
 */
function fewerByDropping(candidates: Group[]): { chosen: Group[]; hits: Hits } {
  let best: { chosen: Group[]; hits: Hits; top: number } | null = null;
  for (const seed of candidates) {
    const chosen = [seed];
    let hits = seed.hits;
    for (const group of candidates) {
      if (group === seed) continue;
      const found = both(hits, group.hits);
      if (found.ids.length === 0) continue;
      chosen.push(group);
      hits = found;
    }
    const top = topOf(hits.scores);
    if (!best || chosen.length > best.chosen.length || (chosen.length === best.chosen.length && top > best.top)) best = { chosen: candidates.filter((group) => chosen.includes(group)), hits, top };
  }
  return best!;
}

/** The subsets of `list` of `size` elements, in order. */
function subsets<T>(list: T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (list.length < size) return [];
  const [first, ...rest] = list;
  return subsets(rest, size - 1)
    .map((tail) => [first, ...tail])
    .concat(subsets(rest, size));
}

/** Product ids are below this, so a sort key can hold one beside a score. */
const IDS = 2 ** 31;

/** Words of at most this many in a search are considered; the rest are ignored. */
const MAX_WORDS = 10;

/** The closest spelling of a word the catalogue's titles know, within one edit more than a typo. */
function closestWord(layers: SearchLayers, word: string): string | null {
  const max = Math.min(typosAllowed(word) + 1, 2);
  let best: { distance: number; count: number; word: string } | null = null;
  for (const index of layersOf(layers)) {
    const [near] = nearTerms(index, word, max);
    if (near && (!best || near.distance < best.distance || (near.distance === best.distance && index.termCounts[near.term] > best.count))) best = { distance: near.distance, count: index.termCounts[near.term], word: near.word };
  }
  return best?.word ?? null;
}

/** Where a group's first word is among the search's words. */
const offsetOf = (groups: Group[], g: number) => groups.slice(0, g).reduce((sum, group) => sum + group.words.length, 0);

export function search(indexes: SearchIndex | SearchLayers, text: string): SearchResult {
  const layers: SearchLayers = 'base' in indexes ? indexes : { base: indexes, delta: null, stale: null };
  const words = wordsOf(text).slice(0, MAX_WORDS);
  if (words.length === 0) return { ids: [], showing: null, suggestion: null };
  const groups = groupsOf(layers, words);
  const { chosen, hits } = bestGroups(groups);
  let suggestion: string | null = null;
  if (hits.ids.length === 0) {
    const corrected = words.map((word) => (meansItself(layers, word) ? word : (closestWord(layers, word) ?? word)));
    if (corrected.some((word, k) => word !== words[k])) {
      const again = allOf(groupsOf(layers, corrected).map((group) => group.hits));
      if (again.ids.length > 0) suggestion = corrected.join(' ');
    }
    return { ids: [], showing: null, suggestion };
  }
  // The words shown, as the shopper wrote them.
  const written = writtenWordsOf(text);
  const kept = new Set(chosen);
  const showing = chosen.length < groups.length ? groups.flatMap((group, g) => (kept.has(group) ? group.words.map((word, k) => written?.[offsetOf(groups, g) + k] ?? word) : [])).join(' ') : null;
  // Named: the whole search is the name of a brand, category or sub-category.
  const keys = rankKeys(layers, hits, namedIds(layers, words.map(stemOf).join(' ')));
  const carried = showing === null ? { base: layers.base, itself: words.map((word) => meansItself(layers, word)), keys } : undefined;
  return { ids: idsOf(keys), showing, suggestion, carried };
}

/**
 * Sort keys of the hits, ascending: the best last, ties by id. Score and id are packed into one
 * number (scores to a thousandth), whose numeric sort is far faster than a compare function.
 */
function rankKeys(layers: SearchLayers, hits: Hits, named: Int32Array | null): Float64Array {
  const scores = Float64Array.from(hits.scores);
  if (named) {
    let j = 0;
    for (let i = 0; i < hits.ids.length; i += 1) {
      while (j < named.length && named[j] < hits.ids[i]) j += 1;
      if (j < named.length && named[j] === hits.ids[i]) scores[i] += NAMED;
    }
  }
  const keys = new Float64Array(hits.ids.length);
  for (let k = 0; k < keys.length; k += 1) keys[k] = Math.round((scores[k] + signalOf(layers, hits.ids[k])) * 1000) * IDS + hits.ids[k];
  return keys.sort();
}

/** The ids of ascending sort keys, best first. */
function idsOf(keys: Float64Array): number[] {
  const ids = new Array<number>(keys.length);
  for (let k = 0; k < keys.length; k += 1) ids[k] = keys[keys.length - 1 - k] % IDS;
  return ids;
}

/**
 * The same search over layers that changed since `previous` was found (the same base, another
 * delta): when every word matched, the products that did not change keep their place, and only
 * the changed ones are matched again, so a catalogue that changes every second does not make
 * every search start over. Anything else is searched afresh. Equal to `search(layers, text)`.
 */
export function searchAgain(layers: SearchLayers, text: string, previous: SearchResult): SearchResult {
  const carried = previous.carried;
  if (!carried || carried.base !== layers.base) return search(layers, text);
  const words = wordsOf(text).slice(0, MAX_WORDS);
  // A changed product can make a searched word one of the titles' words, which changes its meaning.
  if (words.length !== carried.itself.length || words.some((word, k) => meansItself(layers, word) !== carried.itself[k])) return search(layers, text);
  // Products unchanged since keep their keys; a changed one's key goes (stale in the base, or
  // beyond it when it was added), and it comes back below if it still matches.
  const { base, stale } = layers;
  const kept = new Float64Array(carried.keys.length);
  let count = 0;
  for (let k = 0; k < carried.keys.length; k += 1) {
    const position = positionOf(base, carried.keys[k] % IDS);
    if (position < 0 || (stale && (stale[position >>> 5] & (1 << (position & 31))) !== 0)) continue;
    kept[count] = carried.keys[k];
    count += 1;
  }
  const changed = allOf(groupsOf(layers, words, true).map((group) => group.hits));
  if (count === 0 && changed.ids.length === 0) return search(layers, text);
  const added = rankKeys(layers, changed, layers.delta?.named.get(words.map(stemOf).join(' ')) ?? null);
  const keys = new Float64Array(count + added.length);
  for (let i = 0, j = 0, k = 0; k < keys.length; k += 1) keys[k] = j >= added.length || (i < count && kept[i] < added[j]) ? kept[i++] : added[j++];
  return { ids: idsOf(keys), showing: null, suggestion: null, carried: { base, itself: carried.itself, keys } };
}
