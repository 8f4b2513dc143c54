// The sitemap shards' entries read through the contract client: from the built-in backend (in
// process, seeded), every entry of every shard has the real time its page last changed; from a
// backend that sends no update times (made here by removing them from the built-in one's
// answers), entries have none rather than a made-up one.
import { desc, eq } from 'drizzle-orm';
import { createApi, type Api } from '@/lib/api/client';
import { categoryHref } from '@/lib/catalog-links';
import { app } from '@/server/app';
import * as s from '@/server/db/schema';
import { shopForTests, type TestShop } from '@/server/test/test-app';
import type { SitemapEntry } from './sitemap';
import { shardEntriesOf } from './sitemap-entries';

jest.setTimeout(60_000);

let shop: TestShop;
shopForTests((started) => (shop = started));

const builtIn: Api = createApi({ transport: async (request) => app.fetch(request), baseUrl: 'http://shop.test/api', locale: 'en' });

/** Drops the update times this backend adds to the contract, and its own sitemap call. */
function withoutUpdateTimes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUpdateTimes);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (['updated_at', 'latest_updated_at', 'settings_updated_at'].includes(key) ? [] : [[key, withoutUpdateTimes(item)]])));
}

const other: Api = createApi({
  transport: async (request) => {
    if (new URL(request.url).pathname.endsWith('/sitemap-products')) return Response.json({ message: 'Not found' }, { status: 404 });
    const answer = await app.fetch(request);
    if (!answer.headers.get('content-type')?.includes('json')) return answer;
    return Response.json(withoutUpdateTimes(await answer.json()), { status: answer.status });
  },
  baseUrl: 'http://shop.test/api',
  locale: 'en',
});

const entries = async (api: Api, name: string): Promise<SitemapEntry[]> => (await shardEntriesOf(api, name)) ?? [];
const byPath = (list: SitemapEntry[]) => new Map(list.map((entry) => [entry.path, entry.lastModified]));
const newest = (times: Date[]) => new Date(Math.max(...times.map((time) => time.getTime()))).toISOString();
/** The time among these that is the latest, as written. */
const latest = (times: string[]) => times.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
/** A category's path as the sitemap writes it. */
const categoryPath = async (id: number) => categoryHref((await builtIn.categories({ per_page: 100 })).categories.find((category) => category.id === id)!);

describe('sitemap entries from the built-in backend', () => {
  it('date every entry of every shard', async () => {
    for (const name of ['pages', 'categories', 'shops', 'blogs', 'products-1']) {
      const list = await entries(builtIn, name);
      expect(list.length).toBeGreaterThan(0);
      const undated = list.filter((entry) => !entry.lastModified || Number.isNaN(Date.parse(entry.lastModified)));
      expect({ name, undated: undated.map((entry) => entry.path) }).toEqual({ name, undated: [] });
    }
  });

  it('date the pages that show settings only (contact, support, seller application) by the last change of a setting', async () => {
    const db = shop.handle.db;
    const before = Date.now();
    await db.update(s.settings).set({ value: 'support@marketly.example' }).where(eq(s.settings.key, 'email'));
    const pages = byPath(await entries(builtIn, 'pages'));
    for (const path of ['/contact-us', '/support', '/shop/register']) expect(Date.parse(pages.get(path) ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // A setting written by someone who gives the time keeps it; the newest change counts.
    const later = new Date(Date.now() + 86_400_000);
    await db.update(s.settings).set({ value: 'Marketly', updatedAt: later }).where(eq(s.settings.key, 'app_name'));
    expect(byPath(await entries(builtIn, 'pages')).get('/contact-us')).toBe(later.toISOString());
    await db.update(s.settings).set({ updatedAt: new Date(before) }).where(eq(s.settings.key, 'app_name'));
  });

  it('date categories, shops and policy pages by their own update time', async () => {
    const db = shop.handle.db;
    const when = new Date('2026-03-04T05:06:07.000Z');
    await db.update(s.categories).set({ updatedAt: when }).where(eq(s.categories.id, 2));
    expect(byPath(await entries(builtIn, 'categories')).get(await categoryPath(2))).toBe(when.toISOString());
    await db.update(s.shops).set({ updatedAt: when }).where(eq(s.shops.id, 3));
    expect(byPath(await entries(builtIn, 'shops')).get('/shops/3')).toBe(when.toISOString());
    await db.update(s.legalPages).set({ updatedAt: when }).where(eq(s.legalPages.slug, 'return-and-refund-policy'));
    await db.update(s.legalPages).set({ updatedAt: new Date('2026-01-02T00:00:00.000Z') }).where(eq(s.legalPages.slug, 'shipping-and-delivery-policy'));
    const pages = byPath(await entries(builtIn, 'pages'));
    expect(pages.get('/return-policy')).toBe(when.toISOString());
    expect(pages.get('/page/shipping-and-delivery-policy')).toBe('2026-01-02T00:00:00.000Z');
  });

  it('date a listing by the last change of what it lists, and the home page by the last of all', async () => {
    const db = shop.handle.db;
    const pages = byPath(await entries(builtIn, 'pages'));
    const products = await db.select({ updatedAt: s.products.updatedAt }).from(s.products).where(eq(s.products.isActive, true)).orderBy(desc(s.products.updatedAt)).limit(1);
    for (const path of ['/products', '/most-popular', '/best-deal']) expect(pages.get(path)).toBe(products[0].updatedAt.toISOString());
    const categories = await entries(builtIn, 'categories');
    expect(pages.get('/categories')).toBe(newest(categories.map((entry) => new Date(entry.lastModified!))));
    const shops = await entries(builtIn, 'shops');
    expect(pages.get('/shops')).toBe(newest(shops.map((entry) => new Date(entry.lastModified!))));
    const blogs = await entries(builtIn, 'blogs');
    expect(pages.get('/blogs')).toBe(latest(blogs.map((entry) => entry.lastModified!)));
    expect(pages.get('/')).toBe(latest(['/products', '/categories', '/shops', '/blogs'].map((path) => pages.get(path)!)));
  });

  it('move a category’s lastmod when one of its subcategories changes', async () => {
    const db = shop.handle.db;
    await db.update(s.categories).set({ updatedAt: new Date('2020-01-01T00:00:00.000Z') }).where(eq(s.categories.id, 1));
    const before = Date.now() - 1000;
    await db.insert(s.subCategories).values({ categoryId: 1, name: 'New shelf', thumbnail: '/media/shelf.webp' });
    const lastModified = byPath(await entries(builtIn, 'categories')).get(await categoryPath(1));
    expect(new Date(lastModified!).getTime()).toBeGreaterThanOrEqual(before);
  });
});

describe('sitemap entries from a backend without update times', () => {
  it('have no lastmod where the backend gives no time, and keep the blog posts’ dates', async () => {
    for (const name of ['categories', 'shops', 'products-1']) {
      const list = await entries(other, name);
      expect(list.length).toBeGreaterThan(0);
      expect(list.filter((entry) => entry.lastModified !== undefined)).toEqual([]);
    }
    const pages = byPath(await entries(other, 'pages'));
    for (const path of ['/products', '/categories', '/shops', '/terms-and-conditions', '/privacy-policy', '/return-policy', '/about-us', '/page/shipping-and-delivery-policy']) expect(pages.get(path)).toBeUndefined();
    // Blog posts are dated by the contract's own created_at.
    expect(pages.get('/blogs')).toBeDefined();
    expect(pages.get('/')).toBe(pages.get('/blogs'));
  });
});
