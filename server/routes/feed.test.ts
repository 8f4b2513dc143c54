import { eq, sql } from 'drizzle-orm';
import { feedProductsSchema, type FeedProducts } from '@/lib/api/schemas/catalog';
import * as s from '@/server/db/schema';
import type { ProductCard } from '@/server/services/product-cards';
import { call, shopForTests, type Envelope, type TestShop } from '@/server/test/test-app';

jest.setTimeout(60_000);

let shop: TestShop;
shopForTests((started) => (shop = started));

async function page(query: string, locale?: string): Promise<FeedProducts> {
  const answer = await call<Envelope<unknown>>(`/feed-products${query}`, { locale });
  expect(answer.status).toBe(200);
  // The answer is the contract's: the storefront reads it through this schema.
  return feedProductsSchema.parse(answer.body.data);
}

/** Every page from the start, following next_after_id. */
async function readAll(perPage: number, locale?: string) {
  const pages: FeedProducts[] = [];
  let after = 0;
  for (;;) {
    const next = await page(`?after_id=${after}&per_page=${perPage}`, locale);
    pages.push(next);
    if (next.next_after_id === null) return pages;
    after = next.next_after_id;
  }
}

describe('GET /feed-products', () => {
  it('lists every visible product once, by id, paged by the last id seen', async () => {
    const pages = await readAll(15);
    const ids = pages.flatMap((one) => one.products.map((product) => product.id));
    const all = await call<Envelope<{ total: number; products: ProductCard[] }>>('/products');
    expect(ids).toHaveLength(all.body.data.total);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids)).toEqual(new Set(all.body.data.products.map((product) => product.id)));
    expect(pages.at(-1)!.next_after_id).toBeNull();
  });

  it('gives each product the price, stock and shop of its card, with its summary', async () => {
    const [first] = (await page('?per_page=1')).products;
    const details = await call<Envelope<{ product: ProductCard & { short_description: string } }>>(`/product-details?product_id=${first.id}`);
    const card = details.body.data.product;
    expect(first).toMatchObject({ name: card.name, price: card.price, discount_price: card.discount_price, quantity: card.quantity, short_description: card.short_description });
    expect(first.shop).toMatchObject({ id: card.shop.id, delivery_charge: card.shop.delivery_charge });
  });

  it("gives the delivery calendar of every shop on the page, once per shop", async () => {
    const one = await page('?after_id=0&per_page=30');
    const shopIds = [...new Set(one.products.map((product) => product.shop!.id))].sort((a, b) => a - b);
    expect(Object.keys(one.delivery_plans!).map(Number).sort((a, b) => a - b)).toEqual(shopIds);
    const [seller] = await shop.handle.db.select().from(s.shops).where(eq(s.shops.id, shopIds[0]));
    expect(one.delivery_plans![String(shopIds[0])]).toMatchObject({ time_zone: seller.timeZone, country: seller.country, handling_days: seller.handlingDays });
  });

  it('dates the price of a product in a running flash sale', async () => {
    const [running] = await shop.handle.db
      .select({ productId: s.flashSaleProducts.productId, endAt: s.flashSales.endAt })
      .from(s.flashSaleProducts)
      .innerJoin(s.flashSales, eq(s.flashSales.id, s.flashSaleProducts.flashSaleId))
      .where(sql`${s.flashSales.startAt} <= now() and ${s.flashSales.endAt} > now()`)
      .limit(1);
    expect(running).toBeDefined();
    const [product] = (await page(`?after_id=${running.productId - 1}&per_page=1`)).products;
    expect(product.id).toBe(running.productId);
    expect(product.sale_ends_at).toBe(running.endAt.toISOString());
    expect(product.sale_starts_at).not.toBeNull();
  });

  it('leaves out a product that is hidden', async () => {
    const [first] = (await page('?per_page=1')).products;
    await shop.handle.db.update(s.products).set({ isActive: false }).where(eq(s.products.id, first.id));
    try {
      const ids = (await readAll(100)).flatMap((one) => one.products.map((product) => product.id));
      expect(ids).not.toContain(first.id);
    } finally {
      await shop.handle.db.update(s.products).set({ isActive: true }).where(eq(s.products.id, first.id));
    }
  });

  it('refuses paging it cannot serve with the contract error', async () => {
    for (const query of ['?after_id=-1', '?after_id=abc', '?per_page=0', '?per_page=1001']) {
      const answer = await call<Envelope<unknown> & { errors: Record<string, string[]> }>(`/feed-products${query}`);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors).length).toBe(1);
    }
  });
});
