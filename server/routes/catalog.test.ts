import { and, eq, inArray } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import type { Category, FlashSale, Shop, SubCategory } from '@/lib/api/schemas/catalog';
import type { ProductCard } from '@/server/services/product-cards';
import { call, shopForTests, type Envelope, type TestShop } from '@/server/test/test-app';

jest.setTimeout(60_000);

let shop: TestShop;
shopForTests((started) => (shop = started));

const data = async <D>(path: string, locale?: string): Promise<D> => {
  const answer = await call<Envelope<D>>(path, { locale });
  expect({ path, status: answer.status }).toEqual({ path, status: 200 });
  return answer.body.data;
};

describe('categories', () => {
  it('lists categories with subcategories, paged or whole', async () => {
    const all = await data<{ total: number; categories: Category[] }>('/categories');
    expect(all.total).toBe(10);
    expect(all.categories).toHaveLength(10);
    expect(Object.keys(all.categories[0]).sort()).toEqual(['id', 'name', 'sub_categories', 'thumbnail', 'updated_at']);
    expect(all.categories.every((c) => c.sub_categories.length > 0)).toBe(true);
    const page = await data<{ total: number; categories: Category[] }>('/categories?page=2&per_page=4');
    expect(page.total).toBe(10);
    expect(page.categories.map((c) => c.id)).toEqual(all.categories.slice(4, 8).map((c) => c.id));
    const ar = await data<{ categories: Category[] }>('/categories', 'ar');
    expect(ar.categories[0].name).toBe('إلكترونيات');
    expect(ar.categories[0].sub_categories[0].name).toBe('هواتف');
    const fr = await data<{ categories: Category[] }>('/categories', 'fr');
    expect([fr.categories[0].name, fr.categories[0].sub_categories[0].name]).toEqual(['Électronique', 'Téléphones']);
  });

  it('leaves out categories without a product a shopper can see, as the original does', async () => {
    await shop.handle.db.update(s.products).set({ isActive: false }).where(eq(s.products.categoryId, 10));
    try {
      const { total, categories } = await data<{ total: number; categories: Category[] }>('/categories');
      expect(total).toBe(9);
      expect(categories.map((c) => c.id)).not.toContain(10);
    } finally {
      await shop.handle.db.update(s.products).set({ isActive: true }).where(eq(s.products.categoryId, 10));
    }
  });

  it('lists the subcategories of a category', async () => {
    const { sub_categories: subs } = await data<{ sub_categories: SubCategory[] }>('/sub-categories?category_id=2');
    const stored = await shop.handle.db.select().from(s.subCategories).where(eq(s.subCategories.categoryId, 2));
    expect(subs.map((sub) => sub.id).sort()).toEqual(stored.map((sub) => sub.id).sort());
    expect(Object.keys(subs[0]).sort()).toEqual(['id', 'name', 'thumbnail']);
    expect((await call('/sub-categories?category_id=zero')).status).toBe(422);
    // The original's rule required|exists:categories,id.
    expect(await call('/sub-categories')).toMatchObject({ status: 422, body: { errors: { category_id: ['The category id field is required.'] } } });
    expect(await call('/sub-categories?category_id=999')).toMatchObject({
      status: 422,
      body: { message: 'The selected category id is invalid.', errors: { category_id: ['The selected category id is invalid.'] } },
    });
    expect((await call('/sub-categories?category_id=2')).body).toMatchObject({ message: 'Sub categories list' });
  });

  it('lists the categories a shop sells in', async () => {
    const rows = await shop.handle.db.select().from(s.products).where(eq(s.products.shopId, 1));
    const expected = [...new Set(rows.map((p) => p.categoryId))].sort((a, b) => a - b);
    const result = await data<{ total: number; categories: Category[] }>('/shop-categories?shop_id=1');
    expect(result.total).toBe(expected.length);
    expect(result.categories.map((c) => c.id).sort((a, b) => a - b)).toEqual(expected);
    expect((await call('/shop-categories')).status).toBe(422);
    expect(await call('/shop-categories?shop_id=999')).toMatchObject({
      status: 422,
      body: { message: 'The selected shop id is invalid.', errors: { shop_id: ['The selected shop id is invalid.'] } },
    });
  });
});

describe('update times (ours, for sitemaps)', () => {
  const categoryTime = async (id: number) => (await data<{ categories: (Category & { updated_at: string })[] }>('/categories')).categories.find((category) => category.id === id)!.updated_at;
  const shopTime = async (id: number) => (await data<{ shops: (Shop & { updated_at: string })[] }>('/shops?per_page=100')).shops.find((x) => x.id === id)!.updated_at;

  it('dates a category by its last change or its subcategories’, not by its place in the list', async () => {
    const db = shop.handle.db;
    const [category] = await db.select().from(s.categories).where(eq(s.categories.id, 1));
    const seeded = await categoryTime(1);
    expect(seeded).toBe(category.updatedAt.toISOString());
    await db.update(s.categories).set({ position: category.position + 100 }).where(eq(s.categories.id, 1));
    expect(await categoryTime(1)).toBe(seeded);
    const before = Date.now() - 1000;
    await db.update(s.categories).set({ name: `${category.name} (renamed)` }).where(eq(s.categories.id, 1));
    const renamed = await categoryTime(1);
    expect(new Date(renamed).getTime()).toBeGreaterThanOrEqual(before);
    await db.update(s.categories).set({ name: category.name, position: category.position }).where(eq(s.categories.id, 1));
    // A subcategory added, renamed or removed changes the category's page.
    await db.update(s.categories).set({ updatedAt: new Date('2020-01-01T00:00:00Z') }).where(eq(s.categories.id, 1));
    const [sub] = await db.insert(s.subCategories).values({ categoryId: 1, name: 'Added', thumbnail: '/media/x.webp' }).returning();
    expect(new Date(await categoryTime(1)).getTime()).toBeGreaterThanOrEqual(before);
    await db.update(s.categories).set({ updatedAt: new Date('2020-01-01T00:00:00Z') }).where(eq(s.categories.id, 1));
    await db.delete(s.subCategories).where(eq(s.subCategories.id, sub.id));
    expect(new Date(await categoryTime(1)).getTime()).toBeGreaterThanOrEqual(before);
  });

  it('dates a shop by what its page shows, not by its owner’s last visit', async () => {
    const db = shop.handle.db;
    const [row] = await db.select().from(s.shops).where(eq(s.shops.id, 2));
    const seeded = await shopTime(2);
    // Seeded shops have not changed since they opened.
    expect(seeded).toBe(row.createdAt.toISOString());
    await db.update(s.shops).set({ lastSeenAt: new Date() }).where(eq(s.shops.id, 2));
    expect(await shopTime(2)).toBe(seeded);
    const before = Date.now() - 1000;
    await db.update(s.shops).set({ deliveryCharge: row.deliveryCharge + 1 }).where(eq(s.shops.id, 2));
    expect(new Date(await shopTime(2)).getTime()).toBeGreaterThanOrEqual(before);
    await db.update(s.shops).set({ deliveryCharge: row.deliveryCharge, lastSeenAt: row.lastSeenAt, updatedAt: row.updatedAt }).where(eq(s.shops.id, 2));
    expect(await shopTime(2)).toBe(seeded);
  });
});

describe('shops', () => {
  it('lists shops with counts and online status', async () => {
    const result = await data<{ total: number; shops: Shop[] }>('/shops');
    expect(result.total).toBe(9);
    const first = result.shops.find((x) => x.id === 1)!;
    expect(Object.keys(first).sort()).toEqual(['banner', 'id', 'logo', 'name', 'rating', 'shop_status', 'total_categories', 'total_products', 'total_reviews', 'updated_at'].sort());
    const products = await shop.handle.db.select().from(s.products).where(eq(s.products.shopId, 1));
    expect(first.total_products).toBe(products.length);
    expect(first.total_categories).toBe(new Set(products.map((p) => p.categoryId)).size);
    expect(first.shop_status).toBe('Online');
    expect(result.shops.find((x) => x.id === 9)!.shop_status).toBe('Offline');
    const paged = await data<{ total: number; shops: Shop[] }>('/shops?page=2&per_page=4');
    expect(paged.total).toBe(9);
    expect(paged.shops.map((x) => x.id)).toEqual(result.shops.slice(4, 8).map((x) => x.id));
  });

  it('lists only shops with a product a shopper can see, as the original does', async () => {
    const before = await data<{ total: number; shops: Shop[] }>('/shops');
    await shop.handle.db.update(s.products).set({ isActive: false }).where(eq(s.products.shopId, 4));
    try {
      const after = await data<{ total: number; shops: Shop[] }>('/shops');
      expect(after.total).toBe(before.total - 1);
      expect(after.shops.map((x) => x.id)).not.toContain(4);
    } finally {
      await shop.handle.db.update(s.products).set({ isActive: true }).where(eq(s.products.shopId, 4));
    }
  });

  it('searches shops by name in either language, taking % and _ literally', async () => {
    expect((await data<{ shops: Shop[] }>('/shops?search=urban')).shops.map((x) => x.name)).toEqual(['Urban Threads']);
    expect((await data<{ shops: Shop[] }>(`/shops?search=${encodeURIComponent('أربن')}`, 'ar')).shops.map((x) => x.id)).toEqual([2]);
    expect((await data<{ shops: Shop[] }>('/shops?search=panier', 'fr')).shops.map((x) => [x.id, x.name])).toEqual([[8, 'Le Panier Frais']]);
    expect((await data<{ total: number }>('/shops?search=%25')).total).toBe(0);
    expect((await call(`/shops?search=${'x'.repeat(10_000)}`)).status).toBe(422);
  });

  it('gives one shop with descriptions and banners', async () => {
    const { shop: details } = await data<{ shop: Omit<Shop, 'total_reviews'> & { total_reviews: number; short_description: string; description: string; banners: { id: number; title: string | null; thumbnail: string }[] } }>('/shops/3');
    expect(details).toMatchObject({ id: 3, name: 'Casa Living' });
    expect(details.short_description).toContain('Casa Living');
    expect(details.description).toMatch(/^<p>/);
    expect(details.banners).toHaveLength(2);
    // As the original's shop details: reviews counted as a number, banners as BannerResource.
    const [row] = await shop.handle.db.select().from(s.shops).where(eq(s.shops.id, 3));
    expect(details.total_reviews).toBe(row.totalReviews);
    expect(details.banners.every((banner) => Object.keys(banner).sort().join() === 'id,thumbnail,title' && banner.title === null)).toBe(true);
    expect((await call('/shops/999')).status).toBe(404);
    expect((await call('/shops/abc')).status).toBe(422);
  });

  it('gives the ten best rated shops', async () => {
    const { shops } = await data<{ shops: Shop[] }>('/shops/top');
    expect(shops.length).toBeLessThanOrEqual(10);
    expect(shops.map((x) => x.rating)).toEqual([...shops.map((x) => x.rating)].sort((a, b) => b - a));
  });
});

describe('flash sales', () => {
  it('gives the running and the incoming sale without products', async () => {
    const result = await data<{ running_flash_sale: FlashSale; incoming_flash_sale: FlashSale }>('/flash-sales');
    expect(result.running_flash_sale).toMatchObject({ id: 1, name: 'Weekend Flash Sale', products: null });
    expect(result.incoming_flash_sale).toMatchObject({ id: 2, products: null });
    expect(Object.keys(result.running_flash_sale).sort()).toEqual(['end_date', 'id', 'name', 'products', 'start_date', 'thumbnail']);
    const [row] = await shop.handle.db.select().from(s.flashSales).where(eq(s.flashSales.id, 1));
    expect(result.running_flash_sale.end_date).toBe(row.endAt.toISOString().slice(0, 19).replace('T', ' '));
  });

  it('gives a sale with its products, paged and by category', async () => {
    const stored = await shop.handle.db.select().from(s.flashSaleProducts).where(eq(s.flashSaleProducts.flashSaleId, 1));
    const all = await data<{ total_products: number; flash_sale: FlashSale; products: ProductCard[] }>('/flash-sale/1/details?per_page=100');
    expect(all.total_products).toBe(stored.length);
    expect(all.flash_sale.id).toBe(1);
    const prices = new Map(stored.map((r) => [r.productId, r.price / 100]));
    expect(all.products.every((p) => p.discount_price === prices.get(p.id))).toBe(true);
    const paged = await data<{ products: ProductCard[] }>('/flash-sale/1/details?page=2&per_page=5');
    expect(paged.products.map((p) => p.id)).toEqual(all.products.slice(5, 10).map((p) => p.id));
    const categoryId = (await shop.handle.db.select().from(s.products).where(eq(s.products.id, stored[0].productId)))[0].categoryId;
    const byCategory = await data<{ total_products: number; products: ProductCard[] }>(`/flash-sale/1/details?category_id=${categoryId}`);
    expect(byCategory.total_products).toBeGreaterThan(0);
    expect(byCategory.total_products).toBeLessThan(stored.length);
    expect((await call('/flash-sale/99/details')).status).toBe(404);
  });

  it('pages a sale\'s products by 18 unless per_page says otherwise, as the original does', async () => {
    const inSale = new Set((await shop.handle.db.select().from(s.flashSaleProducts)).map((r) => r.productId));
    const extra = (await shop.handle.db.select().from(s.products)).filter((p) => !inSale.has(p.id)).slice(0, 10);
    await shop.handle.db.insert(s.flashSaleProducts).values(extra.map((p) => ({ flashSaleId: 1, productId: p.id, price: Math.max(1, p.price - 100), quantity: 5 })));
    try {
      const all = await data<{ total_products: number; products: ProductCard[] }>('/flash-sale/1/details?per_page=100');
      expect(all.products.length).toBeGreaterThan(18);
      const unpaged = await data<{ total_products: number; products: ProductCard[] }>('/flash-sale/1/details');
      expect(unpaged.total_products).toBe(all.total_products);
      expect(unpaged.products.map((p) => p.id)).toEqual(all.products.slice(0, 18).map((p) => p.id));
      const second = await data<{ products: ProductCard[] }>('/flash-sale/1/details?page=2');
      expect(second.products.map((p) => p.id)).toEqual(all.products.slice(18, 36).map((p) => p.id));
    } finally {
      await shop.handle.db.delete(s.flashSaleProducts).where(and(eq(s.flashSaleProducts.flashSaleId, 1), inArray(s.flashSaleProducts.productId, extra.map((p) => p.id))));
    }
    expect((await call('/flash-sale/x/details')).status).toBe(422);
  });
});

describe('messages', () => {
  it('answers the original\'s message on each catalogue call', async () => {
    const expected: [string, string][] = [
      ['/home', 'home'],
      ['/banners', 'all banners'],
      ['/products?per_page=1', 'products'],
      ['/product-details?product_id=1', 'product details'],
      ['/categories?per_page=1', 'categories'],
      ['/shops?per_page=1', 'shops'],
      ['/shops/top', 'top shops'],
      ['/shops/1', 'shop details'],
      ['/shop-categories?shop_id=1', 'Shop categories'],
      ['/flash-sales', 'incoming and running flash sale'],
      ['/flash-sale/1/details', 'flash sale details'],
      ['/blogs?per_page=1', 'all blog posts'],
      ['/blog/1/details', 'blog details'],
      ['/legal-pages/about-us', 'Legal Page'],
      ['/contact-us', 'Contact Us'],
    ];
    for (const [path, message] of expected) expect({ path, message: (await call<{ message: string }>(path)).body.message }).toEqual({ path, message });
  });
});
