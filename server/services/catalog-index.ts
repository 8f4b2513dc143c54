// The listing index (docs/adr/0018-listing-index.md): what every product listing filters, counts,
// facets and sorts on, held in memory by each web server as one bit set per filter value and one
// array per sort order, so that a listing costs the same at 300 or 100,000 products. It is built
// from the database and rebuilt when catalog_state.version moves (the database's triggers raise
// it on every change a listing could see, whoever writes), so every web server answers from the
// current catalogue. Search text is answered by the search index (search/engine.ts,
// docs/adr/0032-search-relevance.md), made in the background after each build; until it is ready
// the previous one answers. The popularity orders (views, sales) move on every visit and order, so
// they are refreshed when the index is older than five minutes rather than on every change.
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { effectivePrice, visibleProduct } from './product-cards';
import type { ProductFilters, SortType } from './product-filters';
import { buildSearchIndex, search as runSearch, type SearchIndex, type SearchResult } from './search/engine';

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
  search?: { showing: string | null; suggestion: string | null };
}

/** What answers product listings: this in-memory index, or later a dedicated search engine. */
export interface ListingEngine {
  list(db: Db, query: ListingQuery): Promise<ListingAnswer>;
}

/**
 * From this many products a listing answers from the snapshot it has while the next one is built,
 * and a search from the previous search index while the snapshot's own is made, so no request
 * waits for a build. Below it they wait (tens of milliseconds), so a change shows at once.
 */
export const LARGE_CATALOGUE = 20_000;

/** How old the popularity orders may get before a listing refreshes the index in the background. */
export const REFRESH_MS = 5 * 60_000;

type Bits = Uint32Array;
type Kind = 'shop' | 'category' | 'sub' | 'brand' | 'size' | 'color';

interface Snapshot {
  version: number;
  builtAt: number;
  size: number;
  /** Position → product id, ascending. */
  ids: Int32Array;
  position: Map<number, number>;
  /** Price the shopper pays before flash sales, minor units. */
  price: Int32Array;
  /** Rating × 10. */
  rating: Int16Array;
  /** Creation time, epoch milliseconds. */
  created: Float64Array;
  visible: Bits;
  sets: Map<string, Bits>;
  values: Record<'size' | 'color' | 'brand', number[]>;
  /** What a search text finds, by text: kept while the catalogue is. */
  searches: Map<string, Promise<SearchResult>>;
  /** The search index: made in the background once the snapshot is built. */
  search: Promise<SearchIndex> | null;
  searchReady: SearchIndex | null;
  /** The texts the search index is made from, until it is made. */
  searchSource: SearchSource | null;
  /** Positions in each order (the reverse walk of `price` is low to high, ties by id ascending). */
  orders: { newest: Int32Array; sold: Int32Array; views: Int32Array; price: Int32Array };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const words = (size: number) => new Uint32Array(Math.ceil(size / 32) || 1);
const has = (bits: Bits, i: number) => (bits[i >>> 5] & (1 << (i & 31))) !== 0;
const put = (bits: Bits, i: number) => {
  bits[i >>> 5] |= 1 << (i & 31);
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

async function build(db: Db, version: number): Promise<Snapshot> {
  const [rows, sizeRows, colorRows, brandRows, categoryRows, subRows, synonymRows] = await Promise.all([
    db
      .select({
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
      })
      .from(s.products)
      .innerJoin(s.shops, eq(s.shops.id, s.products.shopId))
      .orderBy(asc(s.products.id)),
    db.select({ productId: s.productSizes.productId, id: s.productSizes.sizeId }).from(s.productSizes),
    db.select({ productId: s.productColors.productId, id: s.productColors.colorId }).from(s.productColors),
    db.select({ id: s.brands.id, name: s.brands.name }).from(s.brands),
    db.select({ id: s.categories.id, name: s.categories.name, i18n: s.categories.i18n }).from(s.categories),
    db.select({ id: s.subCategories.id, name: s.subCategories.name, i18n: s.subCategories.i18n }).from(s.subCategories),
    db.select({ term: s.searchSynonyms.term, alternatives: s.searchSynonyms.alternatives }).from(s.searchSynonyms),
  ]);
  const size = rows.length;
  const snap: Snapshot = {
    version,
    builtAt: Date.now(),
    size,
    ids: new Int32Array(size),
    position: new Map(),
    price: new Int32Array(size),
    rating: new Int16Array(size),
    created: new Float64Array(size),
    visible: words(size),
    sets: new Map(),
    searches: new Map(),
    search: null,
    searchReady: null,
    searchSource: null,
    values: { size: [], color: [], brand: [] },
    orders: { newest: new Int32Array(0), sold: new Int32Array(0), views: new Int32Array(0), price: new Int32Array(0) },
  };
  const add = (kind: Kind, value: number | null, i: number) => {
    if (value === null) return;
    const key = `${kind}:${value}`;
    let bits = snap.sets.get(key);
    if (!bits) {
      bits = words(size);
      snap.sets.set(key, bits);
      if (kind === 'size' || kind === 'color' || kind === 'brand') snap.values[kind].push(value);
    }
    put(bits, i);
  };
  const created = snap.created;
  const sold = new Int32Array(size);
  const views = new Int32Array(size);
  const source: SearchSource = {
    ids: snap.ids,
    names: new Array<string>(size),
    summaries: new Array<string>(size),
    brandOf: new Int32Array(size),
    categoryOf: new Int32Array(size),
    subCategoryOf: new Int32Array(size),
    sold,
    rating: snap.rating,
    brands: new Map(brandRows.map((row) => [row.id, [row.name]])),
    categories: new Map(categoryRows.map((row) => [row.id, namesOf(row)])),
    subCategories: new Map(subRows.map((row) => [row.id, namesOf(row)])),
    synonyms: synonymRows,
  };
  snap.searchSource = source;
  rows.forEach((row, i) => {
    snap.ids[i] = row.id;
    snap.position.set(row.id, i);
    snap.price[i] = row.price;
    snap.rating[i] = Math.round(Number(row.rating) * 10);
    created[i] = row.createdAt.getTime();
    sold[i] = row.totalSold;
    views[i] = row.viewCount;
    source.names[i] = `${row.name} | ${row.translatedNames}`;
    source.summaries[i] = `${row.summary} | ${row.translatedSummaries}`;
    source.brandOf[i] = row.brandId ?? 0;
    source.categoryOf[i] = row.categoryId;
    source.subCategoryOf[i] = row.subCategoryId ?? 0;
    if (row.visible) put(snap.visible, i);
    add('shop', row.shopId, i);
    add('category', row.categoryId, i);
    add('sub', row.subCategoryId, i);
    add('brand', row.brandId, i);
  });
  for (const [kind, list] of [['size', sizeRows], ['color', colorRows]] as const) {
    for (const row of list) {
      const i = snap.position.get(row.productId);
      if (i !== undefined) add(kind, row.id, i);
    }
  }
  // Positions ascend with ids, so "id descending" is the higher position first.
  // Each sort lets requests through before it runs.
  const order = async (compare: (a: number, b: number) => number) => {
    await nextTurn();
    return Int32Array.from({ length: size }, (_, i) => i).sort((a, b) => compare(a, b) || b - a);
  };
  snap.orders = {
    newest: await order((a, b) => created[b] - created[a]),
    sold: await order((a, b) => sold[b] - sold[a]),
    views: await order((a, b) => views[b] - views[a]),
    price: await order((a, b) => snap.price[b] - snap.price[a]),
  };
  return snap;
}

interface State {
  current: Snapshot | null;
  building: Promise<Snapshot> | null;
  /** The last search index made, which answers while the current snapshot's is being made. */
  previousSearch: SearchIndex | null;
}

/** One index per database (tests open several in one process). */
const states = new WeakMap<Db, State>();

async function catalogVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: s.catalogState.version }).from(s.catalogState).where(eq(s.catalogState.id, 1));
  return row?.version ?? 0;
}

function rebuild(db: Db, state: State, version: number): Promise<Snapshot> {
  if (state.building) return state.building;
  const building = build(db, version).then(
    (snap) => {
      if (!state.current || snap.version >= state.current.version) state.current = snap;
      // The search index next, in slices that let requests through.
      void searchIndexOf(snap)
        .then((index) => {
          if (state.current === snap) state.previousSearch = index;
        })
        .catch(() => undefined);
      return snap;
    },
  );
  state.building = building;
  void building.finally(() => {
    if (state.building === building) state.building = null;
  }).catch(() => undefined);
  return building;
}

/** The index for the catalogue as it is now: rebuilt first when the catalogue changed. */
async function snapshotOf(db: Db): Promise<Snapshot> {
  let state = states.get(db);
  if (!state) {
    state = { current: null, building: null, previousSearch: null };
    states.set(db, state);
  }
  const version = await catalogVersion(db);
  const current = state.current;
  if (current && current.version === version) {
    if (Date.now() - current.builtAt > REFRESH_MS && !state.building) void rebuild(db, state, version).catch(() => undefined);
    return current;
  }
  // A large catalogue answers from the snapshot it has while the next one is built (a second or
  // more of work), so no request waits for a build; a small one waits, and shows a change at once.
  if (current && current.size >= LARGE_CATALOGUE) {
    void rebuild(db, state, version).catch(() => undefined);
    return current;
  }
  let snap = await rebuild(db, state, version);
  // A build that started before this change was seen: build again to include it.
  if (snap.version < version) snap = await rebuild(db, state, version);
  return snap;
}

/** How many search texts each index remembers the results of (the least recently used go first). */
const SEARCHES_KEPT = 500;

type SearchSource = Parameters<typeof buildSearchIndex>[0];

/** A name in every language it has (`i18n` holds the others). */
const namesOf = (row: { name: string; i18n: Record<string, Record<string, string> | undefined> }) =>
  [row.name, ...Object.values(row.i18n).map((texts) => texts?.name ?? '')].filter(Boolean);

/** The search index of a snapshot, made once, in slices that let requests through. */
function searchIndexOf(snap: Snapshot): Promise<SearchIndex> {
  if (!snap.search) {
    const source = snap.searchSource!;
    snap.search = buildSearchIndex(source).then((index) => {
      snap.searchReady = index;
      snap.searchSource = null;
      return index;
    });
  }
  return snap.search;
}


/**
 * What a search text finds, best first. A shopper who searched goes on to filter, sort and page
 * through the same results: they are kept per catalogue version. In a large catalogue, until the
 * snapshot's own search index is made (a moment after each change), the previous one answers.
 */
function searchOf(state: State, snap: Snapshot, text: string): Promise<SearchResult> {
  const kept = snap.searches.get(text);
  if (kept) {
    snap.searches.delete(text);
    snap.searches.set(text, kept);
    return kept;
  }
  const ready = snap.searchReady ?? (snap.size >= LARGE_CATALOGUE ? state.previousSearch : null);
  const found = ready ? Promise.resolve(runSearch(ready, text)) : searchIndexOf(snap).then((index) => runSearch(index, text));
  // Answers of the previous index are not kept: the snapshot's own replaces them when made.
  if (snap.searchReady || !ready) {
    snap.searches.set(text, found);
    found.catch(() => snap.searches.delete(text));
    if (snap.searches.size > SEARCHES_KEPT) snap.searches.delete(snap.searches.keys().next().value!);
  }
  return found;
}

function matching(snap: Snapshot, filters: ProductFilters, found: number[] | null): Bits {
  const bits = snap.visible.slice();
  if (found) {
    const only = words(snap.size);
    for (const id of found) {
      const i = snap.position.get(id);
      if (i !== undefined) put(only, i);
    }
    for (let w = 0; w < bits.length; w += 1) bits[w] &= only[w];
  }
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
    const any = words(snap.size);
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
function pageOf(snap: Snapshot, bits: Bits, query: ListingQuery, ranked: number[] | null): { ids: number[]; total: number } {
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
    walk(ranked.flatMap((id) => snap.position.get(id) ?? []));
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
    const found = text ? await searchOf(states.get(db)!, snap, text) : null;
    const bits = matching(snap, query.filters, found?.ids ?? null);
    const page = pageOf(snap, bits, query, ranked ? found!.ids : null);
    const answer: ListingAnswer = { ids: page.ids, total: page.total, facets: facetsOf(snap, bits) };
    if (found) answer.search = { showing: found.showing, suggestion: found.suggestion };
    return answer;
  },
};
