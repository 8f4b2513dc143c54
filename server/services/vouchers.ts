// Shop vouchers (docs/contract.md "Cart, vouchers and orders" and "Shared shapes: Coupon"): the vouchers a
// shop offers with the shopper's collected flag, collecting one (once: the primary key of
// collected_coupons and ON CONFLICT DO NOTHING make concurrent collects end with one row), and
// the rules that decide whether a code applies at checkout.
import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Coupon } from '@/lib/api/schemas/cart';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import type { DbOrTx } from './cart-lines';
import { Invalid, Refused } from './errors';
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
  const inserted = await db.insert(s.collectedCoupons).values({ userId, couponId }).onConflictDoNothing().returning({ couponId: s.collectedCoupons.couponId });
  if (inserted.length === 0) throw new Refused('Voucher already collected');
  return couponPayload(coupon, true);
}

// ---------------------------------------------------------------- applying a code at checkout

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
  now?: number;
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
  if (coupon.limitForUser > 0 && context.uses >= coupon.limitForUser) throw couponError('You have already used this voucher as many times as it allows.');
  if (context.shopSubtotal < coupon.minOrderAmount) {
    throw couponError(`Spend at least ${amountText(coupon.minOrderAmount)}${context.shopName ? ` in ${context.shopName}` : ''} to use this voucher.`);
  }
  let discount = coupon.discountType === 'Percentage' ? Math.round((context.shopSubtotal * coupon.discount) / 10_000) : coupon.discount;
  if (coupon.discountType === 'Percentage' && coupon.maxDiscountAmount > 0) discount = Math.min(discount, coupon.maxDiscountAmount);
  // A voucher never pays for more than the shop's items (VAT and delivery are still paid).
  return Math.max(0, Math.min(discount, context.shopSubtotal));
}
