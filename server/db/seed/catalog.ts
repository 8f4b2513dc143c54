// Shops, categories and products with their variants, galleries, stock, reviews and flash sales.
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as s from '../schema';
import { mediaUrl } from '../../media/generate';
import { insertInBatches } from './batch';
import { brandNames, categorySeeds, colorSeeds, shopSeeds, sizeNames, unitSeeds } from './catalog-words';
import { categoryPicture } from './pictures';
import { productBatches, type CatalogTotals } from './product-rows';
import type { Random } from './random';

const DAY = 86_400_000;

/** Products generated and inserted at a time: memory stays flat however many are seeded. */
export const PRODUCT_BATCH = 5000;

export interface CatalogResult {
  /** The ids of the first products (at most 60), for blog links. */
  productIds: number[];
  shopIds: number[];
  /** [productId, price, discountPrice] of the first products, for flash sales and blog links. */
  sample: { id: number; price: number; shopId: number }[];
}

/** The shops' delivery calendars in turn: a shop in New York, one in Dubai, one in London. */
const deliveryCalendars = [
  { country: 'US', timeZone: 'America/New_York', handlingDays: 1, cutoffHour: 14, dispatchDays: [1, 2, 3, 4, 5], holidays: ['2026-12-25', '2027-01-01'], fastRegion: 'NY' },
  // The weekend is Friday and Saturday there.
  { country: 'AE', timeZone: 'Asia/Dubai', handlingDays: 1, cutoffHour: 12, dispatchDays: [7, 1, 2, 3, 4], holidays: ['2026-12-02', '2026-12-03'], fastRegion: 'DU' },
  { country: 'GB', timeZone: 'Europe/London', handlingDays: 0, cutoffHour: 16, dispatchDays: [1, 2, 3, 4, 5, 6], holidays: ['2026-12-25', '2026-12-26'], fastRegion: 'LND' },
];

function shopCalendar(i: number) {
  const { fastRegion: _, ...calendar } = deliveryCalendars[i % deliveryCalendars.length];
  return calendar;
}

export async function seedCatalog(db: Db, random: Random, productCount: number, now: number): Promise<CatalogResult> {
  const ownerHash = await hash('password');
  const shopIds = shopSeeds.map((_, i) => i + 1);
  await db.insert(s.shops).values(
    shopSeeds.map((shop, i) => ({
      id: i + 1,
      name: shop.name[0],
      ownerEmail: `shop${i + 1}@example.com`,
      ownerPasswordHash: ownerHash,
      logo: mediaUrl(`shops/logo-${i + 1}.webp`),
      banner: mediaUrl(`shops/banner-${i + 1}.webp`),
      i18n: {
        ar: {
          name: shop.name[1],
          short_description: `${shop.name[1]}: منتجات مختارة بعناية، تُشحن باهتمام.`,
          description: `<p>يخدم ${shop.name[1]} عملاءه منذ عام ${2015 + (i % 8)}. يُفحص كل طلب قبل أن يغادر المتجر.</p>`,
        },
        fr: {
          name: shop.name[2],
          short_description: `${shop.name[2]} : des produits choisis avec soin, expédiés avec attention.`,
          description: `<p>${shop.name[2]} sert ses clients depuis ${2015 + (i % 8)}. Chaque commande est vérifiée avant de quitter la boutique.</p>`,
        },
      },
      shortDescription: `${shop.name[0]}: hand-picked products, shipped with care.`,
      description: `<p>${shop.name[0]} has served happy customers since ${2015 + (i % 8)}. Every order is checked before it leaves the store.</p>`,
      estimatedDeliveryTime: `${2 + (i % 3)}-${5 + (i % 3)} days`,
      deliveryCharge: [0, 299, 499, 199][i % 4],
      ...shopCalendar(i),
      // The last shop has been away for days: it shows as Offline.
      lastSeenAt: i === shopSeeds.length - 1 ? new Date(now - 3 * DAY) : new Date(now),
      createdAt: new Date(now - (400 - i * 20) * DAY),
      // Seeded shops have not changed since they opened.
      updatedAt: new Date(now - (400 - i * 20) * DAY),
    })),
  );
  // Each shop delivers at home in its estimated time, faster to one region, and abroad in four
  // days more for a flat charge.
  await db.insert(s.shopDeliveryZones).values(
    shopIds.flatMap((id, i) => {
      const home = deliveryCalendars[i % deliveryCalendars.length];
      const days = { minDays: 2 + (i % 3), maxDays: 5 + (i % 3) };
      return [
        { shopId: id, country: home.country, ...days, charge: [0, 299, 499, 199][i % 4] },
        { shopId: id, country: home.country, region: home.fastRegion, minDays: 1, maxDays: 2, charge: [0, 299, 499, 199][i % 4] },
        ...deliveryCalendars
          .filter((other) => other.country !== home.country)
          .map((other) => ({ shopId: id, country: other.country, minDays: days.minDays + 4, maxDays: days.maxDays + 4, charge: 1499 })),
      ];
    }),
  );
  await db.insert(s.shopBanners).values(
    shopIds.flatMap((id) => [1, 2].map((n) => ({ shopId: id, thumbnail: mediaUrl(`shops/banner-${((id + n - 1) % shopIds.length) + 1}.webp`), position: n }))),
  );

  const subIdsByCategory: Map<string, number>[] = categorySeeds.map(() => new Map());
  let subId = 0;
  await db.insert(s.categories).values(
    categorySeeds.map((c, i) => ({ id: i + 1, slug: c.slug, name: c.name[0], i18n: { ar: { name: c.name[1] }, fr: { name: c.name[2] } }, thumbnail: mediaUrl(categoryPicture(i)), position: i + 1 })),
  );
  // Sub-categories added later (laterSubs) take the ids after all the first ones, which keep theirs.
  const subRow = (i: number, sub: (typeof categorySeeds)[number]['subs'][number], position: number) => {
    subId += 1;
    subIdsByCategory[i].set(sub[0], subId);
    return { id: subId, categoryId: i + 1, name: sub[0], i18n: { ar: { name: sub[1] }, fr: { name: sub[2] } }, thumbnail: mediaUrl(categoryPicture(i)), position };
  };
  const subRows = [
    ...categorySeeds.flatMap((c, i) => c.subs.map((sub, j) => subRow(i, sub, j + 1))),
    ...categorySeeds.flatMap((c, i) => (c.laterSubs ?? []).map((sub, j) => subRow(i, sub, c.subs.length + j + 1))),
  ];
  await db.insert(s.subCategories).values(subRows);
  await db.insert(s.brands).values(brandNames.map((name, i) => ({ id: i + 1, name })));
  await db.insert(s.colors).values(colorSeeds.map((c, i) => ({ id: i + 1, name: c.name[0], colorCode: c.code, i18n: { ar: { name: c.name[1] } } })));
  await db.insert(s.sizes).values(sizeNames.map((name, i) => ({ id: i + 1, name })));
  await db.insert(s.units).values(unitSeeds.map((u, i) => ({ id: i + 1, name: u[0], i18n: { ar: { name: u[1] } } })));

  const totals: CatalogTotals = { reviews: 0, shopRatings: new Map() };
  const first: FlashCandidate[] = [];
  for (const batch of productBatches(random, { count: productCount, now, batchSize: PRODUCT_BATCH, subIds: subIdsByCategory }, totals)) {
    await insertInBatches(db, s.products, batch.products, 1000);
    await insertInBatches(db, s.productSizes, batch.sizes, 3000);
    await insertInBatches(db, s.productColors, batch.colors, 3000);
    await insertInBatches(db, s.productImages, batch.images, 2000);
    await insertInBatches(db, s.reviews, batch.reviews, 2000);
    for (const p of batch.products) if (first.length < 100) first.push({ id: p.id!, price: p.price, shopId: p.shopId, quantity: p.quantity ?? 0 });
  }
  const shopRatings = totals.shopRatings;

  for (const [shopId, { sum, count }] of shopRatings) {
    await db.update(s.shops).set({ rating: count ? (sum / count).toFixed(1) : '0', totalReviews: count }).where(eq(s.shops.id, shopId));
  }
  // The ratings above are the seeded reviews': the shops have still not changed since they opened.
  await db.update(s.shops).set({ updatedAt: sql`${s.shops.createdAt}` });

  await seedFlashSales(db, first, now);
  return {
    productIds: first.slice(0, 60).map((p) => p.id),
    shopIds,
    sample: first.slice(0, 60).map((p) => ({ id: p.id, price: p.price, shopId: p.shopId })),
  };
}

interface FlashCandidate {
  id: number;
  price: number;
  shopId: number;
  quantity: number;
}

async function seedFlashSales(db: Db, products: FlashCandidate[], now: number): Promise<void> {
  await db.insert(s.flashSales).values([
    { id: 1, name: 'Weekend Flash Sale', i18n: { ar: { name: 'تخفيضات نهاية الأسبوع' } }, thumbnail: mediaUrl('banners/flash-1.webp'), startAt: new Date(now - DAY / 4), endAt: new Date(now + 2 * DAY) },
    { id: 2, name: 'Midnight Madness', i18n: { ar: { name: 'جنون منتصف الليل' } }, thumbnail: mediaUrl('banners/flash-2.webp'), startAt: new Date(now + 3 * DAY), endAt: new Date(now + 5 * DAY) },
  ]);
  const inStock = products.filter((p) => p.quantity > 10);
  const running = inStock.slice(0, 12).map((p) => ({ flashSaleId: 1, productId: p.id, price: Math.round((p.price * 65) / 100), quantity: Math.min(p.quantity, 25) }));
  const incoming = inStock.slice(12, 22).map((p) => ({ flashSaleId: 2, productId: p.id, price: Math.round((p.price * 70) / 100), quantity: 20 }));
  await db.insert(s.flashSaleProducts).values([...running, ...incoming]);
}
