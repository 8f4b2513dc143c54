import { desc, eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { shortCount } from '@/server/services/format';
import type { ProductCard } from '@/server/services/product-cards';
import type { ProductFacets } from '@/server/services/product-list';
import { call, startTestShop, type Envelope, type TestShop } from '@/server/test/test-app';

jest.setTimeout(60_000);

interface ProductList {
  total: number;
  products: ProductCard[];
  filters: ProductFacets;
}

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  // The demo's products have no French names: an operator who adds French gives some theirs.
  const [first] = await shop.handle.db.select().from(s.products).where(eq(s.products.id, 1));
  await shop.handle.db
    .update(s.products)
    .set({ name: 'Ceramic Speaker', i18n: { ...first.i18n, fr: { name: 'Enceinte en céramique' } } })
    .where(eq(s.products.id, 1));
});
afterAll(() => shop.close());

const list = async (query: string, locale?: string) => {
  const answer = await call<Envelope<ProductList>>(`/products${query}`, { locale });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

/** Product rows as stored, for checking what the API says about them. */
const rows = () => shop.handle.db.select().from(s.products);
const effective = (p: { price: number; discountPrice: number }) => (p.discountPrice > 0 ? p.discountPrice : p.price);
const ids = (cards: ProductCard[]) => cards.map((card) => card.id);

describe('GET /products', () => {
  it('returns every product without paging, and pages of per_page with it', async () => {
    const all = await list('');
    expect(all.total).toBe(40);
    expect(all.products).toHaveLength(40);
    const first = await list('?page=1&per_page=15');
    const third = await list('?page=3&per_page=15');
    expect(first.total).toBe(40);
    expect(first.products).toHaveLength(15);
    expect(third.products).toHaveLength(10);
    expect(ids(first.products)).toEqual(ids(all.products).slice(0, 15));
    expect(ids(third.products)).toEqual(ids(all.products).slice(30));
    expect((await list('?page=99&per_page=15')).products).toEqual([]);
  });

  it('describes each product as the ProductCard of the contract', async () => {
    const { products } = await list('?per_page=100');
    const card = products[0];
    expect(Object.keys(card).sort()).toEqual(
      ['brand', 'colors', 'discount_percentage', 'discount_price', 'id', 'is_favorite', 'name', 'price', 'quantity', 'rating', 'shop', 'sizes', 'thumbnail', 'total_reviews', 'total_sold', 'unit'].sort(),
    );
    expect(Object.keys(card.shop).sort()).toEqual(['delivery_charge', 'estimated_delivery_time', 'id', 'last_online', 'logo', 'name', 'rating'].sort());
    const flashIds = new Set((await shop.handle.db.select().from(s.flashSaleProducts).where(eq(s.flashSaleProducts.flashSaleId, 1))).map((r) => r.productId));
    const stored = new Map((await rows()).map((row) => [row.id, row]));
    for (const p of products.filter((c) => !flashIds.has(c.id))) {
      const row = stored.get(p.id)!;
      expect(p.price).toBe(row.price / 100);
      expect(p.discount_price).toBe(row.discountPrice / 100);
      expect(p.quantity).toBe(row.quantity);
      // Two decimals, as the original writes it (33.33, not 33).
      expect(p.discount_percentage).toBe(row.discountPrice ? Math.round(((row.price - row.discountPrice) * 10000) / row.price) / 100 : 0);
      expect(p.total_sold).toBe(row.totalSold.toLocaleString('en-US'));
      expect(p.total_reviews).toBe(shortCount(row.totalReviews));
      expect(p.is_favorite).toBe(false);
    }
    expect(products.some((p) => /^\d{1,3},\d{3}$/.test(p.total_sold))).toBe(true);
    expect(products.some((p) => !Number.isInteger(p.discount_percentage))).toBe(true);
    expect(products.some((p) => p.sizes.some((size) => size.price > 0))).toBe(true);
    expect(products.some((p) => p.colors.some((color) => /^#[0-9a-f]{6}$/.test(color.color_code ?? '')))).toBe(true);
    expect(products.every((p) => typeof p.brand === 'string' && p.unit !== null && typeof p.unit.name === 'string')).toBe(true);
    // The seeded offline shop (last seen days ago) is not online.
    expect(products.find((p) => p.shop.id === 9)?.shop.last_online).toBe(false);
    expect(products.find((p) => p.shop.id === 1)?.shop.last_online).toBe(true);
  });

  it('abbreviates review counts as the original does, with up to two decimals', async () => {
    const [row] = await shop.handle.db.select().from(s.products).where(eq(s.products.id, 7));
    await shop.handle.db.update(s.products).set({ totalReviews: 1234 }).where(eq(s.products.id, 7));
    try {
      expect((await list('?per_page=100')).products.find((p) => p.id === 7)!.total_reviews).toBe('1.23K');
    } finally {
      await shop.handle.db.update(s.products).set({ totalReviews: row.totalReviews }).where(eq(s.products.id, 7));
    }
  });

  it('shows the flash price and stock while a flash sale runs', async () => {
    const [sale] = await shop.handle.db.select().from(s.flashSaleProducts).where(eq(s.flashSaleProducts.flashSaleId, 1)).limit(1);
    const [row] = await shop.handle.db.select().from(s.products).where(eq(s.products.id, sale.productId));
    const card = (await list('?per_page=100')).products.find((p) => p.id === sale.productId)!;
    expect(card.discount_price).toBe(sale.price / 100);
    expect(card.quantity).toBe(sale.quantity - sale.sold);
    expect(card.price).toBe(row.price / 100);
    expect(card.discount_percentage).toBe(Math.round(((row.price - sale.price) * 10000) / row.price) / 100);
  });

  it('filters by shop, category, subcategory and brand, one id or several', async () => {
    const stored = await rows();
    const cases: [string, (row: (typeof stored)[number]) => boolean][] = [
      ['shop_id=2', (r) => r.shopId === 2],
      ['category_id=3', (r) => r.categoryId === 3],
      ['category_id=1,2', (r) => r.categoryId === 1 || r.categoryId === 2],
      [`sub_category_id=${stored[0].subCategoryId}`, (r) => r.subCategoryId === stored[0].subCategoryId],
      [`brand_id=${stored[0].brandId},${stored[1].brandId}`, (r) => r.brandId === stored[0].brandId || r.brandId === stored[1].brandId],
    ];
    for (const [query, keep] of cases) {
      const expected = stored.filter(keep).map((r) => r.id).sort((a, b) => a - b);
      expect(expected.length).toBeGreaterThan(0);
      const { total, products } = await list(`?${query}`);
      expect(total).toBe(expected.length);
      expect(ids(products).sort((a, b) => a - b)).toEqual(expected);
    }
  });

  it('filters by colour and size', async () => {
    const [color] = await shop.handle.db.select().from(s.productColors).limit(1);
    const withColor = (await shop.handle.db.select().from(s.productColors).where(eq(s.productColors.colorId, color.colorId))).map((r) => r.productId);
    const { products } = await list(`?color_id=${color.colorId}`);
    expect(ids(products).sort((a, b) => a - b)).toEqual([...new Set(withColor)].sort((a, b) => a - b));
    expect(products.every((p) => p.colors.some((c) => c.id === color.colorId))).toBe(true);

    const [size] = await shop.handle.db.select().from(s.productSizes).limit(1);
    const sized = await list(`?size_id=${size.sizeId}`);
    expect(sized.total).toBeGreaterThan(0);
    expect(sized.products.every((p) => p.sizes.some((v) => v.id === size.sizeId))).toBe(true);
  });

  it('filters by rating band [r, r+1)', async () => {
    const stored = await rows();
    for (const rating of [3, 4]) {
      const { products } = await list(`?rating=${rating}`);
      const expected = stored.filter((r) => Number(r.rating) >= rating && Number(r.rating) < rating + 1).length;
      expect(products).toHaveLength(expected);
      expect(products.every((p) => p.rating >= rating && p.rating < rating + 1)).toBe(true);
    }
  });

  it('filters by price range on the price paid, and its facets ignore the range', async () => {
    const stored = await rows();
    const expected = stored.filter((r) => effective(r) >= 5000 && effective(r) <= 20000).length;
    const ranged = await list('?min_price=50&max_price=200');
    expect(ranged.total).toBe(expected);
    const unranged = await list('');
    expect(ranged.filters).toEqual(unranged.filters);
    // Whole numbers, as the original sends them, rounded outwards.
    expect(unranged.filters.min_price).toBe(Math.floor(Math.min(...stored.map(effective)) / 100));
    expect(unranged.filters.max_price).toBe(Math.ceil(Math.max(...stored.map(effective)) / 100));
    expect(Number.isInteger(unranged.filters.min_price) && Number.isInteger(unranged.filters.max_price)).toBe(true);
  });

  it('gives the sizes, colours and brands of the result set as facets', async () => {
    const { products, filters } = await list('?category_id=2');
    const sizeIds = [...new Set(products.flatMap((p) => p.sizes.map((v) => v.id)))].sort((a, b) => a - b);
    const colorIds = [...new Set(products.flatMap((p) => p.colors.map((v) => v.id)))].sort((a, b) => a - b);
    expect(filters.sizes.map((v) => v.id)).toEqual(sizeIds);
    expect(filters.colors.map((v) => v.id)).toEqual(colorIds);
    expect(filters.colors.every((c) => typeof c.color_code === 'string')).toBe(true);
    expect(filters.brands.map((b) => b.name).sort()).toEqual([...new Set(products.map((p) => p.brand))].sort());
  });

  it('sorts by each sort_type', async () => {
    const stored = new Map((await rows()).map((row) => [row.id, row]));
    const order = async (sort: string) => ids((await list(`?sort_type=${sort}`)).products).map((id) => stored.get(id)!);
    const isSorted = (values: number[], direction: 1 | -1) => values.every((v, i) => i === 0 || (v - values[i - 1]) * direction >= 0);
    expect(isSorted((await order('top_selling')).map((r) => r.totalSold), -1)).toBe(true);
    expect(isSorted((await order('popular_product')).map((r) => r.viewCount), -1)).toBe(true);
    expect(isSorted((await order('newest')).map((r) => r.createdAt.getTime()), -1)).toBe(true);
    expect(isSorted((await order('just_for_you')).map((r) => r.createdAt.getTime()), -1)).toBe(true);
    expect(isSorted((await order('high_to_low')).map(effective), -1)).toBe(true);
    expect(isSorted((await order('low_to_high')).map(effective), 1)).toBe(true);
    expect((await order('default')).length).toBe(40);
  });

  it('finds products despite typos, best match first', async () => {
    const [row] = await shop.handle.db
      .insert(s.products)
      .values({ shopId: 1, categoryId: 2, name: 'Leather Travel Bag', thumbnail: '/media/products/p-1.webp', price: 5000, i18n: { ar: { name: 'حقيبة سفر جلدية' } } })
      .returning();
    try {
      const typo = await list('?search=Laether&per_page=100');
      expect(ids(typo.products)).toContain(row.id);
      expect(typo.products.every((p) => /leather/i.test(p.name))).toBe(true);
      const words = await list('?search=travel%20bag');
      expect(words.products[0]?.id).toBe(row.id);
      const waterproof = await list('?search=Watreproof');
      expect(waterproof.products.length).toBeGreaterThan(0);
      expect(waterproof.products.every((p) => /waterproof/i.test(p.name))).toBe(true);
      expect((await list('?search=qqqqxxzz')).total).toBe(0);
      const arabic = await list(`?search=${encodeURIComponent('حقيبة سفر')}&per_page=100`, 'ar');
      expect(arabic.products.map((p) => p.name)).toContain('حقيبة سفر جلدية');
    } finally {
      await shop.handle.db.delete(s.products).where(eq(s.products.id, row.id));
    }
  });

  it('finds products by their name in the language asked for, French included', async () => {
    const [speaker] = await shop.handle.db.select().from(s.products).where(eq(s.products.id, 1));
    const french = speaker.i18n.fr.name;
    expect(french).toBe('Enceinte en céramique');
    for (const search of ['enceinte', 'enceinte en ceramique', 'céramique', 'Enceinte%20c%C3%A9ramique']) {
      const found = await list(`?search=${encodeURIComponent(decodeURIComponent(search))}`, 'fr-FR,fr;q=0.9');
      expect([search, found.products[0]?.name]).toEqual([search, french]);
    }
    // A name in any of the product's languages finds it in every language of the shop.
    expect(ids((await list('?search=enceinte')).products)).toContain(speaker.id);
    expect(ids((await list('?search=ceramic%20speaker', 'fr')).products)).toContain(speaker.id);
    // Names without French are found by their English name, and read in English.
    const untranslated = (await list('?search=waterproof', 'fr')).products;
    expect(untranslated.length).toBeGreaterThan(0);
    expect(untranslated.every((p) => /waterproof/i.test(p.name))).toBe(true);
  });

  it('names products, colours, units and shops in the language asked for', async () => {
    const [row] = await shop.handle.db.select().from(s.products).where(eq(s.products.id, 1));
    const ar = (await list('?per_page=100', 'ar-EG,ar;q=0.9,en;q=0.5')).products.find((p) => p.id === 1)!;
    expect(ar.name).toBe(row.i18n.ar.name);
    expect(ar.shop.name).toMatch(/[\u0600-\u06FF]/);
    expect(ar.unit?.name).toMatch(/[\u0600-\u06FF]/);
    const en = (await list('?per_page=100', 'en-US')).products.find((p) => p.id === 1)!;
    expect(en.name).toBe(row.name);
    // A product without a name in the language asked for has its base name.
    const french = (await list('?per_page=100', 'fr')).products;
    expect(french.find((p) => p.id === 1)!.name).toBe(row.i18n.fr.name);
    const [untranslated] = await shop.handle.db.select().from(s.products).where(eq(s.products.id, 6));
    expect(untranslated.i18n.fr).toBeUndefined();
    expect(french.find((p) => p.id === 6)!.name).toBe(untranslated.name);
    expect((await list('?per_page=100', 'de')).products.find((p) => p.id === 1)!.name).toBe(row.name);
  });

  it('hides inactive products', async () => {
    await shop.handle.db.update(s.products).set({ isActive: false }).where(eq(s.products.id, 5));
    try {
      expect(ids((await list('')).products)).not.toContain(5);
      expect((await call('/product-details?product_id=5')).status).toBe(422);
    } finally {
      await shop.handle.db.update(s.products).set({ isActive: true }).where(eq(s.products.id, 5));
    }
  });

  it('answers /category-products exactly like /products', async () => {
    const a = await call('/category-products?category_id=4&sort_type=low_to_high');
    const b = await call('/products?category_id=4&sort_type=low_to_high');
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
  });

  it('costs the same few statements for a page of 5 and a page of 40 (no query per product)', async () => {
    const count = async (query: string) => {
      shop.statements.length = 0;
      await list(query);
      return shop.statements.length;
    };
    const small = await count('?per_page=5');
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThanOrEqual(10);
    expect(await count('?per_page=40&category_id=1,2,3&sort_type=top_selling')).toBe(small);
    const search = await count('?per_page=5&search=wireless');
    expect(search).toBeLessThanOrEqual(small + 3);
    expect(await count('?per_page=40&search=leather&sort_type=newest')).toBe(search);
  });

  it('refuses bad filters with 422 and field errors', async () => {
    for (const query of ['page=0', 'per_page=101', 'per_page=-3', 'page=abc', 'category_id=x', 'brand_id=1,,2', 'rating=9', 'min_price=-1', 'max_price=1e99', 'sort_type=cheapest', `search=${'a'.repeat(201)}`, 'shop_id=99999999999']) {
      const answer = await call(`/products?${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 422 });
      expect(answer.body.message).toMatch(/^The .+\.( \(and \d+ more errors?\))?$/);
      expect(Object.keys(answer.body.errors ?? {})).toHaveLength(1);
    }
    const answer = await call('/products?per_page=abc&page=-1');
    expect(answer.body).toEqual({
      message: 'The page field must be at least 1. (and 1 more error)',
      errors: { page: ['The page field must be at least 1.'], per_page: ['The per page field must be an integer.'] },
    });
  });
});

describe('GET /sitemap-products', () => {
  it('lists every listed product by id ascending with its date, a page at a time, without cards', async () => {
    const all = await list('');
    const visible = ids(all.products).sort((a, b) => a - b);
    const first = await call<Envelope<{ total: number; products: { id: number; updated_at: string }[] }>>('/sitemap-products?page=1&per_page=7');
    const second = await call<Envelope<{ total: number; products: { id: number; updated_at: string }[] }>>('/sitemap-products?page=2&per_page=7');
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(all.total);
    expect([...first.body.data.products, ...second.body.data.products].map((product) => product.id)).toEqual(visible.slice(0, 14));
    expect(Object.keys(first.body.data.products[0]).sort()).toEqual(['id', 'updated_at']);
    expect(new Date(first.body.data.products[0].updated_at).getTime()).not.toBeNaN();
    const [hidden] = await rows();
    await shop.handle.db.update(s.products).set({ isActive: false }).where(eq(s.products.id, hidden.id));
    const after = await call<Envelope<{ total: number; products: { id: number }[] }>>('/sitemap-products');
    expect(after.body.data.products.map((product) => product.id)).not.toContain(hidden.id);
    await shop.handle.db.update(s.products).set({ isActive: true }).where(eq(s.products.id, hidden.id));
    expect((await call('/sitemap-products?per_page=5001')).status).toBe(422);
  });

  it("dates each product by its last change: a new price or stock moves it, a view does not", async () => {
    type Dated = Envelope<{ products: { id: number; updated_at: string }[] }>;
    const dateOf = async (id: number) => (await call<Dated>('/sitemap-products')).body.data.products.find((product) => product.id === id)!.updated_at;
    const [product] = await rows();
    const seeded = await dateOf(product.id);
    // Seeded products have not changed since they were listed.
    expect(seeded).toBe(product.createdAt.toISOString());
    await shop.handle.db.update(s.products).set({ viewCount: product.viewCount + 1, totalSold: product.totalSold + 1 }).where(eq(s.products.id, product.id));
    expect(await dateOf(product.id)).toBe(seeded);
    const before = Date.now();
    await shop.handle.db.update(s.products).set({ price: product.price + 100 }).where(eq(s.products.id, product.id));
    const repriced = await dateOf(product.id);
    expect(new Date(repriced).getTime()).toBeGreaterThanOrEqual(before - 1000);
    await shop.handle.db.update(s.products).set({ price: product.price, quantity: product.quantity }).where(eq(s.products.id, product.id));
    expect(new Date(await dateOf(product.id)).getTime()).toBeGreaterThanOrEqual(new Date(repriced).getTime());
  });

  it('gives the last change of any setting, moved when a setting’s value changes', async () => {
    type Settings = Envelope<{ settings_updated_at: string | null }>;
    const settingsAt = async () => (await call<Settings>('/sitemap-products?per_page=1')).body.data.settings_updated_at;
    const first = await settingsAt();
    expect(Number.isNaN(Date.parse(first ?? ''))).toBe(false);
    const before = Date.now();
    await shop.handle.db.update(s.settings).set({ value: '+1 555 0100 201' }).where(eq(s.settings.key, 'mobile'));
    expect(Date.parse((await settingsAt()) ?? '')).toBeGreaterThanOrEqual(before - 1000);
    await shop.handle.db.update(s.settings).set({ value: '+1 555 0100 200' }).where(eq(s.settings.key, 'mobile'));
  });

  it('gives the last change of any listed product, for the listings’ own lastmod', async () => {
    type Latest = Envelope<{ latest_updated_at: string | null }>;
    const latest = async () => (await call<Latest>('/sitemap-products?per_page=1')).body.data.latest_updated_at;
    const newest = await shop.handle.db.select({ id: s.products.id, updatedAt: s.products.updatedAt, isActive: s.products.isActive }).from(s.products).orderBy(desc(s.products.updatedAt));
    const listed = newest.filter((row) => row.isActive);
    expect(await latest()).toBe(listed[0].updatedAt.toISOString());
    // A hidden product's change is no listing's.
    const future = new Date(Date.now() + 86_400_000);
    await shop.handle.db.update(s.products).set({ isActive: false, updatedAt: future }).where(eq(s.products.id, listed[0].id));
    expect(await latest()).not.toBe(future.toISOString());
    await shop.handle.db.update(s.products).set({ isActive: true, updatedAt: new Date(future.getTime() + 1) }).where(eq(s.products.id, listed[0].id));
    expect(await latest()).toBe(new Date(future.getTime() + 1).toISOString());
    await shop.handle.db.update(s.products).set({ updatedAt: listed[0].updatedAt }).where(eq(s.products.id, listed[0].id));
  });
});
