// The listing index against the catalogue itself: for random combinations of filters, sorts and
// pages its ids, counts and facets are those of the SQL that states what a listing means
// (productWhere and productOrder), and a change to the catalogue shows in the next listing.
import { asc, eq, inArray, sql, type Logger } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { memoryListing, type ListingAnswer, type ListingQuery } from './catalog-index';
import { effectivePrice } from './product-cards';
import { productOrder, productWhere, SORT_TYPES, type ProductFilters } from './product-filters';

jest.setTimeout(120_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await openDatabase({ memory: true });
  await handle.migrate();
  await seed(handle.db, { mediaDir: null, products: 300 });
  // The demo's products have no French names: an operator who adds French gives a few theirs.
  const french: [number, string, string][] = [
    [1, 'Ceramic Speaker', 'Enceinte en céramique'],
    [2, 'Vintage Shirt', 'Chemise vintage'],
    [3, 'Organic Vase', 'Vase en matières naturelles'],
    [4, 'Urban Mascara', 'Mascara urbain'],
    [5, 'Eco Tent', 'Tente écologique'],
  ];
  for (const [id, name, fr] of french) {
    const [row] = await handle.db.select({ i18n: s.products.i18n }).from(s.products).where(eq(s.products.id, id));
    await handle.db.update(s.products).set({ name, i18n: { ...row.i18n, fr: { name: fr } } }).where(eq(s.products.id, id));
  }
});
afterAll(() => handle?.close());

/** What the listing means, read straight from the tables. */
async function reference(query: ListingQuery): Promise<ListingAnswer> {
  const db = handle.db;
  const where = productWhere(query.filters, query.locale);
  const facetWhere = productWhere(query.filters, query.locale, false);
  const matching = db.select({ id: s.products.id }).from(s.products).where(facetWhere);
  const [page, [{ total }], sizes, colors, brands, [range]] = await Promise.all([
    db
      .select({ id: s.products.id })
      .from(s.products)
      .where(where)
      .orderBy(...productOrder(query.sort, query.filters.search, query.locale))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(s.products).where(where),
    db.selectDistinct({ id: s.productSizes.sizeId }).from(s.productSizes).where(inArray(s.productSizes.productId, matching)).orderBy(asc(s.productSizes.sizeId)),
    db.selectDistinct({ id: s.productColors.colorId }).from(s.productColors).where(inArray(s.productColors.productId, matching)).orderBy(asc(s.productColors.colorId)),
    db.selectDistinct({ id: s.products.brandId }).from(s.products).where(facetWhere).orderBy(asc(s.products.brandId)),
    db
      .select({ min: sql<number>`coalesce(min(${effectivePrice}), 0)::int`.mapWith(Number), max: sql<number>`coalesce(max(${effectivePrice}), 0)::int`.mapWith(Number) })
      .from(s.products)
      .where(facetWhere),
  ]);
  return {
    ids: page.map((row) => row.id),
    total,
    facets: {
      sizeIds: sizes.map((row) => row.id),
      colorIds: colors.map((row) => row.id),
      brandIds: brands.flatMap((row) => (row.id === null ? [] : [row.id])),
      minPrice: range.min,
      maxPrice: range.max,
    },
  };
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seedValue: number) {
  let state = seedValue >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)];
  const some = (items: number[]): number[] | undefined => (next() < 0.7 ? undefined : [...new Set(Array.from({ length: 1 + Math.floor(next() * 2) }, () => pick(items)))]);
  return { next, pick, some };
}

async function valuesOf() {
  const db = handle.db;
  const ids = async (rows: Promise<{ id: number | null }[]>) => (await rows).flatMap((row) => (row.id === null ? [] : [row.id]));
  return {
    shops: await ids(db.select({ id: s.shops.id }).from(s.shops)),
    categories: await ids(db.select({ id: s.categories.id }).from(s.categories)),
    subCategories: await ids(db.select({ id: s.subCategories.id }).from(s.subCategories)),
    brands: await ids(db.select({ id: s.brands.id }).from(s.brands)),
    sizes: await ids(db.select({ id: s.sizes.id }).from(s.sizes)),
    colors: await ids(db.select({ id: s.colors.id }).from(s.colors)),
  };
}

async function expectSame(query: ListingQuery) {
  const [answer, expected] = await Promise.all([memoryListing.list(handle.db, query), reference(query)]);
  expect({ query, answer }).toEqual({ query, answer: expected });
}

describe('the listing index', () => {
  it('answers 300 random listings exactly as the SQL of their filters does', async () => {
    const values = await valuesOf();
    const r = random(20261126);
    const searches = ['shirt', 'leather', 'lether', 'smart watch', 'bag', 'zzzz', 'قميص', 'enceinte', 'chemise vintage', 'tente', 'céramique'];
    for (let n = 0; n < 300; n += 1) {
      const filters: ProductFilters = {
        search: r.next() < 0.25 ? r.pick(searches) : undefined,
        shopIds: r.some(values.shops),
        categoryIds: r.some(values.categories),
        subCategoryIds: r.next() < 0.15 ? [r.pick(values.subCategories)] : undefined,
        brandIds: r.some(values.brands),
        sizeIds: r.some(values.sizes),
        colorIds: r.some(values.colors),
        rating: r.next() < 0.15 ? r.pick([0, 1, 2, 3, 3.5, 4, 5]) : undefined,
        minPrice: r.next() < 0.2 ? Math.floor(r.next() * 10_000) : undefined,
        maxPrice: r.next() < 0.2 ? Math.floor(r.next() * 40_000) : undefined,
      };
      const limit = r.pick([1, 5, 10, 20, 40]);
      await expectSame({ filters, sort: r.pick([...SORT_TYPES]), limit, offset: r.pick([0, 0, limit, limit * 3, 280, 400]), locale: r.pick(['en', 'ar', 'fr']) });
    }
  });

  it('searches the names in the shopper\'s language from memory, as the database does', async () => {
    const db = handle.db;
    const search = (text: string, locale = 'fr'): ListingQuery => ({ filters: { search: text }, sort: 'default', limit: 40, offset: 0, locale });
    // The searches the database answers (the SQL of searchCondition) rather than memory.
    const sent: string[] = [];
    const session = (db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
    const logger = session.logger;
    session.logger = { logQuery: (query) => void sent.push(query) };
    try {
      // The first search in a language makes the structures of its names in the background; the
      // database answers until they are ready.
      let fromMemory = false;
      for (let n = 0; n < 100 && !fromMemory; n += 1) {
        sent.length = 0;
        await memoryListing.list(db, search(`tente${' '.repeat(n)}`));
        fromMemory = !sent.some((query) => query.includes('word_similarity'));
        if (!fromMemory) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(fromMemory).toBe(true);
      for (const text of ['enceinte', 'chemise vintage', 'tente ecologique', 'mascara urbain', 'vase', 'ceramic speaker', 'speaker 1']) {
        await expectSame(search(text));
        await expectSame(search(text, 'ar'));
      }
    } finally {
      session.logger = logger;
    }
    // The French name finds the product in French only; the English one in every language.
    const [speaker] = await db.select({ id: s.products.id }).from(s.products).where(eq(s.products.id, 1));
    expect((await memoryListing.list(db, search('enceinte'))).ids[0]).toBe(speaker.id);
    expect((await memoryListing.list(db, search('enceinte', 'en'))).ids).not.toContain(speaker.id);
    expect((await memoryListing.list(db, search('ceramic speaker'))).ids).toContain(speaker.id);
  });

  it('sees every change to the catalogue in the next listing', async () => {
    const db = handle.db;
    const all: ListingQuery = { filters: {}, sort: 'low_to_high', limit: 10, offset: 0, locale: 'en' };
    await expectSame(all);
    const [cheapest] = await memoryListing.list(db, all).then((answer) => answer.ids);

    await db.update(s.products).set({ isActive: false }).where(eq(s.products.id, cheapest));
    expect((await memoryListing.list(db, all)).ids).not.toContain(cheapest);
    await expectSame(all);

    const [{ id: other }] = await db.select({ id: s.products.id }).from(s.products).where(eq(s.products.isActive, true)).orderBy(asc(s.products.id)).limit(1);
    await db.update(s.products).set({ price: 1, discountPrice: 0 }).where(eq(s.products.id, other));
    expect((await memoryListing.list(db, all)).ids[0]).toBe(other);

    const [size] = await db.insert(s.sizes).values({ name: 'Index test size' }).returning();
    await db.insert(s.productSizes).values({ productId: other, sizeId: size.id, price: 0 });
    const bySize: ListingQuery = { ...all, filters: { sizeIds: [size.id] } };
    expect((await memoryListing.list(db, bySize)).ids).toEqual([other]);
    expect((await memoryListing.list(db, all)).facets.sizeIds).toContain(size.id);

    await db.update(s.products).set({ name: 'Xylophonic Lantern' }).where(eq(s.products.id, other));
    const renamed: ListingQuery = { ...all, filters: { search: 'xylophonic' } };
    expect((await memoryListing.list(db, renamed)).ids).toEqual([other]);
    await db.update(s.products).set({ name: 'Plain Lantern' }).where(eq(s.products.id, other));
    expect((await memoryListing.list(db, renamed)).ids).toEqual([]);

    const [{ shopId }] = await db.select({ shopId: s.products.shopId }).from(s.products).where(eq(s.products.id, other));
    await db.update(s.shops).set({ isActive: false }).where(eq(s.shops.id, shopId));
    const afterShop = await memoryListing.list(db, { ...all, limit: 400 });
    expect(afterShop.ids).not.toContain(other);
    await expectSame({ ...all, limit: 400 });
    await db.update(s.shops).set({ isActive: true }).where(eq(s.shops.id, shopId));
    await expectSame({ ...all, limit: 400 });
  });
});
