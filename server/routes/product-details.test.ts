import { eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import type { FlashSale } from '@/lib/api/schemas/catalog';
import type { ProductCard } from '@/server/services/product-cards';
import type { ProductDetails } from '@/server/services/product-details';
import { call, shopForTests, type Envelope, type TestShop } from '@/server/test/test-app';
import { readDate } from '@/lib/format-date';

jest.setTimeout(60_000);

let shop: TestShop;
shopForTests((started) => (shop = started));

interface Details {
  product: ProductDetails;
  related_products: ProductCard[];
  popular_products: ProductCard[];
}

interface Reviews {
  average_rating_percentage: { rating: number; total_review: number; percentages: Record<string, number> } | null;
  total: number;
  reviews: { id: number; customer_name: string; customer_profile: string | null; rating: number; description: string; created_at: string }[];
}

describe('GET /product-details', () => {
  it('gives the product with gallery, descriptions, meta and two rails', async () => {
    const answer = await call<Envelope<Details>>('/product-details?product_id=2');
    expect(answer.status).toBe(200);
    const { product, related_products: related, popular_products: popular } = answer.body.data;
    const [row] = await shop.handle.db.select().from(s.products).where(eq(s.products.id, 2));
    expect(product).toMatchObject({ id: 2, name: row.name, short_description: row.shortDescription, description: row.description, meta_title: row.metaTitle || row.name });
    expect(product.meta_description).toBe(row.metaDescription || row.name);
    expect(product.meta_keywords).toBe(row.metaKeywords);
    expect(product.thumbnails.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(product.thumbnails[0]).sort()).toEqual(['id', 'thumbnail', 'type', 'url']);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(6);
    expect(popular.length).toBeLessThanOrEqual(6);
    const stored = new Map((await shop.handle.db.select().from(s.products)).map((p) => [p.id, p]));
    expect(related.every((p) => p.id !== 2 && stored.get(p.id)!.categoryId === row.categoryId)).toBe(true);
    expect(popular.every((p) => p.id !== 2 && p.shop.id === row.shopId)).toBe(true);
  });

  it("gives the shop's delivery calendar with every destination, and none for a shop that delivers nowhere", async () => {
    const [row] = await shop.handle.db.select().from(s.products).where(eq(s.products.id, 2));
    const [seller] = await shop.handle.db.select().from(s.shops).where(eq(s.shops.id, row.shopId));
    const zones = await shop.handle.db.select().from(s.shopDeliveryZones).where(eq(s.shopDeliveryZones.shopId, row.shopId));
    const { product } = (await call<Envelope<Details>>('/product-details?product_id=2')).body.data;
    expect(product.delivery).toEqual({
      time_zone: seller.timeZone,
      handling_days: seller.handlingDays,
      cutoff_hour: seller.cutoffHour,
      dispatch_days: [...seller.dispatchDays].sort(),
      holidays: [...seller.holidays].sort(),
      country: seller.country,
      destinations: zones.map((zone) => ({ country: zone.country, region: zone.region, min_days: zone.minDays, max_days: zone.maxDays, charge: zone.charge / 100 })),
    });
    expect(product.delivery!.destinations.length).toBeGreaterThanOrEqual(3);
    await shop.handle.db.delete(s.shopDeliveryZones).where(eq(s.shopDeliveryZones.shopId, row.shopId));
    expect((await call<Envelope<Details>>('/product-details?product_id=2')).body.data.product.delivery).toBeNull();
    await shop.handle.db.insert(s.shopDeliveryZones).values(zones);
  });

  it('falls back to the name for a missing meta title and description, as the original does', async () => {
    await shop.handle.db.update(s.products).set({ metaTitle: null, metaDescription: null }).where(eq(s.products.id, 5));
    const { product } = (await call<Envelope<Details>>('/product-details?product_id=5')).body.data;
    const [row] = await shop.handle.db.select().from(s.products).where(eq(s.products.id, 5));
    expect([product.meta_title, product.meta_description]).toEqual([row.name, row.name]);
  });

  it('names the running flash sale of a product in one, and null otherwise', async () => {
    const flash = await shop.handle.db.select().from(s.flashSaleProducts);
    const running = flash.find((f) => f.flashSaleId === 1)!;
    const inSale = (await call<Envelope<Details>>(`/product-details?product_id=${running.productId}`)).body.data.product;
    expect(inSale.flash_sale).toMatchObject({ id: 1, products: null });
    expect((inSale.flash_sale as FlashSale).end_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(inSale.discount_price).toBe(running.price / 100);
    const outside = [...Array(40).keys()].map((i) => i + 1).find((id) => !flash.some((f) => f.productId === id))!;
    expect((await call<Envelope<Details>>(`/product-details?product_id=${outside}`)).body.data.product.flash_sale).toBeNull();
  });

  it('answers the original\'s 422 for an unknown or hidden product and for a malformed id', async () => {
    const invalid = { message: 'The selected product id is invalid.', errors: { product_id: ['The selected product id is invalid.'] } };
    expect(await call('/product-details?product_id=99999')).toMatchObject({ status: 422, body: invalid });
    await shop.handle.db.update(s.products).set({ isActive: false }).where(eq(s.products.id, 40));
    try {
      expect(await call('/product-details?product_id=40')).toMatchObject({ status: 422, body: invalid });
    } finally {
      await shop.handle.db.update(s.products).set({ isActive: true }).where(eq(s.products.id, 40));
    }
    expect((await call('/product-details?product_id=abc')).status).toBe(422);
    expect((await call('/product-details?product_id=1.5')).status).toBe(422);
    expect((await call('/product-details?product_id=99999999999999')).status).toBe(422);
    expect((await call('/product-details')).body).toEqual({ message: 'The product id field is required.', errors: { product_id: ['The product id field is required.'] } });
  });

  it('translates names into Arabic', async () => {
    const [row] = await shop.handle.db.select().from(s.products).where(eq(s.products.id, 3));
    const answer = await call<Envelope<Details>>('/product-details?product_id=3', { locale: 'ar' });
    expect(answer.body.data.product.name).toBe(row.i18n.ar.name);
  });
});

describe('GET /reviews', () => {
  it('lists the reviews of a product with the star distribution', async () => {
    const stored = await shop.handle.db.select().from(s.reviews).where(eq(s.reviews.productId, 1));
    expect(stored.length).toBeGreaterThan(0);
    const { data } = (await call<Envelope<Reviews>>('/reviews?product_id=1')).body;
    expect(data.total).toBe(stored.length);
    expect(data.reviews).toHaveLength(stored.length);
    const average = data.average_rating_percentage!;
    expect(average.total_review).toBe(stored.length);
    expect(average.rating).toBeCloseTo(stored.reduce((sum, r) => sum + r.rating, 0) / stored.length, 1);
    expect(Object.keys(average.percentages)).toEqual(['1', '2', '3', '4', '5']);
    const fives = stored.filter((r) => r.rating === 5).length;
    expect(average.percentages['5']).toBe(Math.round((fives * 100) / stored.length));
    expect(Object.keys(data.reviews[0]).sort()).toEqual(['created_at', 'customer_name', 'customer_profile', 'description', 'id', 'rating']);
    // The original's "F d, Y": "March 05, 2024".
    for (const review of data.reviews) expect(review.created_at).toMatch(/^[A-Z][a-z]+ \d{2}, \d{4}$/);
    const times = data.reviews.map((r) => readDate(r.created_at)?.date.getTime() ?? NaN);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages the reviews of a shop', async () => {
    const stored = await shop.handle.db.select().from(s.reviews).where(eq(s.reviews.shopId, 2));
    const { data } = (await call<Envelope<Reviews>>('/reviews?shop_id=2&page=2&per_page=5')).body;
    expect(data.total).toBe(stored.length);
    expect(data.reviews).toHaveLength(Math.min(5, stored.length - 5));
  });

  it('gives a zero summary before the first review, 422 for an unknown target and without one, as the original', async () => {
    const reviewed = new Set((await shop.handle.db.select({ id: s.reviews.productId }).from(s.reviews)).map((r) => r.id));
    const quiet = (await shop.handle.db.select({ id: s.products.id }).from(s.products)).find((p) => !reviewed.has(p.id))!;
    const answer0 = (await call<Envelope<Reviews>>(`/reviews?product_id=${quiet.id}`)).body;
    expect(answer0.message).toBe('reviews');
    expect(answer0.data).toEqual({
      average_rating_percentage: { rating: 0, total_review: 0, percentages: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
      total: 0,
      reviews: [],
    });
    expect(await call('/reviews?product_id=99999')).toMatchObject({ status: 422, body: { errors: { product_id: ['The selected product id is invalid.'] } } });
    expect(await call('/reviews?shop_id=99999')).toMatchObject({ status: 422, body: { errors: { shop_id: ['The selected shop id is invalid.'] } } });
    const answer = await call('/reviews');
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty('product_id');
  });
});

describe('GET /home and /banners', () => {
  it('gives every home section within its limits', async () => {
    // The listing index is built once per catalogue change, not per request: build it first.
    await call('/products?per_page=1');
    shop.statements.length = 0;
    const answer = await call<Envelope<Record<string, unknown>>>('/home?page=1&per_page=12');
    expect(answer.status).toBe(200);
    // A fixed number of statements: nothing is read once per product, shop or category (each
    // reader of the listing index asks the catalogue's version once: the categories in use too).
    expect(shop.statements.length).toBeLessThanOrEqual(26);
    const data = answer.body.data as {
      banners: { id: number; title: string; thumbnail: string }[];
      ads: unknown[];
      categories: { sub_categories: unknown[] }[];
      shops: unknown[];
      popular_products: ProductCard[];
      just_for_you: { total: number; products: ProductCard[] };
      incoming_flash_sale: FlashSale | null;
      running_flash_sale: FlashSale | null;
    };
    expect(data.banners.length).toBe(3);
    expect(data.ads.length).toBe(3);
    expect(data.categories.length).toBe(10);
    expect(data.shops.length).toBeLessThanOrEqual(8);
    expect(data.popular_products.length).toBe(6);
    expect(data.just_for_you.total).toBe(40);
    expect(data.just_for_you.products).toHaveLength(12);
    expect(data.running_flash_sale?.products?.length).toBe(9);
    expect(data.running_flash_sale?.start_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(data.incoming_flash_sale).toMatchObject({ id: 2, products: null });
    const second = await call<Envelope<{ just_for_you: { products: ProductCard[] } }>>('/home?page=2&per_page=12');
    expect(second.body.data.just_for_you.products[0].id).not.toBe(data.just_for_you.products[0].id);
 
  });

  it('pages "just for you" by 8 unless asked otherwise, and shows the best rated shops, as the original', async () => {
    type Home = { shops: { id: number; rating: number }[]; just_for_you: { total: number; products: ProductCard[] } };
    const home = (await call<Envelope<Home>>('/home')).body.data;
    expect(home.just_for_you.total).toBe(40);
    const first16 = (await call<Envelope<Home>>('/home?page=1&per_page=16')).body.data.just_for_you.products.map((p) => p.id);
    expect(home.just_for_you.products.map((p) => p.id)).toEqual(first16.slice(0, 8));
    expect((await call<Envelope<Home>>('/home?page=2')).body.data.just_for_you.products.map((p) => p.id)).toEqual(first16.slice(8, 16));
    const ratings = home.shops.map((x) => x.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('has no flash sale sections when none is planned', async () => {
    const saved = await shop.handle.db.select().from(s.flashSales);
    await shop.handle.db.update(s.flashSales).set({ startAt: new Date(Date.now() - 9e9), endAt: new Date(Date.now() - 8e9) });
    try {
      const { data } = (await call<Envelope<{ running_flash_sale: null; incoming_flash_sale: null }>>('/home?per_page=1')).body;
      expect(data.running_flash_sale).toBeNull();
      expect(data.incoming_flash_sale).toBeNull();
    } finally {
      for (const sale of saved) await shop.handle.db.update(s.flashSales).set({ startAt: sale.startAt, endAt: sale.endAt }).where(eq(s.flashSales.id, sale.id));
    }
  });

  it('lists banners in the language asked for', async () => {
    const { data } = (await call<Envelope<{ banners: { title: string }[] }>>('/banners', { locale: 'ar' })).body;
    expect(data.banners).toHaveLength(3);
    expect(data.banners[0].title).toMatch(/[\u0600-\u06FF]/);
  });
});
