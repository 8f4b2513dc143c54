// ProductCard of docs/contract.md. A page of products costs a fixed number of statements: one for the
// products with their shop, brand and unit, then one each for sizes, colours and running flash
// prices of the whole page (never one per product).
import { and, asc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductCard as ContractCard } from '@/lib/api/schemas/catalog';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { discountPercentage, groupedCount, isOnline, money, shortCount } from './format';
import { tr } from './translate';

/** A card of the contract's shape (or one that extends it) as this backend writes it: always with its shop. */
export type WithShop<T extends { shop?: unknown }> = T & { shop: NonNullable<T['shop']> };

/** The contract's ProductCard (lib/api/schemas/catalog.ts) as this backend writes it. */
export type ProductCard = WithShop<ContractCard>;

/** Price the shopper pays before flash sales: the discount when there is one. */
export const effectivePrice: SQL<number> = sql<number>`(case when ${s.products.discountPrice} > 0 then ${s.products.discountPrice} else ${s.products.price} end)`;

/** Products a shopper may see: active, in an active shop. */
export const visibleProduct: SQL = sql`(${s.products.isActive} and exists (select 1 from ${s.shops} where ${s.shops.id} = ${s.products.shopId} and ${s.shops.isActive}))`;

function cardColumns(locale: string) {
  return {
    id: s.products.id,
    name: tr(s.products.i18n, s.products.name, locale, 'name'),
    thumbnail: s.products.thumbnail,
    price: s.products.price,
    discountPrice: s.products.discountPrice,
    rating: s.products.rating,
    totalReviews: s.products.totalReviews,
    totalSold: s.products.totalSold,
    quantity: s.products.quantity,
    unitId: s.units.id,
    unitName: tr(s.units.i18n, s.units.name, locale, 'name'),
    brand: s.brands.name,
    shopId: s.shops.id,
    shopName: tr(s.shops.i18n, s.shops.name, locale, 'name'),
    shopLogo: s.shops.logo,
    shopRating: s.shops.rating,
    shopDeliveryTime: s.shops.estimatedDeliveryTime,
    shopDeliveryCharge: s.shops.deliveryCharge,
    shopLastSeen: s.shops.lastSeenAt,
  };
}

/** The products of a page with everything a card shows that lives in joined tables. */
export function cardRows(db: Db, locale: string) {
  return db
    .select(cardColumns(locale))
    .from(s.products)
    .innerJoin(s.shops, eq(s.shops.id, s.products.shopId))
    .leftJoin(s.brands, eq(s.brands.id, s.products.brandId))
    .leftJoin(s.units, eq(s.units.id, s.products.unitId))
    .$dynamic();
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardRows>['execute']>>[number];

/**
 * Running flash prices and stock left of some products, keyed by product id: the one query every
 * price a shopper sees or pays comes from (cards, product page, chat, cart, checkout). With
 * `lock`, the sale rows are locked until the caller's transaction ends.
 */
export async function runningFlashPrices(
  db: Pick<Db, 'select'>,
  productIds: number[],
  options: { lock?: boolean } = {},
): Promise<Map<number, { saleId: number; price: number; stock: number }>> {
  const result = new Map<number, { saleId: number; price: number; stock: number }>();
  if (productIds.length === 0) return result;
  const query = db
    .select({
      productId: s.flashSaleProducts.productId,
      saleId: s.flashSaleProducts.flashSaleId,
      price: s.flashSaleProducts.price,
      quantity: s.flashSaleProducts.quantity,
      sold: s.flashSaleProducts.sold,
    })
    .from(s.flashSaleProducts)
    .innerJoin(s.flashSales, eq(s.flashSales.id, s.flashSaleProducts.flashSaleId))
    .where(and(inArray(s.flashSaleProducts.productId, productIds), lte(s.flashSales.startAt, sql`now()`), gt(s.flashSales.endAt, sql`now()`)))
    .orderBy(asc(s.flashSales.endAt), asc(s.flashSales.id))
    .$dynamic();
  const rows = options.lock ? await query.for('update', { of: s.flashSaleProducts }) : await query;
  for (const row of rows) {
    // Overlapping sales: the one ending first wins, as it is the one counting down (ties: the
    // older sale), everywhere the price shows.
    if (!result.has(row.productId)) result.set(row.productId, { saleId: row.saleId, price: row.price, stock: Math.max(0, row.quantity - row.sold) });
  }
  return result;
}

/** Turns card rows into ProductCards, keeping their order. */
export async function toCards(db: Db, locale: string, rows: CardRow[]): Promise<ProductCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [sizeRows, colorRows, flash] = await Promise.all([
    db
      .select({ productId: s.productSizes.productId, id: s.sizes.id, name: s.sizes.name, price: s.productSizes.price })
      .from(s.productSizes)
      .innerJoin(s.sizes, eq(s.sizes.id, s.productSizes.sizeId))
      .where(inArray(s.productSizes.productId, ids))
      .orderBy(asc(s.sizes.id)),
    db
      .select({
        productId: s.productColors.productId,
        id: s.colors.id,
        name: tr(s.colors.i18n, s.colors.name, locale, 'name'),
        colorCode: s.colors.colorCode,
        price: s.productColors.price,
      })
      .from(s.productColors)
      .innerJoin(s.colors, eq(s.colors.id, s.productColors.colorId))
      .where(inArray(s.productColors.productId, ids))
      .orderBy(asc(s.colors.id)),
    runningFlashPrices(db, ids),
  ]);
  const sizesOf = groupBy(sizeRows, (row) => row.productId);
  const colorsOf = groupBy(colorRows, (row) => row.productId);
  const now = Date.now();
  return rows.map((row) => {
    const sale = flash.get(row.id);
    const discount = sale ? sale.price : row.discountPrice;
    return {
      id: row.id,
      name: row.name,
      thumbnail: row.thumbnail,
      price: money(row.price),
      discount_price: money(discount),
      discount_percentage: discountPercentage(row.price, discount),
      rating: Number(row.rating),
      total_reviews: shortCount(row.totalReviews),
      total_sold: groupedCount(row.totalSold),
      quantity: sale ? sale.stock : row.quantity,
      is_favorite: false,
      sizes: (sizesOf.get(row.id) ?? []).map((v) => ({ id: v.id, name: v.name, price: money(v.price) })),
      colors: (colorsOf.get(row.id) ?? []).map((v) => ({ id: v.id, name: v.name, color_code: v.colorCode, price: money(v.price) })),
      unit: row.unitId === null ? null : { id: row.unitId, name: row.unitName },
      brand: row.brand,
      shop: {
        id: row.shopId,
        name: row.shopName,
        logo: row.shopLogo,
        rating: Number(row.shopRating),
        estimated_delivery_time: row.shopDeliveryTime,
        delivery_charge: money(row.shopDeliveryCharge),
        last_online: isOnline(row.shopLastSeen, now),
      },
    };
  });
}

/** Cards for known ids in the given order (related products, blog products, flash sales). */
export async function cardsByIds(db: Db, locale: string, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await cardRows(db, locale).where(and(inArray(s.products.id, ids), visibleProduct));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toCards(db, locale, ids.flatMap((id) => byId.get(id) ?? []));
}

export function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
