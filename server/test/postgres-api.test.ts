// The same API on PostgreSQL (DATABASE_URL): parameter typing and result shapes differ from
// PGlite's, so every public read runs here too, against a throw-away cluster.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '@/server/db/client';
import * as s from '@/server/db/schema';
import type { TestCluster } from '@/server/db/testing/postgres-cluster';
import { memoryListing, type ListingQuery } from '@/server/services/catalog-index';
import type { ProductCard } from '@/server/services/product-cards';
import { shopOnPostgres } from './postgres-shop';
import { call, type Envelope, type TestShop } from './test-app';

jest.setTimeout(120_000);

let cluster: TestCluster;
let shop: TestShop;
shopOnPostgres((started, startedCluster) => {
  shop = started;
  cluster = startedCluster;
});

describe('API on PostgreSQL', () => {
  it('answers every public read', async () => {
    const paths = [
      '/master', '/lang/ar', '/countries', '/home?page=1&per_page=6', '/banners', '/products?per_page=10&sort_type=low_to_high&min_price=1&max_price=300&rating=4',
      '/products?category_id=1,2&color_id=1,2,3&size_id=1,2', '/category-products?brand_id=1,2,3', '/product-details?product_id=1', '/reviews?product_id=1',
      '/reviews?shop_id=1&page=1&per_page=3', '/categories?page=1&per_page=3', '/sub-categories?category_id=1', '/shops?search=urban', '/shops/1',
      '/shops/top', '/shop-categories?shop_id=1', '/flash-sales', '/flash-sale/1/details?category_id=1', '/blogs?category_id=1', '/blog/1/details',
      '/blog/how-to-choose-running-shoes/details', '/legal-pages/about-us', '/contact-us',
    ];
    for (const path of paths) {
      for (const locale of ['en', 'ar']) {
        const answer = await call<unknown>(path, { locale });
        expect({ path, locale, status: answer.status }).toEqual({ path, locale, status: 200 });
      }
    }
  });

  it('finds products despite typos', async () => {
    const [row] = await shop.handle.db
      .insert(s.products)
      .values({ shopId: 2, categoryId: 2, name: 'Leather Messenger Bag', thumbnail: '/media/products/p-2.webp', price: 8900 })
      .returning();
    const answer = await call<Envelope<{ total: number; products: ProductCard[] }>>('/products?search=Laether%20Messenger');
    expect(answer.status).toBe(200);
    expect(answer.body.data.products.map((product) => product.id)).toEqual([row.id]);
  });

  it('runs the queries of a search in parallel without sharing one connection', async () => {
    // pg queues a query sent to a connection that is still busy (and will refuse it in pg 9):
    // count, per connection, the queries sent while another is still running.
    const busy = new WeakMap<object, number>();
    let overlaps = 0;
    const original = pg.Client.prototype.query;
    const spy = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const running = busy.get(this) ?? 0;
      if (running > 0) overlaps += 1;
      busy.set(this, running + 1);
      const result = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise) void result.finally(() => busy.set(this, (busy.get(this) ?? 1) - 1)).catch(() => undefined);
      else busy.set(this, running);
      return result;
    } as typeof original);
    try {
      const answers = await Promise.all(['leather', 'lether', 'bag'].map((q) => call<Envelope<{ total: number }>>(`/products?search=${q}&sort_type=low_to_high`)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers[1].body.data.total).toBeGreaterThan(0);
    } finally {
      spy.mockRestore();
    }
    expect(overlaps).toBe(0);
  });

  it("serves listings on a second web server from an index that follows the first one's changes", async () => {
    const second = await openDatabase({ url: cluster.url });
    try {
      const cheapest: ListingQuery = { filters: {}, sort: 'low_to_high', limit: 3, offset: 0, locale: 'en' };
      const before = await memoryListing.list(second.db, cheapest);
      const [first] = before.ids;
      await shop.handle.db.update(s.products).set({ isActive: false }).where(eq(s.products.id, first));
      const after = await memoryListing.list(second.db, cheapest);
      expect(after.ids).not.toContain(first);
      expect(after.total).toBe(before.total - 1);
      await shop.handle.db.update(s.products).set({ isActive: true }).where(eq(s.products.id, first));
      expect((await memoryListing.list(second.db, cheapest)).ids[0]).toBe(first);
    } finally {
      await second.close();
    }
  });

  it('stores contact messages and refuses bad input with 4xx', async () => {
    const sent = await call('/support', { method: 'POST', json: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' } });
    expect(sent.status).toBe(200);
    for (const path of ['/products?search=%00', '/shops/99999999999', '/blog/%00/details', '/product-details?product_id=2147483648']) {
      const answer = await call(path);
      expect({ path, ok: answer.status >= 400 && answer.status < 500 }).toEqual({ path, ok: true });
    }
  });

  it('counts rate-limited attempts in the database, where every web server sees them', async () => {
    const message = (n: number) => ({ method: 'POST', json: { name: 'A', email: `limit-${n}@example.com`, subject: 'S', message: 'M' }, headers: { 'X-Forwarded-For': '198.51.100.42' } });
    for (let n = 1; n <= 5; n += 1) expect((await call('/support', message(n))).status).toBe(200);
    expect((await call('/support', message(6))).status).toBe(429);
    const [row] = await shop.handle.db.select().from(s.rateLimits).where(eq(s.rateLimits.key, 'content.supportPerIp:198.51.100.42'));
    expect(row.points).toBe(6);
    expect(row.expire).toBeGreaterThan(Date.now());
    // The count is the row: another server reads the same one, and with it gone the address may send again.
    await shop.handle.db.delete(s.rateLimits).where(eq(s.rateLimits.key, 'content.supportPerIp:198.51.100.42'));
    expect((await call('/support', message(7))).status).toBe(200);
  });

  it('reads a page of products in a fixed number of statements', async () => {
    // The listing index is rebuilt once per catalogue change, not per request: build it first.
    await call('/products?per_page=1');
    shop.statements.length = 0;
    await call('/products?per_page=3');
    const small = shop.statements.length;
    shop.statements.length = 0;
    await call('/products?per_page=40');
    expect(small).toBeGreaterThan(0);
    expect(shop.statements.length).toBe(small);
  });
});
