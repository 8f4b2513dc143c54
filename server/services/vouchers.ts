// Shop vouchers (docs/contract.md "Cart, vouchers and orders" and "Shared shapes: Coupon"): the vouchers a
// shop offers with the shopper's collected flag, collecting one (once: the primary key of
// collected_coupons and ON CONFLICT DO NOTHING make concurrent collects end with one row), and
// the rules that decide whether a code applies at checkout.
import { and, asc, desc, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Coupon } from '@/lib/api/schemas/cart';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import type { DbOrTx } from './cart-lines';
import { Invalid, Refused } from './errors';
import { isFollowing } from './follows';
import { money } from './format';
import { UNPAGED_CAP } from './limits';

type CouponRow = typeof s.coupons.$inferSelect;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');

/** "05 January 2026 14:30" (PHP's "d F Y H:i"), in UTC like the contract's other dates. */
export const validityDate = (value: Date): string =>
  `${pad(value.getUTCDate())} ${MONTHS[value.getUTCMonth()]} ${value.getUTCFullYear()} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;

/** The Coupon shape. `discount` is an amount for "Amount" and a percent (10 = 10 %) for "Percentage". */
export function couponPayload(coupon: CouponRow, collected: boolean, now = Date.now()): Coupon {
  return {
    id: coupon.id,
    // Every voucher here belongs to a shop: the original's name for those.
    voucher_type: 'Shop Voucher',
    code: coupon.code,
    discount_type: coupon.discountType,
    discount: coupon.discountType === 'Percentage' ? coupon.discount / 100 : money(coupon.discount),
    min_order_amount: money(coupon.minOrderAmount),
    max_discount_amount: money(coupon.maxDiscountAmount),
    limit_for_user: coupon.limitForUser,
    shop_id: coupon.shopId,
    started: coupon.startAt.getTime() <= now,
    validity: validityDate(coupon.endAt),
    is_collected: collected,
    // Ours: collecting it asks the shopper to follow the shop first.
    followers_only: coupon.followersOnly,
    usage_limit: coupon.usageLimit,
    uses_left: coupon.usageLimit === null ? null : Math.max(0, coupon.usageLimit - coupon.used),
  };
}

/** Vouchers of a shop (or of every shop) that have not expired, those running first. */
export async function listVouchers(db: Db, userId: number, shopId?: number): Promise<Coupon[]> {
  const rows = await db
    .select({ coupon: s.coupons, collectedBy: s.collectedCoupons.userId })
    .from(s.coupons)
    .leftJoin(s.collectedCoupons, and(eq(s.collectedCoupons.couponId, s.coupons.id), eq(s.collectedCoupons.userId, userId)))
    .where(and(shopId === undefined ? undefined : eq(s.coupons.shopId, shopId), gt(s.coupons.endAt, sql`now()`)))
    .orderBy(asc(s.coupons.startAt), asc(s.coupons.id))
    .limit(UNPAGED_CAP);
  const now = Date.now();
  return rows.map((row) => couponPayload(row.coupon, row.collectedBy !== null, now));
}

/** The shopper's collected vouchers that have not expired, newest collection first. */
export async function collectedVouchers(db: Db, userId: number, shopId?: number): Promise<Coupon[]> {
  const rows = await db
    .select({ coupon: s.coupons })
    .from(s.collectedCoupons)
    .innerJoin(s.coupons, eq(s.coupons.id, s.collectedCoupons.couponId))
    .where(and(eq(s.collectedCoupons.userId, userId), shopId === undefined ? undefined : eq(s.coupons.shopId, shopId), gt(s.coupons.endAt, sql`now()`)))
    .orderBy(desc(s.collectedCoupons.createdAt), desc(s.coupons.id))
    .limit(UNPAGED_CAP);
  const now = Date.now();
  return rows.map((row) => couponPayload(row.coupon, true, now));
}

/** Collects a voucher once; a second collect, even a concurrent one, is "Voucher already collected". */
export async function collectVoucher(db: Db, userId: number, couponId: number): Promise<Coupon> {
  const [coupon] = await db.select().from(s.coupons).where(eq(s.coupons.id, couponId)).limit(1);
  // The original's rule `exists:coupons,id`, in its words.
  if (!coupon) throw new Invalid({ coupon_id: ['The coupon id is not exists.'] });
  if (coupon.endAt.getTime() <= Date.now()) throw new Refused('This voucher has expired.');
  if (coupon.followersOnly && !(await isFollowing(db, userId, coupon.shopId))) throw new Refused('Follow the shop to collect this voucher.');
  const inserted = await db.insert(s.collectedCoupons).values({ userId, couponId }).onConflictDoNothing().returning({ couponId: s.collectedCoupons.couponId });
  if (inserted.length === 0) throw new Refused('Voucher already collected');
  return couponPayload(coupon, true);
}

// ---------------------------------------------------------------- applying a code at checkout

export const FULLY_USED = 'This voucher has been fully used.';

/** Invalid pointing at the coupon_code field, the way the storefront shows checkout errors. */
export const couponError = (message: string): Invalid => new Invalid({ coupon_code: [message] });

/** The voucher with this code; codes are matched without regard to case or surrounding spaces. */
export async function couponByCode(db: DbOrTx, code: string): Promise<CouponRow> {
  const wanted = code.trim();
  const [coupon] = await db
    .select()
    .from(s.coupons)
    .where(sql`lower(${s.coupons.code}) = lower(${wanted})`)
    .orderBy(sql`${s.coupons.code} = ${wanted} desc`, asc(s.coupons.id))
    .limit(1);
  if (!coupon) throw couponError('The coupon code is invalid.');
  return coupon;
}

/** Times the shopper has used a voucher: their orders with it that were not cancelled. */
export async function couponUses(db: DbOrTx, userId: number, couponId: number): Promise<number> {
  const [row] = await db
    .select({ uses: sql<number>`count(*)::int`.mapWith(Number) })
    .from(s.orders)
    .where(and(eq(s.orders.userId, userId), eq(s.orders.couponId, couponId), ne(s.orders.orderStatus, 'Cancelled')));
  return row?.uses ?? 0;
}

export interface CouponContext {
  /** Items of the voucher's shop in this checkout, cents before VAT; null when that shop is not in it. */
  shopSubtotal: number | null;
  shopName?: string;
  uses: number;
  /** Ours: for a voucher for followers only, whether the shopper follows its shop or collected it. */
  follower?: boolean;
  now?: number;
}

/** Whether the shopper may use a voucher for followers only: they follow its shop, or collected it while they did. */
export async function mayUseFollowersVoucher(db: DbOrTx, userId: number, coupon: CouponRow): Promise<boolean> {
  if (!coupon.followersOnly) return true;
  const [follows, collected] = await Promise.all([
    db.select({ shopId: s.shopFollowers.shopId }).from(s.shopFollowers).where(and(eq(s.shopFollowers.userId, userId), eq(s.shopFollowers.shopId, coupon.shopId))).limit(1),
    db.select({ couponId: s.collectedCoupons.couponId }).from(s.collectedCoupons).where(and(eq(s.collectedCoupons.userId, userId), eq(s.collectedCoupons.couponId, coupon.id))).limit(1),
  ]);
  return follows.length > 0 || collected.length > 0;
}

const amountText = (cents: number) => money(cents).toFixed(2);

/**
 * The discount a voucher gives (cents), or Invalid saying why it does not apply. The rules are
 * described at the top of checkout.ts.
 */
export function couponDiscount(coupon: CouponRow, context: CouponContext): number {
  const now = context.now ?? Date.now();
  if (coupon.startAt.getTime() > now) throw couponError('This voucher is not active yet.');
  if (coupon.endAt.getTime() <= now) throw couponError('This voucher has expired.');
  if (context.shopSubtotal === null) throw couponError('This voucher belongs to a shop that is not in your checkout.');
  if (coupon.followersOnly && context.follower === false) throw couponError('This voucher is for followers of the shop only.');
  if (coupon.usageLimit !== null && coupon.used >= coupon.usageLimit) throw couponError(FULLY_USED);
  if (coupon.limitForUser > 0 && context.uses >= coupon.limitForUser) throw couponError('You have already used this voucher as many times as it allows.');
  if (context.shopSubtotal < coupon.minOrderAmount) {
    throw couponError(`Spend at least ${amountText(coupon.minOrderAmount)}${context.shopName ? ` in ${context.shopName}` : ''} to use this voucher.`);
  }
  let discount = coupon.discountType === 'Percentage' ? Math.round((context.shopSubtotal * coupon.discount) / 10_000) : coupon.discount;
  if (coupon.discountType === 'Percentage' && coupon.maxDiscountAmount > 0) discount = Math.min(discount, coupon.maxDiscountAmount);
  // A voucher never pays for more than the shop's items (VAT and delivery are still paid).
  return Math.max(0, Math.min(discount, context.shopSubtotal));
}

/**
 * For choosing vouchers at checkout: the shopper's collected vouchers of these shops, and the
 * vouchers of these ids whether collected or not, with the shopper's uses of each.
 */
export async function usableVouchers(db: DbOrTx, userId: number, shopIds: number[], couponIds: number[]): Promise<{ coupon: CouponRow; collected: boolean; uses: number }[]> {
  if (shopIds.length === 0 && couponIds.length === 0) return [];
  const rows = await db
    .select({
      coupon: s.coupons,
      collectedBy: s.collectedCoupons.userId,
      uses: sql<number>`(select count(*)::int from ${s.orders} where ${s.orders.userId} = ${userId} and ${s.orders.couponId} = ${s.coupons.id} and ${s.orders.orderStatus} <> 'Cancelled')`.mapWith(Number),
    })
    .from(s.coupons)
    .leftJoin(s.collectedCoupons, and(eq(s.collectedCoupons.couponId, s.coupons.id), eq(s.collectedCoupons.userId, userId)))
    .where(
      or(
        shopIds.length > 0 ? and(inArray(s.coupons.shopId, shopIds), isNotNull(s.collectedCoupons.userId)) : undefined,
        couponIds.length > 0 ? inArray(s.coupons.id, couponIds) : undefined,
      ),
    )
    .limit(UNPAGED_CAP);
  return rows.map((row) => ({ coupon: row.coupon, collected: row.collectedBy !== null, uses: row.uses }));
}
