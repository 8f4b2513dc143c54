// Search text answered from memory (docs/adr/0018-listing-index.md): the same matches and the same
// order PostgreSQL gives for `productWhere`'s search condition and `productOrder`'s rank, without
// rechecking thousands of rows in the database. A product matches when its name's full-text
// vector ('simple' configuration) holds every word of the search, or when pg_trgm's
// word_similarity(search, name) reaches the session's threshold; it ranks by the greater of
// ts_rank and that similarity, then by id, newest first. The two functions are ports of
// PostgreSQL's own (pg_trgm's calc_word_similarity and tsrank.c's calc_rank with the default
// weights), down to their single-precision arithmetic, and a test compares them with the
// database on thousands of texts.

/**
 * A plain text: ASCII letters and digits in words separated by spaces, at most 100 characters.
 * Its lexemes ('simple' configuration) are its lower-cased words; any other text is parsed by the
 * database. `PLAIN_SQL` is the same test in PostgreSQL's regular expressions.
 */
const PLAIN = /^ *[A-Za-z0-9]+(?: +[A-Za-z0-9]+)* *$/;
const PLAIN_LENGTH = 100;
export const PLAIN_SQL = { pattern: '^ *[A-Za-z0-9]+( +[A-Za-z0-9]+)* *$', length: PLAIN_LENGTH };

/** The lexemes of a plain text, in order, or null when the database must parse it. */
export function plainLexemes(text: string): string[] | null {
  if (text.length > PLAIN_LENGTH || !PLAIN.test(text)) return null;
  return text.trim().toLowerCase().split(/ +/);
}

/** Lexemes with their positions, read from a tsvector's text form ("'bag':2 'leather':1,3"). */
export function parseVector(text: string): { lexeme: string; positions: number[] }[] {
  const entries: { lexeme: string; positions: number[] }[] = [];
  for (const match of text.matchAll(/'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g)) {
    const lexeme = match[1].replace(/''/g, "'").replace(/\\(.)/g, '$1');
    const positions = (match[2] ?? '').split(',').filter(Boolean).map((part) => parseInt(part, 10));
    entries.push({ lexeme, positions });
  }
  return entries;
}

/** The distinct lexemes of a tsquery's text form ("'leather' & 'bag'"). */
export function parseQuery(text: string): string[] {
  return [...new Set(parseVector(text).map((entry) => entry.lexeme))];
}

const f32 = Math.fround;
/** pg_trgm's CALCSML: shared trigrams over the union, in single precision. */
const calcSml = (count: number, len1: number, len2: number) => f32(f32(count) / f32(len1 + len2 - count));

/**
 * Trigrams of a text as pg_trgm makes them: lower-cased, split into words of letters and digits
 * (ASCII only when the database's locale is C), each padded with two spaces before and one after.
 */
export function trigramsOf(text: string, unicodeWords: boolean): string[] {
  const out: string[] = [];
  const wordsOf = unicodeWords ? text.toLowerCase().match(/[\p{L}\p{N}]+/gu) : text.toLowerCase().match(/[a-z0-9]+/g);
  for (const word of wordsOf ?? []) {
    const chars = [...`  ${word} `];
    for (let i = 0; i + 3 <= chars.length; i += 1) out.push(chars[i] + chars[i + 1] + chars[i + 2]);
  }
  return out;
}

/** Per-call scratch arrays sized to the trigram vocabulary. */
interface Scratch {
  found: Uint8Array;
  lastpos: Int32Array;
  /** Lexeme id → its index among the query's lexemes, -1 for the others. */
  lexemeQuery: Int32Array;
}

/**
 * pg_trgm's word_similarity(query, name): the best share of the query's distinct trigrams in a
 * continuous extent of the name's trigrams. `name` is the name's trigram ids in order; `found`
 * marks the query's; `ulen1` is the number of the query's distinct trigrams.
 */
function wordSimilarityOf(name: Int32Array, from: number, to: number, ulen1: number, scratch: Scratch): number {
  const { found, lastpos } = scratch;
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let max = 0;
  const len2 = to - from;
  for (let i = 0; i < len2; i += 1) {
    const trg = name[from + i];
    if (lower >= 0 || found[trg]) {
      if (lastpos[trg] < 0) {
        ulen2 += 1;
        if (found[trg]) count += 1;
      }
      lastpos[trg] = i;
    }
    if (!found[trg]) continue;
    upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = calcSml(count, ulen1, ulen2);
    // Also try moving the extent's start for a greater similarity.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower += 1) {
      const at = name[from + tmpLower];
      if (found[at]) {
        const tried = calcSml(tmpCount, ulen1, tmpUlen2);
        if (tried > current) {
          current = tried;
          ulen2 = tmpUlen2;
          lower = tmpLower;
          count = tmpCount;
        }
      }
      if (lastpos[at] === tmpLower) {
        tmpUlen2 -= 1;
        if (found[at]) tmpCount -= 1;
      }
    }
    if (current > max) max = current;
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower += 1) {
      const at = name[from + tmpLower];
      if (lastpos[at] === tmpLower) lastpos[at] = -1;
    }
  }
  for (let i = from; i < to; i += 1) lastpos[name[i]] = -1;
  return max;
}

/** ts_rank's weight of a position of weight D (to_tsvector gives no other). */
const WEIGHT = f32(0.1);

function wordDistance(distance: number): number {
  if (distance > 100) return f32(1e-30);
  return f32(1.0 / (1.005 + 0.05 * Math.exp(f32(distance) / 1.5 - 2)));
}

/**
 * ts_rank(vector, query) with the default weights and no normalisation. `positions` holds, for
 * each of the query's distinct lexemes in byte order, its positions in the vector (or null).
 */
export function tsRank(positions: (ArrayLike<number> | null)[], vectorSize: number): number {
  const size = positions.length;
  if (vectorSize === 0 || size === 0) return 0;
  let res: number;
  if (size >= 2) {
    res = -1;
    for (let i = 0; i < size; i += 1) {
      const post = positions[i];
      if (!post) continue;
      for (let k = 0; k < i; k += 1) {
        const ct = positions[k];
        if (!ct) continue;
        for (let l = 0; l < post.length; l += 1) {
          for (let p = 0; p < ct.length; p += 1) {
            const distance = Math.abs(post[l] - ct[p]);
            if (distance === 0) continue;
            const curw = f32(Math.sqrt(f32(f32(WEIGHT * WEIGHT) * wordDistance(distance))));
            res = res < 0 ? curw : f32(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  } else {
    res = 0;
    const post = positions[0];
    if (post) {
      let resj = 0;
      for (let j = 0; j < post.length; j += 1) resj = f32(resj + f32(WEIGHT / ((j + 1) * (j + 1))));
      // Every position weighs the same, so the heaviest is the first (jm = 0).
      res = f32(res + f32(f32(WEIGHT + resj) - WEIGHT) / 1.64493406685);
    }
    res = f32(res / size);
  }
  return res < 0 ? f32(1e-20) : res;
}

/** Byte order of UTF-8 text, as PostgreSQL sorts a query's lexemes. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

export interface SearchIndex {
  size: number;
  unicodeWords: boolean;
  /** Trigram → id, and each position's trigram ids in order (`trgStart[i]` to `trgStart[i + 1]`). */
  trigramIds: Map<string, number>;
  trgSeq: Int32Array;
  trgStart: Int32Array;
  /** Positions whose name holds each trigram, ascending. */
  trgPostings: Int32Array[];
  /** Lexeme → id, and each lexeme's positions whose name holds it, ascending. */
  lexemeIds: Map<string, number>;
  lexemePostings: Int32Array[];
  /** Each position's lexeme ids with their places in the name (`lexStart[i]` to `lexStart[i + 1]`). */
  lexSeq: Int32Array;
  lexPos: Int32Array;
  lexStart: Int32Array;
  /** Each position's number of distinct lexemes (the tsvector's size). */
  lexCount: Uint16Array;
  scratch: Scratch;
}

/**
 * Builds the search structures over the names, one per listing position. `vectors` holds the
 * database's tsvector text for the names `plainLexemes` cannot read (null elsewhere).
 */
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
  done(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/** Positions per id (CSR): each id's positions, ascending, listed once per position. */
function postingsOf(ids: Int32Array, starts: Int32Array, size: number, count: number): Int32Array[] {
  const totals = new Int32Array(count + 1);
  const seenAt = new Int32Array(count).fill(-1);
  for (let i = 0; i < size; i += 1) {
    for (let k = starts[i]; k < starts[i + 1]; k += 1) {
      const id = ids[k];
      if (seenAt[id] !== i) {
        seenAt[id] = i;
        totals[id + 1] += 1;
      }
    }
  }
  for (let id = 0; id < count; id += 1) totals[id + 1] += totals[id];
  const all = new Int32Array(totals[count]);
  const fill = totals.slice(0, count);
  seenAt.fill(-1);
  for (let i = 0; i < size; i += 1) {
    for (let k = starts[i]; k < starts[i + 1]; k += 1) {
      const id = ids[k];
      if (seenAt[id] !== i) {
        seenAt[id] = i;
        all[fill[id]] = i;
        fill[id] += 1;
      }
    }
  }
  return Array.from({ length: count }, (_, id) => all.subarray(totals[id], totals[id + 1]));
}

/** How many names the build reads before it lets other work run. */
const BUILD_SLICE = 5_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Builds the search structures over the names, one per listing position. `vectors` holds the
 * database's tsvector text for the names `plainLexemes` cannot read (null elsewhere). It yields to
 * other work every few thousand names, so a large catalogue does not hold up requests.
 */
export async function buildSearchIndex(names: string[], vectors: (string | null)[], unicodeWords: boolean): Promise<SearchIndex> {
  const size = names.length;
  const trigramIds = new Map<string, number>();
  // Catalogues repeat their words: each word's trigrams are made once.
  const wordTrigrams = new Map<string, number[]>();
  const trigramsOfWord = (word: string) => {
    let ids = wordTrigrams.get(word);
    if (!ids) {
      ids = trigramsOf(word, unicodeWords).map((trigram) => {
        let id = trigramIds.get(trigram);
        if (id === undefined) {
          id = trigramIds.size;
          trigramIds.set(trigram, id);
        }
        return id;
      });
      // Words seen once (serial numbers) are not worth keeping.
      if (wordTrigrams.size < 200_000) wordTrigrams.set(word, ids);
    }
    return ids;
  };
  const wordPattern = unicodeWords ? /[\p{L}\p{N}]+/gu : /[a-z0-9]+/g;
  const trgStart = new Int32Array(size + 1);
  const trgSeq = new IntList();
  const lexemeIds = new Map<string, number>();
  const lexSeq = new IntList();
  const lexPos = new IntList();
  const lexStart = new Int32Array(size + 1);
  const lexCount = new Uint16Array(size);
  const addLexeme = (lexeme: string, position: number) => {
    let id = lexemeIds.get(lexeme);
    if (id === undefined) {
      id = lexemeIds.size;
      lexemeIds.set(lexeme, id);
    }
    lexSeq.push(id);
    lexPos.push(position);
  };
  for (let i = 0; i < size; i += 1) {
    if (i % BUILD_SLICE === BUILD_SLICE - 1) await nextTurn();
    trgStart[i] = trgSeq.length;
    for (const word of names[i].toLowerCase().match(wordPattern) ?? []) for (const id of trigramsOfWord(word)) trgSeq.push(id);
    lexStart[i] = lexSeq.length;
    const vector = vectors[i];
    if (vector !== null) {
      const entries = parseVector(vector);
      for (const { lexeme, positions } of entries) for (const position of positions) addLexeme(lexeme, position);
      lexCount[i] = Math.min(entries.length, 65_535);
    } else {
      const plain = plainLexemes(names[i]) ?? [];
      plain.forEach((lexeme, n) => addLexeme(lexeme, n + 1));
      lexCount[i] = new Set(plain).size;
    }
  }
  trgStart[size] = trgSeq.length;
  lexStart[size] = lexSeq.length;
  const trgIds = trgSeq.done();
  const lexIds = lexSeq.done();
  await nextTurn();
  const trgPostings = postingsOf(trgIds, trgStart, size, trigramIds.size);
  await nextTurn();
  const lexemePostings = postingsOf(lexIds, lexStart, size, lexemeIds.size);
  return {
    size,
    unicodeWords,
    trigramIds,
    trgSeq: trgIds,
    trgStart,
    trgPostings,
    lexemeIds,
    lexemePostings,
    lexSeq: lexIds,
    lexPos: lexPos.done(),
    lexStart,
    lexCount,
    scratch: { found: new Uint8Array(trigramIds.size), lastpos: new Int32Array(trigramIds.size).fill(-1), lexemeQuery: new Int32Array(lexemeIds.size).fill(-1) },
  };
}

/** Positions holding every lexeme (ascending), or none when one is missing. */
function withEveryLexeme(index: SearchIndex, lexemeIds: (number | undefined)[]): Int32Array {
  if (lexemeIds.length === 0 || lexemeIds.some((id) => id === undefined)) return new Int32Array(0);
  const sorted = (lexemeIds as number[]).map((id) => index.lexemePostings[id]).sort((a, b) => a.length - b.length);
  let result = sorted[0];
  for (const list of sorted.slice(1)) {
    const next: number[] = [];
    let j = 0;
    for (const position of result) {
      while (j < list.length && list[j] < position) j += 1;
      if (j < list.length && list[j] === position) next.push(position);
    }
    result = Int32Array.from(next);
  }
  return result;
}

/** A search text as one index sees it; its trigrams and lexemes are marked in the index's scratch arrays. */
interface PreparedQuery {
  /** The text's distinct lexemes in byte order, and their ids in the index. */
  lexemes: string[];
  lexemeIds: (number | undefined)[];
  /** The number of the text's distinct trigrams, and the ids of those the index knows. */
  ulen1: number;
  known: number[];
}

/** Marks the query in the index's scratch arrays while `run` runs. */
function withQuery<T>(index: SearchIndex, text: string, lexemes: string[], run: (query: PreparedQuery) => T): T {
  const sorted = [...lexemes].sort(byteOrder);
  const lexemeIds = sorted.map((lexeme) => index.lexemeIds.get(lexeme));
  const queryTrigrams = new Set(trigramsOf(text, index.unicodeWords));
  const known = [...queryTrigrams].map((trigram) => index.trigramIds.get(trigram)).filter((id): id is number => id !== undefined);
  const { found, lexemeQuery } = index.scratch;
  for (const id of known) found[id] = 1;
  lexemeIds.forEach((id, n) => {
    if (id !== undefined) lexemeQuery[id] = n;
  });
  try {
    return run({ lexemes: sorted, lexemeIds, ulen1: queryTrigrams.size, known });
  } finally {
    for (const id of known) found[id] = 0;
    for (const id of lexemeIds) if (id !== undefined) lexemeQuery[id] = -1;
  }
}

/** Positions that may match: every lexeme present, or enough shared trigrams to reach the threshold. */
function candidatesOf(index: SearchIndex, query: PreparedQuery, threshold: number): Set<number> {
  const candidates = new Set<number>(withEveryLexeme(index, query.lexemeIds));
  if (query.ulen1 > 0) {
    // word_similarity ≤ shared trigrams / the query's: fewer shared ones cannot reach the threshold.
    const needed = Math.max(1, Math.ceil(threshold * query.ulen1 - 1e-6));
    const hits = new Uint16Array(index.size);
    for (const id of query.known) {
      for (const position of index.trgPostings[id]) {
        hits[position] += 1;
        if (hits[position] === needed) candidates.add(position);
      }
    }
  }
  return candidates;
}

/**
 * The rank of the name at `position`, the greater of ts_rank and the word similarity, when it
 * matches (every lexeme, or word similarity at the threshold); null when it does not, unless
 * `always` asks for the rank all the same.
 */
function rankAt(index: SearchIndex, query: PreparedQuery, position: number, threshold: number, always = false): number | null {
  const { lexemeQuery } = index.scratch;
  const similarity = query.ulen1 > 0 ? wordSimilarityOf(index.trgSeq, index.trgStart[position], index.trgStart[position + 1], query.ulen1, index.scratch) : 0;
  const size = query.lexemes.length;
  // The places of the query's lexemes in this name, in the query's (byte) order.
  let places: number[][] | null = null;
  let present = 0;
  for (let k = index.lexStart[position]; k < index.lexStart[position + 1]; k += 1) {
    const n = lexemeQuery[index.lexSeq[k]];
    if (n < 0) continue;
    places ??= Array.from({ length: size }, () => []);
    if (places[n].length === 0) present += 1;
    places[n].push(index.lexPos[k]);
  }
  const fullText = size > 0 && present === size;
  if (!always && !fullText && !(similarity >= threshold)) return null;
  const rank = places
    ? tsRank(
        places.map((list) => (list.length > 0 ? list.sort((a, b) => a - b) : null)),
        index.lexCount[position],
      )
    : tsRank(
        query.lexemes.map(() => null),
        index.lexCount[position],
      );
  return Math.max(rank, similarity);
}

/**
 * Positions matching `text` (whose distinct lexemes, as plainto_tsquery gives them, are
 * `lexemes`), best first: rank descending, then position descending (ids ascend with positions).
 * `threshold` is the word-similarity threshold of the database sessions. With several indexes
 * over the same positions (a product's name and its name in the shopper's language), a position
 * matches when one of its names does and ranks by the greatest rank any of them gives it, as
 * SQL's greatest() over every name's ts_rank and word_similarity does.
 */
export function searchPositions(indexes: SearchIndex | SearchIndex[], text: string, lexemes: string[], threshold: number): number[] {
  const all = Array.isArray(indexes) ? indexes : [indexes];
  const ranks = all.map(() => new Map<number, number>());
  const matched = new Set<number>();
  all.forEach((index, n) =>
    withQuery(index, text, lexemes, (query) => {
      for (const position of candidatesOf(index, query, threshold)) {
        const rank = rankAt(index, query, position, threshold);
        if (rank === null) continue;
        ranks[n].set(position, rank);
        matched.add(position);
      }
    }),
  );
  // A position one name matches is ranked by its other names too, candidates there or not.
  if (all.length > 1) {
    all.forEach((index, n) =>
      withQuery(index, text, lexemes, (query) => {
        for (const position of matched) if (!ranks[n].has(position)) ranks[n].set(position, rankAt(index, query, position, threshold, true)!);
      }),
    );
  }
  const ranked = [...matched].map((position) => ({ position, rank: Math.max(...ranks.map((rank) => rank.get(position)!)) }));
  ranked.sort((a, b) => b.rank - a.rank || b.position - a.position);
  return ranked.map((entry) => entry.position);
}
