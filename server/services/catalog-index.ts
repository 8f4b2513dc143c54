// The listing index (docs/adr/0018-listing-index.md): what every product listing filters, counts,
// facets and sorts on, held in memory by each web server as one bit set per filter value and one
// array per sort order, so that a listing costs the same at 300 or 100,000 products. It is built
// from the database and, when catalog_state.version moves (the database's triggers raise it on
// every change a listing could see, whoever writes), brought up to date from the changed products
// the triggers log (catalog_changes), so every web server answers from the current catalogue.
// Search text is answered by the search index (search/engine.ts, docs/adr/0032-search-relevance.md),
// made with each build and kept current the same way. The popularity orders (views, sales) move on
// every visit and order, so they are refreshed when the index is older than five minutes rather
// than on every change.
import { asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { SearchInfo } from '@/lib/api/schemas/catalog';
import { rowsOf, type Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { effectivePrice, visibleProduct } from './product-cards';
import type { ProductFilters, SortType } from './product-filters';
import { buildSearchIndex, search as runSearch, searchAgain, type SearchLayers, type SearchResult } from './search/engine';

export interface ListingQuery {
  filters: ProductFilters;
  sort: SortType;
  limit: number;
  offset: number;
  locale: string;
}

/** Ids of what a listing shows; facets ignore the price range, so the price slider can widen again. */
export interface ListingAnswer {
  ids: number[];
  total: number;
  facets: { sizeIds: number[]; colorIds: number[]; brandIds: number[]; minPrice: number; maxPrice: number };
  /** With search text: the words shown when not every word matched, and a spelling to offer. */
  search?: SearchInfo;
}

/** What answers product listings: this in-memory index, or later a dedicated search engine. */
export interface ListingEngine {
  list(db: Db, query: ListingQuery): Promise<ListingAnswer>;
}

/**
 * From this many products a listing or search answers from the index it has while the index is
 * brought up to date (or built again), so no request waits. Below it a request waits for the
 * update (a few milliseconds), so a change shows in the very next call.
 */
export const LARGE_CATALOGUE = 20_000;
/** Where the index reads LARGE_CATALOGUE from (tests lower it to try a large catalogue's ways). */
export const listingTuning = {
  largeCatalogue: LARGE_CATALOGUE,
  /** Whether search results are kept, and carried across changes (tests compare with fresh ones). */
  keepSearches: true,
};

/** How old the popularity orders may get before a listing refreshes the index in the background. */
export const REFRESH_MS = 5 * 60_000;

type Bits = Uint32Array;
type Kind = 'shop' | 'category' | 'sub' | 'brand' | 'size' | 'color';

interface Snapshot {
  version: number;
  builtAt: number;
  size: number;
  /** Room in the arrays and bit sets: products added since the build take positions up to it. */
  capacity: number;
  /** Position → product id, ascending. */
  ids: Int32Array;
  position: Map<number, number>;
  /** Price the shopper pays before flash sales, minor units. */
  price: Int32Array;
  /** Rating × 10. */
  rating: Int16Array;
  /** Creation time, epoch milliseconds. */
  created: Float64Array;
  sold: Int32Array;
  views: Int32Array;
  visible: Bits;
  sets: Map<string, Bits>;
  values: Record<'size' | 'color' | 'brand', number[]>;
  /** Positions in each order (the reverse walk of `price` is low to high, ties by id ascending). */
  orders: { newest: Int32Array; sold: Int32Array; views: Int32Array; price: Int32Array };
  /** What a search text finds, by text: kept, and carried across changes (searchOf). */
  searches: Map<string, Found>;
  /** The search index over the products as built, and over those changed since (large catalogues). */
  search: SearchLayers;
  /** What a delta search index needs besides the products: names of brands and categories, synonyms. */
  searchTables: SearchTables;
  /**
   * Changes (catalog_changes) from this time on (the database's clock, less a margin for
   * transactions that commit after they wrote) may not be in the index yet, but for those already
   * taken in, by id.
   */
  changesSince: Date;
  seenChanges: Set<number>;
  /** Products changed since the build (large catalogues). */
  changed: Set<number>;
}

type SearchSource = Parameters<typeof buildSearchIndex>[0];
type SearchTables = Pick<SearchSource, 'brands' | 'categories' | 'subCategories' | 'synonyms'>;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const words = (size: number) => new Uint32Array(Math.ceil(size / 32) || 1);
const has = (bits: Bits, i: number) => (bits[i >>> 5] & (1 << (i & 31))) !== 0;
const put = (bits: Bits, i: number) => {
  bits[i >>> 5] |= 1 << (i & 31);
};
const clear = (bits: Bits, i: number) => {
  bits[i >>> 5] &= ~(1 << (i & 31));
};

function forEachBit(bits: Bits, visit: (i: number) => void) {
  for (let w = 0; w < bits.length; w += 1) {
    let word = bits[w];
    while (word !== 0) {
      const low = word & -word;
      visit((w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}

function intersects(a: Bits, b: Bits): boolean {
  for (let w = 0; w < a.length; w += 1) if ((a[w] & b[w]) !== 0) return true;
  return false;
}

function popCount(bits: Bits): number {
  let count = 0;
  for (let w = 0; w < bits.length; w += 1) {
    let v = bits[w];
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** What the index reads of a product. */
const productColumns = {
  id: s.products.id,
  shopId: s.products.shopId,
  categoryId: s.products.categoryId,
  subCategoryId: s.products.subCategoryId,
  brandId: s.products.brandId,
  price: sql<number>`${effectivePrice}`.mapWith(Number),
  rating: s.products.rating,
  createdAt: s.products.createdAt,
  totalSold: s.products.totalSold,
  viewCount: s.products.viewCount,
  visible: sql<boolean>`(${s.products.isActive} and ${s.shops.isActive})`,
  name: s.products.name,
  summary: s.products.shortDescription,
  // Its names and summaries in the other languages, as one text each.
  translatedNames: sql<string>`(select coalesce(string_agg(e.value ->> 'name', ' | '), '') from jsonb_each(${s.products.i18n}) e)`,
  translatedSummaries: sql<string>`(select coalesce(string_agg(e.value ->> 'short_description', ' | '), '') from jsonb_each(${s.products.i18n}) e)`,
};
/** The index's columns of every product, or of some, by id ascending. */
function productRows(db: Db, ids?: number[]) {
  return db
    .select(productColumns)
    .from(s.products)
    .innerJoin(s.shops, eq(s.shops.id, s.products.shopId))
    .where(ids ? inArray(s.products.id, ids) : undefined)
    .orderBy(asc(s.products.id));
}
type ProductRow = Awaited<ReturnType<typeof productRows>>[number];

/** A name in every language it has (`i18n` holds the others). */
const namesOf = (row: { name: string; i18n: Record<string, Record<string, string> | undefined> }) =>
  [row.name, ...Object.values(row.i18n).map((texts) => texts?.name ?? '')].filter(Boolean);

async function searchTablesOf(db: Db): Promise<SearchTables> {
  const [brandRows, categoryRows, subRows, synonymRows] = await Promise.all([
    db.select({ id: s.brands.id, name: s.brands.name }).from(s.brands),
    db.select({ id: s.categories.id, name: s.categories.name, i18n: s.categories.i18n }).from(s.categories),
    db.select({ id: s.subCategories.id, name: s.subCategories.name, i18n: s.subCategories.i18n }).from(s.subCategories),
    db.select({ term: s.searchSynonyms.term, alternatives: s.searchSynonyms.alternatives }).from(s.searchSynonyms),
  ]);
  return {
    brands: new Map(brandRows.map((row) => [row.id, [row.name]])),
    categories: new Map(categoryRows.map((row) => [row.id, namesOf(row)])),
    subCategories: new Map(subRows.map((row) => [row.id, namesOf(row)])),
    synonyms: synonymRows,
  };
}

/** The search index's texts of some products (rows by id ascending). */
function searchSourceOf(rows: ProductRow[], tables: SearchTables): SearchSource {
  return {
    ids: Int32Array.from(rows, (row) => row.id),
    names: rows.map((row) => `${row.name} | ${row.translatedNames}`),
    summaries: rows.map((row) => `${row.summary} | ${row.translatedSummaries}`),
    brandOf: Int32Array.from(rows, (row) => row.brandId ?? 0),
    categoryOf: Int32Array.from(rows, (row) => row.categoryId),
    subCategoryOf: Int32Array.from(rows, (row) => row.subCategoryId ?? 0),
    sold: Int32Array.from(rows, (row) => row.totalSold),
    rating: Int16Array.from(rows, (row) => Math.round(Number(row.rating) * 10)),
    ...tables,
  };
}

/** The database's clock, less a margin for transactions that commit after they wrote. */
async function changesWatermark(db: Db): Promise<Date> {
  const [row] = rowsOf<{ at: Date | string }>(await db.execute(sql`select now() - interval '30 seconds' as at`));
  return new Date(row.at);
}

/** The order comparisons of `orders` (negative: a comes first); ties go to the higher position. */
function comparisons(snap: Snapshot) {
  const { created, sold, views, price } = snap;
  return {
    newest: (a: number, b: number) => created[b] - created[a] || b - a,
    sold: (a: number, b: number) => sold[b] - sold[a] || b - a,
    views: (a: number, b: number) => views[b] - views[a] || b - a,
    price: (a: number, b: number) => price[b] - price[a] || b - a,
  };
}

/** The changes from `since` on: read before the products, so each one read is in what is read after. */
function recentChanges(db: Db, since: Date) {
  return db.select({ id: s.catalogChanges.id, productId: s.catalogChanges.productId }).from(s.catalogChanges).where(gte(s.catalogChanges.changedAt, since));
}

async function build(db: Db, version: number): Promise<Snapshot> {
  const changesSince = await changesWatermark(db);
  const seen = await recentChanges(db, changesSince);
  const [rows, sizeRows, colorRows, tables] = await Promise.all([
    productRows(db),
    db.select({ productId: s.productSizes.productId, id: s.productSizes.sizeId }).from(s.productSizes),
    db.select({ productId: s.productColors.productId, id: s.productColors.colorId }).from(s.productColors),
    searchTablesOf(db),
  ]);
  const size = rows.length;
  // Room for the products a large catalogue adds before its next build.
  const capacity = size + Math.max(1024, size >> 4);
  const snap: Snapshot = {
    version,
    builtAt: Date.now(),
    size,
    capacity,
    ids: new Int32Array(capacity),
    position: new Map(),
    price: new Int32Array(capacity),
    rating: new Int16Array(capacity),
    created: new Float64Array(capacity),
    sold: new Int32Array(capacity),
    views: new Int32Array(capacity),
    visible: words(capacity),
    sets: new Map(),
    values: { size: [], color: [], brand: [] },
    orders: { newest: new Int32Array(0), sold: new Int32Array(0), views: new Int32Array(0), price: new Int32Array(0) },
    searches: new Map(),
    search: { base: null!, delta: null, stale: null },
    searchTables: tables,
    changesSince,
    seenChanges: new Set(seen.map((change) => change.id)),
    changed: new Set(),
  };
  const options = optionsByProduct(sizeRows, colorRows);
  rows.forEach((row, i) => {
    snap.ids[i] = row.id;
    snap.position.set(row.id, i);
    place(snap, i, row, options.get(row.id));
  });
  // Each sort lets requests through before it runs.
  const compare = comparisons(snap);
  const order = async (by: (a: number, b: number) => number) => {
    await nextTurn();
    return Int32Array.from({ length: size }, (_, i) => i).sort(by);
  };
  snap.orders = { newest: await order(compare.newest), sold: await order(compare.sold), views: await order(compare.views), price: await order(compare.price) };
  // The search index, in slices that let requests through, before the snapshot is used.
  snap.search.base = await buildSearchIndex(searchSourceOf(rows, tables));
  return snap;
}

type Options = Map<number, { sizes: number[]; colors: number[] }>;

function optionsByProduct(sizeRows: { productId: number; id: number }[], colorRows: { productId: number; id: number }[]): Options {
  const options: Options = new Map();
  const of = (id: number) => {
    let entry = options.get(id);
    if (!entry) {
      entry = { sizes: [], colors: [] };
      options.set(id, entry);
    }
    return entry;
  };
  for (const row of sizeRows) of(row.productId).sizes.push(row.id);
  for (const row of colorRows) of(row.productId).colors.push(row.id);
  return options;
}

/** Puts a product's values and filter bits at its position (not its place in the orders). */
function place(snap: Snapshot, i: number, row: ProductRow, options: { sizes: number[]; colors: number[] } | undefined) {
  const add = (kind: Kind, value: number | null) => {
    if (value === null) return;
    const key = `${kind}:${value}`;
    let bits = snap.sets.get(key);
    if (!bits) {
      bits = words(snap.capacity);
      snap.sets.set(key, bits);
      if (kind === 'size' || kind === 'color' || kind === 'brand') snap.values[kind].push(value);
    }
    put(bits, i);
  };
  snap.price[i] = row.price;
  snap.rating[i] = Math.round(Number(row.rating) * 10);
  snap.created[i] = row.createdAt.getTime();
  snap.sold[i] = row.totalSold;
  snap.views[i] = row.viewCount;
  if (row.visible) put(snap.visible, i);
  add('shop', row.shopId);
  add('category', row.categoryId);
  add('sub', row.subCategoryId);
  add('brand', row.brandId);
  for (const id of options?.sizes ?? []) add('size', id);
  for (const id of options?.colors ?? []) add('color', id);
}

/** Moves position `i` to its place in an order (adding it when it is not there yet). */
function reposition(order: Int32Array, i: number, compare: (a: number, b: number) => number): Int32Array {
  let list = order;
  let at = order.indexOf(i);
  if (at < 0) {
    list = new Int32Array(order.length + 1);
    list.set(order);
    at = order.length;
  }
  // Out of its old place; the last slot is free.
  list.copyWithin(at, at + 1);
  const n = list.length - 1;
  let low = 0;
  let high = n;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(list[mid], i) < 0) low = mid + 1;
    else high = mid;
  }
  list.copyWithin(low + 1, low, n);
  list[low] = i;
  return list;
}

/** How many changed products an update applies; more rebuild the index. */
const MAX_CHANGED = 5_000;

/**
 * Brings a large catalogue's snapshot up to `version` from the products changed since its build
 * (catalog_changes): their rows are read again and put in place, and the search reads them from a
 * small index of its own. False when a rebuild is needed instead (a change that touches many
 * products, too many changes, a product added out of order or beyond the room left).
 */
async function update(db: Db, snap: Snapshot, version: number): Promise<boolean> {
  const nextSince = await changesWatermark(db);
  const changes = (await recentChanges(db, snap.changesSince)).filter((change) => !snap.seenChanges.has(change.id));
  if (changes.some((change) => change.productId === null)) return false;
  const ids = [...new Set(changes.map((change) => change.productId!))].sort((a, b) => a - b);
  if (ids.length > MAX_CHANGED) return false;
  const [rows, sizeRows, colorRows] = ids.length
    ? await Promise.all([
        productRows(db, ids),
        db.select({ productId: s.productSizes.productId, id: s.productSizes.sizeId }).from(s.productSizes).where(inArray(s.productSizes.productId, ids)),
        db.select({ productId: s.productColors.productId, id: s.productColors.colorId }).from(s.productColors).where(inArray(s.productColors.productId, ids)),
      ])
    : [[], [], []];
  // New products come after every other (ids ascend with positions), within the room left.
  const lastId = snap.size > 0 ? snap.ids[snap.size - 1] : 0;
  const added = rows.filter((row) => !snap.position.has(row.id));
  if (added.some((row) => row.id <= lastId) || snap.size + added.length > snap.capacity) return false;
  const all = new Set([...snap.changed, ...ids]);
  if (all.size > MAX_CHANGED) return false;
  const delta = await deltaSearch(db, snap, [...all]);
  // From here to the end nothing waits: no request sees a product half put in place.
  const options = optionsByProduct(sizeRows, colorRows);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const compare = comparisons(snap);
  for (const id of ids) {
    let i = snap.position.get(id);
    const row = byId.get(id);
    if (i === undefined) {
      if (!row) continue;
      i = snap.size;
      snap.size += 1;
      snap.ids[i] = id;
      snap.position.set(id, i);
    }
    clear(snap.visible, i);
    for (const bits of snap.sets.values()) clear(bits, i);
    if (!row) continue;
    place(snap, i, row, options.get(id));
    snap.orders = {
      newest: reposition(snap.orders.newest, i, compare.newest),
      sold: reposition(snap.orders.sold, i, compare.sold),
      views: reposition(snap.orders.views, i, compare.views),
      price: reposition(snap.orders.price, i, compare.price),
    };
  }
  for (const id of ids) snap.changed.add(id);
  // What a later update reads again: the changes from the new margin on, these ones known.
  snap.seenChanges = new Set([...snap.seenChanges, ...changes.map((change) => change.id)]);
  snap.changesSince = nextSince;
  snap.search = delta;
  snap.version = version;
  return true;
}

/**
 * Reads the sales and view counters again and sorts the two orders made from them (the other
 * orders follow every change already): a large catalogue's five-minute refresh, without a build.
 */
async function refreshPopularity(db: Db, snap: Snapshot): Promise<void> {
  const rows = await db.select({ id: s.products.id, sold: s.products.totalSold, views: s.products.viewCount }).from(s.products);
  const sold = snap.sold.slice();
  const views = snap.views.slice();
  for (const row of rows) {
    const i = snap.position.get(row.id);
    if (i === undefined) continue;
    sold[i] = row.sold;
    views[i] = row.views;
  }
  await nextTurn();
  const bySold = Int32Array.from(snap.orders.sold).sort((a, b) => sold[b] - sold[a] || b - a);
  await nextTurn();
  const byViews = Int32Array.from(snap.orders.views).sort((a, b) => views[b] - views[a] || b - a);
  snap.sold = sold;
  snap.views = views;
  snap.orders = { ...snap.orders, sold: bySold, views: byViews };
  snap.builtAt = Date.now();
}

/** The search over a snapshot whose products `changed`: their base postings stale, their texts in a small index. */
async function deltaSearch(db: Db, snap: Snapshot, changed: number[]): Promise<SearchLayers> {
  const ids = [...new Set(changed)].sort((a, b) => a - b);
  const rows = ids.length ? await productRows(db, ids) : [];
  const { base } = snap.search;
  const stale = words(base.size);
  for (const id of ids) {
    const i = snap.position.get(id);
    if (i !== undefined && i < base.size) put(stale, i);
  }
  const delta = rows.length ? await buildSearchIndex(searchSourceOf(rows, snap.searchTables), { maxSold: base.maxSold }) : null;
  return { base, delta, stale };
}

interface State {
  current: Snapshot | null;
  /** The build or update under way, and the version it brings the index to. */
  building: Promise<Snapshot> | null;
}

/** One index per database (tests open several in one process). */
const states = new WeakMap<Db, State>();

async function catalogVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: s.catalogState.version }).from(s.catalogState).where(eq(s.catalogState.id, 1));
  return row?.version ?? 0;
}

function rebuild(db: Db, state: State, version: number): Promise<Snapshot> {
  if (state.building) return state.building;
  const current = state.current;
  // The index is brought up to date by the catalogue's changes; it is built again when they touch
  // too much, and, in a small catalogue, for the five-minute refresh of the popularity orders.
  const work = async (): Promise<Snapshot> => {
    const large = current !== null && current.size >= listingTuning.largeCatalogue;
    const stale = current !== null && Date.now() - current.builtAt > REFRESH_MS;
    if (large && stale) await refreshPopularity(db, current);
    // A small catalogue's refresh is a build (tens of milliseconds); any other change an update.
    if (current && (large || !stale) && (await update(db, current, version))) return current;
    return build(db, version);
  };
  const building = work().then((snap) => {
    if (!state.current || snap.version >= state.current.version) state.current = snap;
    return snap;
  });
  state.building = building;
  void building
    .finally(() => {
      if (state.building === building) state.building = null;
    })
    .catch(() => undefined);
  return building;
}

/** The index for the catalogue as it is now: brought up to date first when the catalogue changed. */
async function snapshotOf(db: Db): Promise<Snapshot> {
  let state = states.get(db);
  if (!state) {
    state = { current: null, building: null };
    states.set(db, state);
  }
  const version = await catalogVersion(db);
  const current = state.current;
  if (current && current.version === version) {
    if (Date.now() - current.builtAt > REFRESH_MS && !state.building) void rebuild(db, state, version).catch(() => undefined);
    return current;
  }
  // A large catalogue answers from the snapshot it has while it is brought up to date, so no
  // request waits; a small one waits for the update (a few milliseconds), and shows a change at once.
  if (current && current.size >= listingTuning.largeCatalogue) {
    void rebuild(db, state, version).catch(() => undefined);
    return current;
  }
  let snap = await rebuild(db, state, version);
  // A build that started before this change was seen: build again to include it.
  if (snap.version < version) snap = await rebuild(db, state, version);
  return snap;
}

/** What the index is now: when it was built, the version it answers, and the products changed since. */
export function indexState(db: Db): { builtAt: number; version: number; size: number; changed: number } | null {
  const snap = states.get(db)?.current;
  return snap ? { builtAt: snap.builtAt, version: snap.version, size: snap.size, changed: snap.changed.size } : null;
}

/** How many search texts each index remembers the results of (the least recently used go first). */
const SEARCHES_KEPT = 500;

/** What a search found, with its products' positions best first and as a bit set. */
interface Found {
  result: SearchResult;
  positions: Int32Array;
  bits: Bits;
  /** The search index it was found in. */
  layers: SearchLayers;
}

/**
 * What a search text finds, best first. A shopper who searched goes on to filter, sort and page
 * through the same results: they are kept, and after a change only the changed products are
 * matched again (searchAgain), so a catalogue changing every second does not make every search
 * start over on the main thread.
 */
function searchOf(snap: Snapshot, text: string): Found {
  const kept = listingTuning.keepSearches ? snap.searches.get(text) : undefined;
  if (kept) snap.searches.delete(text);
  if (kept && kept.layers === snap.search) {
    snap.searches.set(text, kept);
    return kept;
  }
  const result = kept ? searchAgain(snap.search, text, kept.result) : runSearch(snap.search, text);
  const positions = new Int32Array(result.ids.length);
  const bits = words(snap.capacity);
  let count = 0;
  for (const id of result.ids) {
    const i = snap.position.get(id);
    if (i === undefined) continue;
    positions[count] = i;
    count += 1;
    put(bits, i);
  }
  const found: Found = { result, positions: positions.subarray(0, count), bits, layers: snap.search };
  if (listingTuning.keepSearches) snap.searches.set(text, found);
  if (snap.searches.size > SEARCHES_KEPT) snap.searches.delete(snap.searches.keys().next().value!);
  return found;
}

function matching(snap: Snapshot, filters: ProductFilters, found: Bits | null): Bits {
  const bits = snap.visible.slice();
  if (found) for (let w = 0; w < bits.length; w += 1) bits[w] &= found[w];
  const wanted: [Kind, number[] | undefined][] = [
    ['shop', filters.shopIds],
    ['category', filters.categoryIds],
    ['sub', filters.subCategoryIds],
    ['brand', filters.brandIds],
    ['size', filters.sizeIds],
    ['color', filters.colorIds],
  ];
  for (const [kind, values] of wanted) {
    if (!values?.length) continue;
    const any = words(snap.capacity);
    for (const value of values) {
      const set = snap.sets.get(`${kind}:${value}`);
      if (set) for (let w = 0; w < any.length; w += 1) any[w] |= set[w];
    }
    for (let w = 0; w < bits.length; w += 1) bits[w] &= any[w];
  }
  if (filters.rating !== undefined) {
    // Rating band [rating, rating + 1).
    const low = Math.round(filters.rating * 10);
    forEachBit(bits, (i) => {
      if (snap.rating[i] < low || snap.rating[i] >= low + 10) bits[i >>> 5] &= ~(1 << (i & 31));
    });
  }
  return bits;
}

function facetsOf(snap: Snapshot, bits: Bits): ListingAnswer['facets'] {
  const present = (kind: 'size' | 'color' | 'brand') => snap.values[kind].filter((value) => intersects(bits, snap.sets.get(`${kind}:${value}`)!)).sort((a, b) => a - b);
  let minPrice = Number.POSITIVE_INFINITY;
  let maxPrice = Number.NEGATIVE_INFINITY;
  forEachBit(bits, (i) => {
    if (snap.price[i] < minPrice) minPrice = snap.price[i];
    if (snap.price[i] > maxPrice) maxPrice = snap.price[i];
  });
  return {
    sizeIds: present('size'),
    colorIds: present('color'),
    brandIds: present('brand'),
    minPrice: Number.isFinite(minPrice) ? minPrice : 0,
    maxPrice: Number.isFinite(maxPrice) ? maxPrice : 0,
  };
}

/**
 * Walks positions in the asked order for the page's ids. With a price range it walks to the end
 * to count what is in range; without one the count is the bit set's and the walk stops at the page.
 */
function pageOf(snap: Snapshot, bits: Bits, query: ListingQuery, ranked: Int32Array | null): { ids: number[]; total: number } {
  const { minPrice, maxPrice } = query.filters;
  const priced = minPrice !== undefined || maxPrice !== undefined;
  const ids: number[] = [];
  let seen = 0;
  /** Takes one position; true once nothing more is needed. */
  const take = (i: number): boolean => {
    if (!has(bits, i)) return false;
    if (priced && ((minPrice !== undefined && snap.price[i] < minPrice) || (maxPrice !== undefined && snap.price[i] > maxPrice))) return false;
    if (seen >= query.offset && ids.length < query.limit) ids.push(snap.ids[i]);
    seen += 1;
    return !priced && ids.length >= query.limit;
  };
  const walk = (positions: ArrayLike<number>, reverse = false) => {
    const n = positions.length;
    for (let k = 0; k < n; k += 1) if (take(positions[reverse ? n - 1 - k : k])) return;
  };
  if (ranked) {
    walk(ranked);
  } else {
    switch (query.sort) {
      case 'top_selling':
        walk(snap.orders.sold);
        break;
      case 'popular_product':
        walk(snap.orders.views);
        break;
      case 'newest':
      case 'just_for_you':
        walk(snap.orders.newest);
        break;
      case 'high_to_low':
        walk(snap.orders.price);
        break;
      case 'low_to_high':
        walk(snap.orders.price, true);
        break;
      default:
        // Id descending: positions ascend with ids.
        for (let i = snap.size - 1; i >= 0; i -= 1) if (take(i)) break;
    }
  }
  return { ids, total: priced ? seen : popCount(bits) };
}

/** Visible products by id ascending, a slice of them: what a sitemap lists. */
export async function listedProducts(db: Db, offset: number, limit: number): Promise<{ total: number; products: { id: number; updatedAt: Date }[]; latestUpdatedAt: Date | null }> {
  const snap = await snapshotOf(db);
  const ids: number[] = [];
  let seen = 0;
  for (let i = 0; i < snap.size && ids.length < limit; i += 1) {
    if (!has(snap.visible, i)) continue;
    if (seen >= offset) ids.push(snap.ids[i]);
    seen += 1;
  }
  // Update times change with stock and reviews, which the snapshot does not follow: read here.
  const [times, [latest]] = await Promise.all([
    ids.length ? db.select({ id: s.products.id, updatedAt: s.products.updatedAt }).from(s.products).where(inArray(s.products.id, ids)) : [],
    // The listings' own lastmod: the last change of any product they can show.
    db.select({ at: s.products.updatedAt }).from(s.products).where(visibleProduct).orderBy(desc(s.products.updatedAt)).limit(1),
  ]);
  const updatedOf = new Map(times.map((row) => [row.id, row.updatedAt]));
  return {
    total: popCount(snap.visible),
    products: ids.flatMap((id) => (updatedOf.has(id) ? [{ id, updatedAt: updatedOf.get(id)! }] : [])),
    latestUpdatedAt: latest?.at ?? null,
  };
}

/** The categories that have a visible product, ascending: what the category lists show. */
export async function categoriesInUse(db: Db): Promise<number[]> {
  const snap = await snapshotOf(db);
  const ids: number[] = [];
  for (const [key, bits] of snap.sets) if (key.startsWith('category:') && intersects(snap.visible, bits)) ids.push(Number(key.slice('category:'.length)));
  return ids.sort((a, b) => a - b);
}

/** How many visible products each shop lists, and in how many categories. */
export async function shopTotals(db: Db, shopIds: number[]): Promise<Map<number, { products: number; categories: number }>> {
  const snap = await snapshotOf(db);
  const categories = [...snap.sets.keys()].filter((key) => key.startsWith('category:'));
  const totals = new Map<number, { products: number; categories: number }>();
  for (const shopId of shopIds) {
    const shop = snap.sets.get(`shop:${shopId}`);
    if (!shop) {
      totals.set(shopId, { products: 0, categories: 0 });
      continue;
    }
    const bits = snap.visible.slice();
    for (let w = 0; w < bits.length; w += 1) bits[w] &= shop[w];
    totals.set(shopId, { products: popCount(bits), categories: categories.filter((key) => intersects(bits, snap.sets.get(key)!)).length });
  }
  return totals;
}

export const memoryListing: ListingEngine = {
  async list(db, query) {
    const text = query.filters.search;
    const ranked = Boolean(text) && query.sort === 'default';
    const snap = await snapshotOf(db);
    const found = text ? searchOf(snap, text) : null;
    const bits = matching(snap, query.filters, found?.bits ?? null);
    const page = pageOf(snap, bits, query, ranked ? found!.positions : null);
    const answer: ListingAnswer = { ids: page.ids, total: page.total, facets: facetsOf(snap, bits) };
    if (found) answer.search = { showing: found.result.showing, suggestion: found.result.suggestion };
    return answer;
  },
};
