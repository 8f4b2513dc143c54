import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { demoCustomer } from '@/lib/demo-credentials';
import { openDatabase, type DbHandle } from '../client';
import * as s from '../schema';
import { writeImages } from '../../media/generate';
import { CATEGORY_SHOP } from './catalog-words';
import { nounPictures } from './pictures';
import { createRandom } from './random';
import { imageSpecs, seed } from '.';

jest.setTimeout(60_000);

async function seeded(): Promise<DbHandle> {
  const handle = await openDatabase({ memory: true });
  await handle.migrate();
  await seed(handle.db, { mediaDir: null, products: 40 });
  return handle;
}

let first: DbHandle;
beforeAll(async () => {
  first = await seeded();
});
afterAll(() => first.close());

describe('demo data', () => {
  it('is the same on every run', async () => {
    const second = await seeded();
    const query = (h: DbHandle) => h.db.select({ name: s.products.name, price: s.products.price, quantity: s.products.quantity }).from(s.products).orderBy(s.products.id);
    expect(await query(second)).toEqual(await query(first));
    await second.close();
  });

  it('has the shops, categories, products, sales and posts the demo needs', async () => {
    const db = first.db;
    const count = async (table: Parameters<typeof db.select>[0] extends never ? never : Parameters<ReturnType<typeof db.select>['from']>[0]) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
    expect(await count(s.shops)).toBeGreaterThanOrEqual(8);
    expect(await count(s.categories)).toBe(10);
    expect(await count(s.products)).toBe(40);
    expect(await count(s.blogs)).toBe(12);
    const subs = await db.select({ categoryId: s.subCategories.categoryId }).from(s.subCategories);
    expect(new Set(subs.map((r) => r.categoryId)).size).toBe(10);
    const offline = await db.select().from(s.shops).where(sql`${s.shops.lastSeenAt} < now() - interval '10 minutes'`);
    expect(offline.length).toBeGreaterThanOrEqual(1);
    const running = await db.select().from(s.flashSales).where(sql`${s.flashSales.startAt} <= now() and ${s.flashSales.endAt} > now()`);
    const incoming = await db.select().from(s.flashSales).where(sql`${s.flashSales.startAt} > now()`);
    expect(running).toHaveLength(1);
    expect(incoming).toHaveLength(1);
    const stock = await db.select({ q: s.products.quantity }).from(s.products);
    expect(stock.some((r) => r.q === 0) || stock.some((r) => r.q <= 5)).toBe(true);
  });

  it('uses every footer item type, one external menu link, en and ar, and USD by default', async () => {
    const db = first.db;
    const types = new Set((await db.select({ type: s.footerItems.type }).from(s.footerItems)).map((r) => r.type));
    expect([...types].sort()).toEqual(['app_store', 'email', 'link', 'logo', 'phone', 'social_links', 'text']);
    const external = await db.select().from(s.menus).where(eq(s.menus.isExternal, true));
    expect(external).toHaveLength(1);
    const languages = await db.select().from(s.languages);
    // French texts are seeded for an operator to offer the language; the shop offers only these.
    expect(languages.map((l) => [l.name, l.direction, l.isDefault]).sort()).toEqual([['ar', 'rtl', false], ['en', 'ltr', true]]);
    const [currency] = await db.select().from(s.currencies).where(eq(s.currencies.isDefault, true));
    expect(currency).toMatchObject({ name: 'USD', symbol: '$' });
    expect((await db.select().from(s.currencies)).length).toBeGreaterThanOrEqual(3);
  });

  it('has Arabic names, summaries and descriptions for every product, shop and post, and English with the right article', async () => {
    const arabic = /[\u0600-\u06FF]/;
    const products = await first.db.select({ i18n: s.products.i18n, short: s.products.shortDescription }).from(s.products);
    const shops = await first.db.select({ i18n: s.shops.i18n }).from(s.shops);
    const posts = await first.db.select({ i18n: s.blogs.i18n }).from(s.blogs);
    for (const row of [...products, ...shops]) {
      const ar = (row.i18n as { ar?: Record<string, string> }).ar ?? {};
      for (const field of ['name', 'short_description', 'description']) expect(ar[field]).toMatch(arabic);
    }
    for (const row of posts) {
      const ar = (row.i18n as { ar?: Record<string, string> }).ar ?? {};
      for (const field of ['title', 'description']) expect(ar[field]).toMatch(arabic);
    }
    for (const { short } of products) expect(short).not.toMatch(/\bA [aeiou]/);
  });

  it('has French names for every shop and category, and none for products', async () => {
    const db = first.db;
    const french = (i18n: unknown) => (i18n as { fr?: Record<string, string> }).fr ?? {};
    const named = [
      ...(await db.select({ name: s.shops.name, i18n: s.shops.i18n }).from(s.shops)),
      ...(await db.select({ name: s.categories.name, i18n: s.categories.i18n }).from(s.categories)),
      ...(await db.select({ name: s.subCategories.name, i18n: s.subCategories.i18n }).from(s.subCategories)),
    ];
    for (const row of named) expect([row.name, french(row.i18n).name]).toEqual([row.name, expect.stringMatching(/\S/)]);
    expect(named.filter((row) => french(row.i18n).name !== row.name).length).toBeGreaterThan(named.length / 2);
    // A shop's catalogue is often untranslated: products fall back to English in French.
    const products = await db.select({ i18n: s.products.i18n }).from(s.products);
    for (const product of products) expect(french(product.i18n)).toEqual({});
  });

  it('reads like a marketplace: each category sold by its shop, sizes only for clothes and shoes', async () => {
    const products = await first.db.select({ id: s.products.id, name: s.products.name, shopId: s.products.shopId, categoryId: s.products.categoryId }).from(s.products);
    for (const product of products) expect([product.name, product.shopId]).toEqual([product.name, CATEGORY_SHOP[product.categoryId - 1]]);
    const sized = await first.db.selectDistinct({ name: s.products.name }).from(s.productSizes).innerJoin(s.products, eq(s.products.id, s.productSizes.productId));
    expect(sized.length).toBeGreaterThan(0);
    for (const { name } of sized) expect(name).toMatch(/\b(Jacket|Shirt|Sneakers|Boots)\b/);
    // Sub-categories keep their ids; the ones added later follow them, and products sit in their own category's.
    const subs = await first.db.select({ id: s.subCategories.id, name: s.subCategories.name, categoryId: s.subCategories.categoryId }).from(s.subCategories).orderBy(s.subCategories.id);
    expect([subs[0].name, subs[35].name, subs[36].name, subs[37].name]).toEqual(['Phones', 'Medical Supplies', 'Outdoor Play', 'Stationery']);
    const placed = await first.db.select({ categoryId: s.products.categoryId, subCategoryId: s.products.subCategoryId }).from(s.products);
    for (const { categoryId, subCategoryId } of placed) expect(subs.find((sub) => sub.id === subCategoryId)!.categoryId).toBe(categoryId);
  });

  it('shows each product in pictures of its own kind, every one of them generated', async () => {
    const db = first.db;
    const generated = new Set(imageSpecs().map((spec) => `/media/${spec.file}`));
    // The English noun leads the product's keywords ("Kettle, Ceramic, Home & Kitchen").
    const products = await db.select({ id: s.products.id, thumbnail: s.products.thumbnail, keywords: s.products.metaKeywords }).from(s.products);
    const picturesOf = new Map(products.map((p) => [p.id, nounPictures(p.keywords!.split(', ')[0]).map((file) => `/media/${file}`)]));
    for (const { id, thumbnail } of products) expect(picturesOf.get(id)).toContain(thumbnail);
    const images = await db.select({ productId: s.productImages.productId, type: s.productImages.type, thumbnail: s.productImages.thumbnail, url: s.productImages.url }).from(s.productImages);
    for (const image of images) {
      expect(picturesOf.get(image.productId)).toContain(image.thumbnail);
      if (image.type === 'image') expect(image.url).toBe(image.thumbnail);
    }
    const videos = images.filter((image) => image.type === 'video');
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) expect(video.thumbnail).toBe(products.find((p) => p.id === video.productId)!.thumbnail);
    const categories = [...(await db.select({ thumbnail: s.categories.thumbnail }).from(s.categories)), ...(await db.select({ thumbnail: s.subCategories.thumbnail }).from(s.subCategories))];
    for (const { thumbnail } of [...products, ...images, ...categories]) expect(generated).toContain(thumbnail);
  });

  it('creates the demo customer with a verifiable password', async () => {
    const [user] = await first.db.select().from(s.users).where(eq(s.users.email, demoCustomer.email));
    expect(user.phone).toBe(demoCustomer.phone);
    expect(await verify(user.passwordHash!, demoCustomer.password)).toBe(true);
    expect(await verify(user.passwordHash!, 'wrong-password')).toBe(false);
  });

  it('lets later inserts take fresh ids', async () => {
    const [row] = await first.db.insert(s.brands).values({ name: 'Brand new' }).returning();
    expect(row.id).toBeGreaterThan(15);
  });
});

describe('generated images', () => {
  it('writes real WebP files of the requested size', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'media-'));
    try {
      await writeImages(dir, [{ file: 'x/one.webp', width: 120, height: 80, kind: 'product', color: '#2563eb' }], createRandom(1));
      const meta = await sharp(path.join(dir, 'x/one.webp')).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 120, height: 80 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
