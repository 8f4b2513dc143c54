// Shops as docs/contract.md's Shop shape; product and category counts come from the listing index
// (catalog-index.ts), so a page of shops costs the same at any catalogue size.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Shop } from '@/lib/api/schemas/catalog';
import type { ShopDetail } from '@/lib/api/schemas/shop';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { shopTotals } from './catalog-index';
import { isOnline, shortCount } from './format';
import { tr } from './translate';

function shopRows(db: Db, locale: string) {
  return db
    .select({
      id: s.shops.id,
      name: tr(s.shops.i18n, s.shops.name, locale, 'name'),
      logo: s.shops.logo,
      banner: s.shops.banner,
      rating: s.shops.rating,
      totalReviews: s.shops.totalReviews,
      lastSeenAt: s.shops.lastSeenAt,
      updatedAt: s.shops.updatedAt,
    })
    .from(s.shops)
    .$dynamic();
}

type ShopRow = Awaited<ReturnType<ReturnType<typeof shopRows>['execute']>>[number];

/** Rows as Shops, with their counts from the listing index. */
async function toShops(db: Db, rows: ShopRow[]): Promise<Shop[]> {
  const totals = await shopTotals(db, rows.map((row) => row.id));
  const now = Date.now();
  return rows.map((row) => toShop(row, totals.get(row.id) ?? { products: 0, categories: 0 }, now));
}

function toShop(row: ShopRow, totals: { products: number; categories: number }, now: number): Shop {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    banner: row.banner,
    total_products: totals.products,
    total_categories: totals.categories,
    rating: Number(row.rating),
    shop_status: isOnline(row.lastSeenAt, now) ? 'Online' : 'Offline',
    total_reviews: shortCount(row.totalReviews),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** LIKE treats % and _ as wildcards; a shopper typing them means the characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listShops(db: Db, locale: string, params: { search?: string; bestRated?: boolean; limit: number; offset: number }) {
  // As the original lists them: active shops with at least one product a shopper can see.
  const conditions: SQL[] = [
    eq(s.shops.isActive, true),
    sql`exists (select 1 from ${s.products} where ${s.products.shopId} = ${s.shops.id} and ${s.products.isActive})`,
  ];
  if (params.search) {
    const pattern = likePattern(params.search);
    conditions.push(or(ilike(s.shops.name, pattern), ilike(tr(s.shops.i18n, s.shops.name, locale, 'name'), pattern)) ?? sql`false`);
  }
  const where = and(...conditions);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(s.shops).where(where),
    shopRows(db, locale)
      .where(where)
      .orderBy(...(params.bestRated ? [desc(s.shops.rating), desc(s.shops.totalReviews), asc(s.shops.id)] : [asc(s.shops.id)]))
      .limit(params.limit)
      .offset(params.offset),
  ]);
  return { total, shops: await toShops(db, rows) };
}

export async function topShops(db: Db, locale: string, limit = 10): Promise<Shop[]> {
  const rows = await shopRows(db, locale)
    .where(eq(s.shops.isActive, true))
    .orderBy(desc(s.shops.rating), desc(s.shops.totalReviews), asc(s.shops.id))
    .limit(limit);
  return toShops(db, rows);
}

export async function shopDetails(db: Db, locale: string, shopId: number): Promise<ShopDetail | null> {
  const [[row], [texts], banners, followers] = await Promise.all([
    shopRows(db, locale).where(and(eq(s.shops.id, shopId), eq(s.shops.isActive, true))),
    db
      .select({
        shortDescription: tr(s.shops.i18n, s.shops.shortDescription, locale, 'short_description'),
        description: tr(s.shops.i18n, s.shops.description, locale, 'description'),
      })
      .from(s.shops)
      .where(eq(s.shops.id, shopId)),
    db
      .select({ id: s.shopBanners.id, thumbnail: s.shopBanners.thumbnail })
      .from(s.shopBanners)
      .where(eq(s.shopBanners.shopId, shopId))
      .orderBy(asc(s.shopBanners.position), asc(s.shopBanners.id)),
    followerCounts(db, [shopId]),
  ]);
  if (!row) return null;
  const [shop] = await toShops(db, [row]);
  return {
    ...shop,
    // The original's shop details count the reviews as a number, where lists abbreviate them.
    total_reviews: row.totalReviews,
    short_description: texts.shortDescription,
    description: texts.description,
    // Banners as the original's BannerResource; a shop's banners have no title here.
    banners: banners.map((banner) => ({ id: banner.id, title: null, thumbnail: banner.thumbnail })),
    // Ours: a cached shop page shows it as it was when the page was made.
    total_followers: followers.get(shopId) ?? 0,
  };
}

/** Active shops by id, in the order given (those not found or not active left out). */
export async function shopsByIds(db: Db, locale: string, ids: number[]): Promise<Shop[]> {
  if (ids.length === 0) return [];
  const rows = await shopRows(db, locale).where(and(inArray(s.shops.id, ids), eq(s.shops.isActive, true)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toShops(db, ids.flatMap((id) => byId.get(id) ?? []));
}

/** How many shoppers follow each of these shops: their rows counted, so it never drifts from them. */
export async function followerCounts(db: Db, shopIds: number[]): Promise<Map<number, number>> {
  if (shopIds.length === 0) return new Map();
  const rows = await db
    .select({ shopId: s.shopFollowers.shopId, total: sql<number>`count(*)::int`.mapWith(Number) })
    .from(s.shopFollowers)
    .where(inArray(s.shopFollowers.shopId, shopIds))
    .groupBy(s.shopFollowers.shopId);
  return new Map(rows.map((row) => [row.shopId, row.total]));
}

export async function shopExists(db: Db, shopId: number): Promise<boolean> {
  const rows = await db.select({ id: s.shops.id }).from(s.shops).where(and(eq(s.shops.id, shopId), eq(s.shops.isActive, true)));
  return rows.length > 0;
}
