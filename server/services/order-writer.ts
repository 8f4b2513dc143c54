// The writes of one order set, inside the placement transaction (place-order.ts): the order rows
// in the shapes the account pages read (orders.ts) and the voucher's use counted. The stock is
// taken by takeStock (stock.ts).
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import type { Address } from '@/lib/api/schemas/profile';
import type { PricedLine, Tx } from './cart-lines';
import { promisedArrival } from './delivery-plans';
import { orderItemValues, type ShopCheckout } from './checkout';
import { orderCodeFor } from '@/server/db/order-code';
import { couponError, couponUses, FULLY_USED } from './vouchers';
import { rowsOf } from '@/server/db/client';

/**
 * The address an order keeps: docs/contract.md's Address (lib/api/schemas/profile.ts), with its
 * coordinates as the exact decimal text the address had.
 */
export type AddressCopy = Omit<Address, 'latitude' | 'longitude'> & { latitude: string | null; longitude: string | null };

export interface OrderToWrite {
  userId: number;
  paymentId: number;
  method: string;
  note: string | null;
  address: AddressCopy | Record<string, unknown>;
  shop: ShopCheckout;
}

/**
 * Locks the products of a basket, and their flash-sale rows, in id order before the checkout
 * reads them. Two order sets sharing products then queue up in the same order instead of each
 * holding one row the other waits for (a deadlock PostgreSQL would end by failing one of them).
 */
export async function lockBasketProducts(tx: Tx, userId: number, isBuyNow: boolean): Promise<void> {
  const basket = tx
    .select({ id: s.cartItems.productId })
    .from(s.cartItems)
    .where(and(eq(s.cartItems.userId, userId), eq(s.cartItems.isBuyNow, isBuyNow)));
  await tx.select({ id: s.products.id }).from(s.products).where(inArray(s.products.id, basket)).orderBy(asc(s.products.id)).for('update');
  await tx
    .select({ productId: s.flashSaleProducts.productId })
    .from(s.flashSaleProducts)
    .where(inArray(s.flashSaleProducts.productId, basket))
    .orderBy(asc(s.flashSaleProducts.productId), asc(s.flashSaleProducts.flashSaleId))
    .for('update');
}

/** The next order id, taken before the row is written: the order code is made from it. */
async function nextOrderId(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
  const rows = rowsOf<{ id: number | string }>(result);
  return Number(rows[0].id);
}

function itemOf(orderId: number, line: PricedLine): typeof s.orderItems.$inferInsert {
  return { orderId, ...orderItemValues(line) };
}

/** One shop's order with its items and the first step of its timeline; answers the order id. */
export async function writeOrder(tx: Tx, order: OrderToWrite): Promise<number> {
  const { shop } = order;
  const id = await nextOrderId(tx);
  const promised = await promisedArrival(tx, shop.shopId, new Date(), order.address);
  await tx.insert(s.orders).values({
    id,
    paymentId: order.paymentId,
    userId: order.userId,
    shopId: shop.shopId,
    orderCode: orderCodeFor(id),
    address: order.address,
    quantity: shop.quantity,
    totalAmount: shop.totalAmount,
    taxAmount: shop.taxAmount,
    discount: shop.discount,
    couponId: shop.couponId,
    couponDiscount: shop.couponDiscount,
    deliveryCharge: shop.deliveryCharge,
    payableAmount: shop.payableAmount,
    paymentMethod: order.method,
    paymentStatus: 'Pending',
    orderStatus: 'Pending',
    note: order.note,
    vatTaxes: shop.vatTaxes,
    promisedFrom: promised?.from ?? null,
    promisedTo: promised?.to ?? null,
  });
  await tx.insert(s.orderItems).values(shop.lines.map((line) => itemOf(id, line)));
  await tx.insert(s.orderStatusEvents).values({ orderId: id, status: 'Pending' });
  return id;
}

/**
 * Records that the shopper used a voucher: collected_coupons.times_used becomes their uses with
 * this order set (orders with it that were not cancelled, as checkout.ts counts them). The
 * conditional upsert refuses a use past limit_for_user even if the checkout's own check was
 * passed by a concurrent placement.
 */
export async function countCouponUse(tx: Tx, userId: number, couponId: number): Promise<void> {
  const [coupon] = await tx.select({ limit: s.coupons.limitForUser }).from(s.coupons).where(eq(s.coupons.id, couponId)).limit(1);
  if (!coupon) throw couponError('The coupon code is invalid.');
  const uses = await couponUses(tx, userId, couponId);
  const counted = await tx
    .insert(s.collectedCoupons)
    .values({ userId, couponId, timesUsed: uses })
    .onConflictDoUpdate({
      target: [s.collectedCoupons.userId, s.collectedCoupons.couponId],
      set: { timesUsed: sql`excluded.times_used` },
      setWhere: coupon.limit > 0 ? sql`excluded.times_used <= ${coupon.limit}` : undefined,
    })
    .returning({ timesUsed: s.collectedCoupons.timesUsed });
  if (counted.length === 0 || (coupon.limit > 0 && uses > coupon.limit)) {
    throw couponError('You have already used this voucher as many times as it allows.');
  }
  // One use over every shopper, only while some are left: of two placements racing for the last
  // use, the second waits for the first's row lock, reads the count it wrote and updates nothing.
  const taken = await tx
    .update(s.coupons)
    .set({ used: sql`${s.coupons.used} + 1` })
    .where(and(eq(s.coupons.id, couponId), or(isNull(s.coupons.usageLimit), lt(s.coupons.used, s.coupons.usageLimit))))
    .returning({ id: s.coupons.id });
  if (taken.length === 0) throw couponError(FULLY_USED);
}
