// The listing index against the catalogue itself: for random combinations of filters, sorts and
// pages its ids, counts and facets are those of the SQL that states what a listing means
// (productWhere and productOrder) over the products a search finds, and a change to the catalogue
// shows in the next listing.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { openDatabase, rowsOf, type DbHandle } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { indexState, LARGE_CATALOGUE, listingTuning, memoryListing, type ListingAnswer, type ListingQuery } from './catalog-index';
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

/** What a search finds, best first: the search index's answer (search/engine.test.ts states it). */
async function searchResults(text: string): Promise<number[]> {
  const all = await memoryListing.list(handle.db, { filters: { search: text }, sort: 'default', limit: 100_000, offset: 0, locale: 'en' });
  return all.ids;
}

/** What the listing means, read straight from the tables, over what its search finds. */
async function reference(query: ListingQuery): Promise<ListingAnswer> {
  const db = handle.db;
  const { search, ...filters } = query.filters;
  const found = search ? await searchResults(search) : null;
  const only = (where: SQL) => (found ? and(where, found.length ? inArray(s.products.id, found) : sql`false`)! : where);
  const where = only(productWhere(filters));
  const facetWhere = only(productWhere(filters, false));
  const matching = db.select({ id: s.products.id }).from(s.products).where(facetWhere);
  const [all, sizes, colors, brands, [range]] = await Promise.all([
    db
      .select({ id: s.products.id })
      .from(s.products)
      .where(where)
      .orderBy(...productOrder(query.sort)),
    db.selectDistinct({ id: s.productSizes.sizeId }).from(s.productSizes).where(inArray(s.productSizes.productId, matching)).orderBy(asc(s.productSizes.sizeId)),
    db.selectDistinct({ id: s.productColors.colorId }).from(s.productColors).where(inArray(s.productColors.productId, matching)).orderBy(asc(s.productColors.colorId)),
    db.selectDistinct({ id: s.products.brandId }).from(s.products).where(facetWhere).orderBy(asc(s.products.brandId)),
    db
      .select({ min: sql<number>`coalesce(min(${effectivePrice}), 0)::int`.mapWith(Number), max: sql<number>`coalesce(max(${effectivePrice}), 0)::int`.mapWith(Number) })
      .from(s.products)
      .where(facetWhere),
  ]);
  let ids = all.map((row) => row.id);
  // Results of a search in the default order come best first.
  if (found && query.sort === 'default') {
    const rank = new Map(found.map((id, n) => [id, n]));
    ids = ids.sort((a, b) => rank.get(a)! - rank.get(b)!);
  }
  return {
    ids: ids.slice(query.offset, query.offset + query.limit),
    total: ids.length,
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
  const [{ search: _, ...answer }, expected] = await Promise.all([memoryListing.list(handle.db, query), reference(query)]);
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

  it('finds a product by its name in any of its languages, in any language of the shop', async () => {
    const db = handle.db;
    const search = (text: string, locale: string): ListingQuery => ({ filters: { search: text }, sort: 'default', limit: 40, offset: 0, locale });
    const [product] = await db.select({ id: s.products.id, i18n: s.products.i18n }).from(s.products).where(eq(s.products.id, 2));
    const arabic = product.i18n.ar!.name;
    for (const locale of ['en', 'ar']) expect((await memoryListing.list(db, search(arabic, locale))).ids[0]).toBe(product.id);
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

  it('keeps a large catalogue current by its changes, without a rebuild, exactly as the SQL says', async () => {
    const db = handle.db;
    // This catalogue counts as large: listings answer at once and catch up with changes.
    listingTuning.largeCatalogue = 1;
    try {
      const queries: ListingQuery[] = ['newest', 'top_selling', 'popular_product', 'low_to_high', 'high_to_low', 'default'].map((sort) => ({ filters: {}, sort: sort as ListingQuery['sort'], limit: 400, offset: 0, locale: 'en' }));
      await memoryListing.list(db, queries[0]);
      // Whatever was changed before: the index is current once its version is the database's.
      const current = async () => {
        await memoryListing.list(db, queries[0]);
        const [{ version }] = await db.select({ version: s.catalogState.version }).from(s.catalogState);
        return indexState(db)?.version === version;
      };
      const caughtUp = async () => {
        const until = Date.now() + 10_000;
        while (!(await current())) {
          if (Date.now() > until) throw new Error('The index did not catch up with the catalogue');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      await caughtUp();
      const built = indexState(db)!.builtAt;
      const expectAllSame = async (search?: string) => {
        for (const query of queries) await expectSame(search ? { ...query, filters: { search } } : query);
      };

      // Searches made before the changes are carried across them: only the changed products are
      // matched again, and the results are those of a fresh search.
      const carriedTexts = ['leather', 'leather bag', 'lether', 'wallet'];
      for (const text of carriedTexts) await searchResults(text);
      const [first, second] = await db.select({ id: s.products.id }).from(s.products).where(eq(s.products.isActive, true)).orderBy(asc(s.products.id)).limit(2);
      const leathery = rowsOf<{ id: number }>(await db.execute(sql`select id from products where is_active and name ilike '%leather%' and id > ${second.id} order by id limit 2`));
      const [plain] = rowsOf<{ id: number }>(await db.execute(sql`select id from products where is_active and name not ilike '%leather%' and id > ${second.id} order by id limit 1`));
      await db.update(s.products).set({ price: 2, discountPrice: 0, rating: '4.9', totalSold: 99_999 }).where(eq(s.products.id, first.id));
      await db.update(s.products).set({ name: 'Xylophone Deluxe', createdAt: new Date(Date.now() + 60_000) }).where(eq(s.products.id, second.id));
      await db.update(s.products).set({ name: 'Suede Loafers' }).where(eq(s.products.id, leathery[0].id));
      await db.update(s.products).set({ totalSold: 123_456, rating: '5.0' }).where(eq(s.products.id, leathery[1].id));
      await db.update(s.products).set({ name: 'Leather Xylo Wallet' }).where(eq(s.products.id, plain.id));
      await caughtUp();
      const carried = new Map<string, number[]>();
      for (const text of carriedTexts) carried.set(text, await searchResults(text));
      listingTuning.keepSearches = false;
      try {
        for (const text of carriedTexts) expect({ text, ids: carried.get(text) }).toEqual({ text, ids: await searchResults(text) });
      } finally {
        listingTuning.keepSearches = true;
      }
      expect(carried.get('leather')).toContain(plain.id);
      // A best seller now: among the first.
      expect(carried.get('leather')!.slice(0, 3)).toContain(leathery[1].id);
      await expectAllSame();
      await expectAllSame('xylophone');
      await expectAllSame('leather');
      expect((await memoryListing.list(db, { ...queries[0], filters: { search: 'xylophone' } })).ids).toEqual([second.id]);

      const [added] = await db.insert(s.products).values({ shopId: 1, categoryId: 1, name: 'Brand New Gadget', thumbnail: '/media/products/p-1.webp', price: 1234 }).returning();
      const [size] = await db.select({ id: s.sizes.id }).from(s.sizes).limit(1);
      await db.insert(s.productSizes).values({ productId: added.id, sizeId: size.id, price: 0 });
      // One nobody ordered can be deleted.
      const [unordered] = rowsOf<{ id: number }>(await db.execute(sql`select id from products p where not exists (select 1 from order_items o where o.product_id = p.id) order by id limit 1`));
      await db.delete(s.products).where(eq(s.products.id, unordered.id));
      await caughtUp();
      await expectAllSame();
      await expectAllSame('gadget');
      await expectSame({ ...queries[0], filters: { sizeIds: [size.id] } });
      expect((await memoryListing.list(db, { ...queries[0], filters: { search: 'gadget' } })).ids).toEqual([added.id]);
      // All of it without building the index again.
      expect(indexState(db)!.builtAt).toBe(built);
      expect(indexState(db)!.changed).toBeGreaterThanOrEqual(3);

      // A change that touches many products (a shop closed) builds it again.
      const shopId = added.shopId;
      await db.update(s.shops).set({ isActive: false }).where(eq(s.shops.id, shopId));
      await caughtUp();
      expect(indexState(db)!.builtAt).toBeGreaterThan(built);
      await expectAllSame();
      await db.update(s.shops).set({ isActive: true }).where(eq(s.shops.id, shopId));
      await caughtUp();
      await expectAllSame();
    } finally {
      listingTuning.largeCatalogue = LARGE_CATALOGUE;
    }
  });
});
