// The voucher centre (docs/contract.md GET /get-all-vouchers, ours): every voucher a shopper can
// collect now across the active shops, with the shops and categories to filter them by. It is the
// same for every visitor (is_collected is always false here; the shopper's collected ones come
// from GET /get-collected-vouchers), so pages built from it can be cached.
//
// A voucher's categories are its shop's: the categories of the shop's active products. A voucher
// is listed while it has not expired, its shop is active and it has uses left (usage_limit).
// Sorts: "value" puts the largest saving first (an amount's discount; a percentage's cap, and a
// percentage without a cap before every capped one, larger percentages first), "expiry" the one
// ending soonest first, "newest" the latest started first.
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { money } from './format';
import { tr } from './translate';
import type { CentreVoucher } from '@/lib/api/schemas/cart';
import { couponPayload } from './vouchers';

export const CENTRE_SORTS = ['value', 'expiry', 'newest'] as const;
export type CentreSort = (typeof CENTRE_SORTS)[number];

export interface CentreQuery {
  shopId?: number;
  categoryId?: number;
  sort: CentreSort;
  limit: number;
  offset: number;
}


const shopCategory = (categoryId: number): SQL =>
  sql`exists (select 1 from ${s.products} where ${s.products.shopId} = ${s.coupons.shopId} and ${s.products.isActive} and ${s.products.categoryId} = ${categoryId})`;

/** Vouchers a shopper can collect now, before the shop and category filters. */
const collectable = (): SQL =>
  and(
    gt(s.coupons.endAt, sql`now()`),
    eq(s.shops.isActive, true),
    or(isNull(s.coupons.usageLimit), lt(s.coupons.used, s.coupons.usageLimit)),
  ) as SQL;

const uncapped = sql`(${s.coupons.discountType} = 'Percentage' and ${s.coupons.maxDiscountAmount} = 0)`;
const capOf = sql`(case when ${s.coupons.discountType} = 'Percentage' then ${s.coupons.maxDiscountAmount} else ${s.coupons.discount} end)`;

function orderOf(sort: CentreSort): SQL[] {
  if (sort === 'expiry') return [asc(s.coupons.endAt), asc(s.coupons.id)];
  if (sort === 'newest') return [desc(s.coupons.startAt), desc(s.coupons.id)];
  return [desc(uncapped), desc(capOf), desc(s.coupons.discount), asc(s.coupons.endAt), asc(s.coupons.id)];
}

const byName = (a: { id: number; name: string }, b: { id: number; name: string }) => a.name.localeCompare(b.name) || a.id - b.id;

export async function voucherCentre(db: Db, locale: string, query: CentreQuery) {
  const where = and(
    collectable(),
    query.shopId === undefined ? undefined : eq(s.coupons.shopId, query.shopId),
    query.categoryId === undefined ? undefined : shopCategory(query.categoryId),
  );
  const shopName = tr(s.shops.i18n, s.shops.name, locale, 'name');
  const [[{ total }], rows, shops] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(s.coupons).innerJoin(s.shops, eq(s.shops.id, s.coupons.shopId)).where(where),
    db
      .select({ coupon: s.coupons, shopName, shopLogo: s.shops.logo })
      .from(s.coupons)
      .innerJoin(s.shops, eq(s.shops.id, s.coupons.shopId))
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.limit)
      .offset(query.offset),
    // The filters offer what has something to show: shops with collectable vouchers, and their categories.
    db
      .selectDistinct({ id: s.shops.id, name: shopName })
      .from(s.coupons)
      .innerJoin(s.shops, eq(s.shops.id, s.coupons.shopId))
      .where(collectable())
      .then((list) => list.sort(byName)),
  ]);
  const categories =
    shops.length === 0
      ? []
      : await db
          .selectDistinct({ id: s.categories.id, name: tr(s.categories.i18n, s.categories.name, locale, 'name') })
          .from(s.products)
          .innerJoin(s.categories, eq(s.categories.id, s.products.categoryId))
          .where(and(eq(s.products.isActive, true), inArray(s.products.shopId, shops.map((shop) => shop.id))))
          .then((list) => list.sort(byName));
  const now = Date.now();
  const coupons: CentreVoucher[] = rows.map((row) => {
    const { coupon } = row;
    const cap = coupon.discountType === 'Percentage' ? (coupon.maxDiscountAmount > 0 ? coupon.maxDiscountAmount : null) : coupon.discount;
    return { ...couponPayload(coupon, false, now), shop_name: row.shopName, shop_logo: row.shopLogo, max_saving: cap === null ? null : money(cap) };
  });
  return { total, coupons, shops, categories };
}
