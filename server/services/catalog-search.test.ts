// Search from memory against PostgreSQL itself: for thousands of generated names (plain words,
// numbers, hyphens, apostrophes, punctuation, repeated words, other scripts) and hundreds of
// search texts (typos, several words, partial words, punctuation), the matches and their order
// are exactly what the database's full-text and trigram search gives.
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, rowsOf, WORD_SIMILARITY, type DbHandle } from '@/server/db/client';
import { buildSearchIndex, parseQuery, parseVector, plainLexemes, PLAIN_SQL, searchPositions, tsRank } from './catalog-search';

jest.setTimeout(180_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await openDatabase({ memory: true });
  await handle.migrate();
});
afterAll(() => handle?.close());

const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await handle.db.execute(statement));

function generator(seedValue: number) {
  let state = seedValue >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] };
}

const WORDS = ['Leather', 'Bag', 'Shirt', 'Travel', 'Kettle', 'Organic', 'Wool', 'Linen', 'Boots', 'Sneakers', 'Cotton', 'Red', 'Ceramic', 'Toothbrush', 'Smart', 'Watch', 'Mug', 'the', 'a', 'XL', 'T-Shirt', "Kid's", 'USB-C', '2.5', '4K', 'abc123', '123abc', 'Café', 'crème', 'غلاية', 'قميص', 'x'];
const SEPARATORS = [' ', ' ', ' ', '  ', ', ', ' - ', ' & ', '/'];

/** Words of names in another language, as translated names have them: some words (brands, sizes) stay as they are. */
const FRENCH = ['Sac', 'Cuir', 'Chemise', 'Voyage', 'Bouilloire', 'Bio', 'Laine', 'Lin', 'Bottes', 'Baskets', 'Coton', 'Rouge', 'Céramique', 'Brosse', 'à', 'dents', 'Montre', 'Tasse', 'le', "l'été", 'Enceinte', 'Tente', 'écologique', 'XL', '4K', 'Smart', 'Travel', 'Kettle', 'USB-C'];

function nameOf(r: ReturnType<typeof generator>, words: readonly string[] = WORDS): string {
  const parts = Array.from({ length: 1 + r.int(4) }, () => r.pick(words));
  if (r.next() < 0.6) parts.push(String(r.int(100_000)));
  if (r.next() < 0.05) parts.push('x'.repeat(120));
  return parts.reduce((text, part, n) => (n === 0 ? part : text + r.pick(SEPARATORS) + part), '') + (r.next() < 0.1 ? ' ' : '');
}

/** A search text: words of the names, some with a typo, cut short, or run together. */
function searchOf(r: ReturnType<typeof generator>, vocabulary: readonly string[] = WORDS): string {
  const typo = (word: string) => {
    const at = r.int(word.length);
    switch (r.int(4)) {
      case 0:
        return word.slice(0, at) + word.slice(at + 1);
      case 1:
        return word.slice(0, at) + 'e' + word.slice(at);
      case 2:
        return word.slice(0, Math.max(2, at));
      default:
        return word.toUpperCase();
    }
  };
  const words = Array.from({ length: 1 + r.int(3) }, () => {
    const word = r.next() < 0.15 ? String(r.int(100_000)) : r.pick(vocabulary.filter((w) => /^[\x20-\x7e]+$/.test(w)));
    return r.next() < 0.4 ? typo(word) : word;
  });
  if (r.next() < 0.05) return r.pick(['!!', ' ', 'a', 'x y', 'bag bag', 'bag, bag']);
  return words.join(r.pick([' ', ' ', '  ', '-', ', ']));
}

test('a plain name is read as the full-text parser reads it', async () => {
  const r = generator(3);
  const names = [...Array.from({ length: 400 }, () => nameOf(r)), 'Leather Bag 12', '  Two  Spaces ', '007 Agent', 'a1b2 c3'];
  const rows = await query<{ name: string; plain: boolean; vector: string }>(sql`
    select n as name, n ~ ${PLAIN_SQL.pattern} and length(n) <= ${PLAIN_SQL.length} as plain, to_tsvector('simple', n)::text as vector
    from unnest(${`{${names.map((name) => `"${name.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[]) as n`);
  expect(rows).toHaveLength(names.length);
  let plain = 0;
  for (const row of rows) {
    const lexemes = plainLexemes(row.name);
    expect({ name: row.name, plain: lexemes !== null }).toEqual({ name: row.name, plain: row.plain });
    if (!lexemes) continue;
    plain += 1;
    const positions = new Map<string, number[]>();
    lexemes.forEach((lexeme, n) => positions.set(lexeme, [...(positions.get(lexeme) ?? []), n + 1]));
    const fromDatabase = Object.fromEntries(
      parseVector(row.vector).map((entry) => [entry.lexeme, entry.positions]),
    );
    expect(Object.fromEntries(positions)).toEqual(fromDatabase);
  }
  expect(plain).toBeGreaterThan(50);
});

test('ts_rank of single and several words is the database figure', async () => {
  const cases: [string, string][] = [
    ['leather', 'Leather Bag 12'],
    ['leather bag', 'Leather Bag 12'],
    ['bag leather', 'Leather travel bag leather'],
    ['red red', 'Red Mug Red'],
    ['mug kettle', 'Mug 1 2 3 4 5 6 7 8 9 10 11 Kettle'],
    ['a b c', 'c b a a b c'],
  ];
  for (const [text, name] of cases) {
    const [row] = await query<{ rank: number; vector: string; query: string }>(
      sql`select ts_rank(to_tsvector('simple', ${name}), plainto_tsquery('simple', ${text})) as rank, to_tsvector('simple', ${name})::text as vector, plainto_tsquery('simple', ${text})::text as query`,
    );
    const vector = new Map(parseVector(row.vector).map((entry) => [entry.lexeme, entry.positions]));
    const lexemes = parseQuery(row.query).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect({ text, name, rank: tsRank(lexemes.map((lexeme) => vector.get(lexeme) ?? null), vector.size) }).toEqual({ text, name, rank: Math.fround(Number(row.rank)) });
  }
});

test('matches and their order are those of the database, for generated names and searches', async () => {
  const r = generator(11);
  const names = Array.from({ length: 3000 }, () => nameOf(r));
  await handle.db.execute(sql`create table search_names (id int primary key, name text not null)`);
  for (let start = 0; start < names.length; start += 500) {
    const values = names.slice(start, start + 500).map((name, n) => sql`(${start + n + 1}, ${name})`);
    await handle.db.execute(sql`insert into search_names (id, name) values ${sql.join(values, sql`, `)}`);
  }
  const rows = await query<{ name: string; vector: string | null }>(sql`
    select name, case when name ~ ${PLAIN_SQL.pattern} and length(name) <= ${PLAIN_SQL.length} then null else to_tsvector('simple', name)::text end as vector
    from search_names order by id`);
  const [probe] = await query<{ unicode: boolean }>(sql`select coalesce(array_length(show_trgm('é'), 1), 0) > 0 as unicode`);
  const index = await buildSearchIndex(
    rows.map((row) => row.name),
    rows.map((row) => row.vector),
    probe.unicode,
  );

  let compared = 0;
  let matched = 0;
  for (let n = 0; n < 300; n += 1) {
    const text = searchOf(r);
    const expected = await query<{ id: number }>(sql`
      select id from search_names
      where to_tsvector('simple', name) @@ plainto_tsquery('simple', ${text}::text) or ${text}::text <% name
      order by greatest(ts_rank(to_tsvector('simple', name), plainto_tsquery('simple', ${text}::text)), word_similarity(${text}::text, name)) desc, id desc`);
    const [parsed] = await query<{ query: string }>(sql`select plainto_tsquery('simple', ${text})::text as query`);
    const lexemes = plainLexemes(text) ?? parseQuery(parsed.query);
    const found = searchPositions(index, text, [...new Set(lexemes)], WORD_SIMILARITY).map((position) => position + 1);
    expect({ text, ids: found }).toEqual({ text, ids: expected.map((row) => Number(row.id)) });
    compared += 1;
    matched += found.length;
  }
  expect(compared).toBe(300);
  // The searches do find things: most of them match some of the names.
  expect(matched).toBeGreaterThan(300 * 20);
});

/**
 * Searches `texts` over products with a name and a translated name ('' for none) in memory and in
 * the database (the SQL of searchCondition and searchRank with a translation), and answers how
 * many matches there were; the ids and their order must be the same.
 */
async function compareTranslated(table: string, pairs: (readonly [string, string])[], texts: string[]): Promise<number> {
  const name = sql.raw('name');
  const translated = sql.raw('translated');
  await handle.db.execute(sql`create table ${sql.identifier(table)} (id int primary key, name text not null, translated text not null)`);
  for (let start = 0; start < pairs.length; start += 500) {
    const values = pairs.slice(start, start + 500).map(([base, translation], n) => sql`(${start + n + 1}, ${base}, ${translation})`);
    await handle.db.execute(sql`insert into ${sql.identifier(table)} (id, name, translated) values ${sql.join(values, sql`, `)}`);
  }
  const vectorOf = (column: SQL) => sql`case when ${column} ~ ${PLAIN_SQL.pattern} and length(${column}) <= ${PLAIN_SQL.length} then null else to_tsvector('simple', ${column})::text end`;
  const rows = await query<{ name: string; vector: string | null; translated: string; translated_vector: string | null }>(
    sql`select name, ${vectorOf(name)} as vector, translated, ${vectorOf(translated)} as translated_vector from ${sql.identifier(table)} order by id`,
  );
  const [probe] = await query<{ unicode: boolean }>(sql`select coalesce(array_length(show_trgm('é'), 1), 0) > 0 as unicode`);
  const indexes = [
    await buildSearchIndex(rows.map((row) => row.name), rows.map((row) => row.vector), probe.unicode),
    await buildSearchIndex(rows.map((row) => row.translated), rows.map((row) => row.translated_vector), probe.unicode),
  ];
  let matched = 0;
  for (const text of texts) {
    const matches = (column: SQL) => sql`(to_tsvector('simple', ${column}) @@ plainto_tsquery('simple', ${text}::text) or ${text}::text <% ${column})`;
    const ranks = (column: SQL) => sql`ts_rank(to_tsvector('simple', ${column}), plainto_tsquery('simple', ${text}::text)), word_similarity(${text}::text, ${column})`;
    const expected = await query<{ id: number }>(sql`
      select id from ${sql.identifier(table)} where ${matches(name)} or ${matches(translated)}
      order by greatest(${ranks(name)}, ${ranks(translated)}) desc, id desc`);
    const [parsed] = await query<{ query: string }>(sql`select plainto_tsquery('simple', ${text})::text as query`);
    const lexemes = plainLexemes(text) ?? parseQuery(parsed.query);
    const found = searchPositions(indexes, text, [...new Set(lexemes)], WORD_SIMILARITY).map((position) => position + 1);
    expect({ text, ids: found }).toEqual({ text, ids: expected.map((row) => Number(row.id)) });
    matched += found.length;
  }
  return matched;
}

test('a name and its translation match and rank together as the database has them', async () => {
  const r = generator(29);
  // Half the products have no name in the language: the database reads theirs as ''.
  const pairs = Array.from({ length: 2000 }, () => [nameOf(r), r.next() < 0.5 ? nameOf(r, FRENCH) : ''] as const);
  const texts = Array.from({ length: 200 }, (_, n) => searchOf(r, n % 2 === 0 ? FRENCH : WORDS));
  expect(await compareTranslated('search_pairs', pairs, texts)).toBeGreaterThan(200 * 10);
});

test('a name that does not match still ranks the product its translation matched', async () => {
  // Ten words far apart: the translation matches every word, with a low rank; the name matches
  // none but two, which rank it higher; the second product ranks between the two.
  const spread = (gap: number) => 'abcdefghij'.split('').map((word, i) => [word, ...Array.from({ length: gap }, (_, k) => String(i * 100 + k))].join(' ')).join(' ');
  const pairs = [['a b', spread(30)], ['', spread(12)]] as const;
  expect(await compareTranslated('search_ranks', [...pairs], ['a b c d e f g h i j'])).toBe(2);
});
