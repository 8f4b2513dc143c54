// The demo data: deterministic (seeded randomness), with times relative to now.
import { access } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';
import { writeImages, type ImageSpec } from '../../media/generate';
import { seedCatalog } from './catalog';
import { shopSeeds } from './catalog-words';
import { seedContent } from './content';
import { seedOrders } from './orders';
import { seedPeople } from './people';
import { pictureSpecs } from './pictures';
import { createRandom } from './random';
import { seedQuestions } from './questions';
import { seedRecentViews } from './recent-views';
import { seedSettings } from './settings';
import { seedSynonyms } from './synonyms';
import { seedTickets } from './tickets';

export interface SeedOptions {
  /** Where generated images are written; null skips writing files (tests). */
  mediaDir: string | null;
  /** Number of products; 300 by default, 100000+ for scale tests. */
  products?: number;
  /** Seed of the pseudo-random generator; the same seed gives the same data. */
  randomSeed?: number;
  /** Told when a step of the seed is written (its name), for logs and the crash test. */
  progress?: (step: string) => void;
}

const palette = ['#e11d48', '#2563eb', '#16a34a', '#f59e0b', '#7c3aed', '#0d9488', '#db2777', '#ea580c', '#475569', '#0891b2'];

/** Every image the demo data refers to. */
export function imageSpecs(): ImageSpec[] {
  const specs: ImageSpec[] = [];
  const add = (file: string, width: number, height: number, kind: ImageSpec['kind'], i: number) =>
    specs.push({ file, width, height, kind, color: palette[i % palette.length] });
  add('brand/logo.webp', 320, 96, 'banner', 0);
  add('brand/footer-logo.webp', 320, 96, 'banner', 0);
  add('brand/app-logo.webp', 192, 192, 'logo', 0);
  add('brand/app-qr.webp', 210, 210, 'qr', 0);
  ['pay-stripe', 'pay-paypal', 'social-facebook', 'social-x', 'social-instagram', 'social-youtube', 'pay-sandbox'].forEach((name, i) =>
    add(`brand/${name}.webp`, 96, 96, 'logo', i + 1),
  );
  shopSeeds.forEach((shop, i) => {
    specs.push({ file: `shops/logo-${i + 1}.webp`, width: 256, height: 256, kind: 'logo', color: shop.color });
    specs.push({ file: `shops/banner-${i + 1}.webp`, width: 1200, height: 400, kind: 'banner', color: shop.color });
  });
  specs.push(...pictureSpecs());
  for (let i = 1; i <= 3; i++) add(`banners/banner-${i}.webp`, 1600, 600, 'banner', i);
  for (let i = 1; i <= 3; i++) add(`banners/ad-${i}.webp`, 800, 400, 'banner', i + 3);
  for (let i = 1; i <= 2; i++) add(`banners/flash-${i}.webp`, 800, 400, 'banner', i + 6);
  for (let i = 1; i <= 12; i++) add(`blog/b-${i}.webp`, 1200, 630, 'banner', i);
  for (let i = 1; i <= 8; i++) add(`avatars/a-${i}.webp`, 128, 128, 'avatar', i);
  return specs;
}

/** Moves every serial sequence past the ids the seed inserted explicitly. */
async function resetSequences(db: Db): Promise<void> {
  const result = await db.execute(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'id' and column_default like 'nextval%'`);
  const rows = rowsOf<{ table_name: string }>(result);
  for (const { table_name: table } of rows) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`),
    );
  }
}

/** Writes the demo pictures (always the same ones) into the media folder. */
export function writeDemoPictures(mediaDir: string): Promise<void> {
  return writeImages(mediaDir, imageSpecs(), createRandom(7));
}

/**
 * The demo pictures on a web server that did not seed the database itself (another server on the
 * same PostgreSQL did): written when its media folder lacks them. Answers whether it wrote them.
 */
export async function ensureDemoPictures(mediaDir: string): Promise<boolean> {
  const specs = imageSpecs();
  const missing = await Promise.all([specs[0], specs[specs.length - 1]].map((spec) => access(path.join(mediaDir, spec.file)).then(() => false, () => true)));
  if (!missing.some(Boolean)) return false;
  await writeDemoPictures(mediaDir);
  return true;
}

export async function seed(db: Db, options: SeedOptions): Promise<void> {
  const random = createRandom(options.randomSeed ?? 42);
  const now = Date.now();
  const productCount = options.products ?? 300;
  if (options.mediaDir) await writeDemoPictures(options.mediaDir);
  await seedSettings(db);
  options.progress?.('settings');
  const catalog = await seedCatalog(db, random, productCount, now);
  options.progress?.(`${productCount} products`);
  await seedPeople(db, random, catalog.shopIds, now);
  await seedOrders(db, now);
  await seedRecentViews(db, now);
  await seedTickets(db, now);
  await seedContent(db, random, catalog.productIds, now);
  await seedSynonyms(db);
  await seedQuestions(db, now);
  // The seed's own changes are the whole catalogue: one row says so (a listing index rebuilds).
  await db.execute(sql`delete from catalog_changes`);
  await db.execute(sql`insert into catalog_changes (product_id) values (null)`);
  await resetSequences(db);
}
