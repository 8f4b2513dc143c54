// A shopper's orders (docs/contract.md "Accounts"): the list with counts per status, the details with
// items, amounts, VAT lines, the status timeline and the return window, and cancelling. Every
// query is by order id AND the shopper's id: someone else's order reads as not found.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Order, OrderAddress, OrderList } from '@/lib/api/schemas/orders';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { NotFound, Refused } from './errors';
import { isOnline, money } from './format';
import {
  deliveryDays,
  isoDate,
  lastReturnDate,
  placedAt,
  returnWindowDays,
  statusKey,
  type OrderStatus,
} from './order-format';
import { putBackStock } from './stock';
import { tr } from './translate';

type OrderRow = typeof s.orders.$inferSelect;

/**
 * The address an order keeps, as stored: the copy of the contract's Address that order-writer.ts
 * writes. It is JSON the database does not check; the contract reads anything else as null.
 */
const keptAddress = (stored: unknown) => (stored ?? null) as OrderAddress;

/** The Order shape of docs/contract.md. */
export function orderPayload(order: OrderRow): Order {
  return {
    id: order.id,
    order_code: order.orderCode,
    quantity: order.quantity,
    amount: money(order.payableAmount),
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    order_status: order.orderStatus,
    created_at: order.createdAt.toISOString(),
    placed_at: placedAt(order.createdAt),
    address: keptAddress(order.address),
  };
}

const mine = (userId: number, orderId: number) => and(eq(s.orders.id, orderId), eq(s.orders.userId, userId));

export async function listOrders(db: Db, userId: number, params: { status?: OrderStatus; limit: number; offset: number }): Promise<OrderList> {
  const where = params.status ? and(eq(s.orders.userId, userId), eq(s.orders.orderStatus, params.status)) : eq(s.orders.userId, userId);
  const [counts, rows] = await Promise.all([
    db
      .select({ status: s.orders.orderStatus, n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(s.orders)
      .where(eq(s.orders.userId, userId))
      .groupBy(s.orders.orderStatus),
    db.select().from(s.orders).where(where).orderBy(desc(s.orders.createdAt), desc(s.orders.id)).limit(params.limit).offset(params.offset),
  ]);
  // Every status of ORDER_STATUSES by its key, in their order.
  const statusWise: OrderList['status_wise_orders'] = { all: 0, pending: 0, confirm: 0, processing: 0, pickup: 0, on_the_way: 0, delivered: 0, cancelled: 0 };
  const counted = (key: string): key is keyof typeof statusWise => key in statusWise;
  for (const row of counts) {
    statusWise.all += row.n;
    const key = statusKey(row.status);
    if (counted(key)) statusWise[key] += row.n;
  }
  const filtered = params.status ? statusKey(params.status) : 'all';
  const total = counted(filtered) ? statusWise[filtered] : 0;
  return { total, status_wise_orders: statusWise, orders: rows.map(orderPayload) };
}

/**
 * A colour or size as the order recorded it ({id, name, ...}), answered as its name or null: the
 * original sends the name the order line keeps, not an object.
 */
function variantName(value: unknown, translatedName: string | null = null): string | null {
  if (!value || typeof value !== 'object') return null;
  const name = (value as { name?: unknown }).name;
  return translatedName ?? (typeof name === 'string' ? name : null);
}

/**
 * VAT lines as the order recorded them ([{id, name, percentage, amount in cents}]). `names` gives
 * the tax's name in the reader's language where the tax has a translation; else the name recorded
 * with the order (not today's, which the operator may have changed since).
 */
export function vatLines(value: unknown, names: ReadonlyMap<number, string> = new Map()) {
  if (!Array.isArray(value)) return [];
  return value.flatMap((line: unknown) => {
    if (!line || typeof line !== 'object') return [];
    const l = line as { id?: unknown; name?: unknown; percentage?: unknown; amount?: unknown };
    const id = Number(l.id) || 0;
    return [{ id, name: names.get(id) ?? String(l.name ?? ''), percentage: Number(l.percentage) || 0, amount: money(Number(l.amount) || 0) }];
  });
}

/** The translations of VAT taxes' names into `locale`, by id (taxes without one are left out). */
async function vatNames(db: Db, locale: string): Promise<Map<number, string>> {
  const rows = await db.select({ id: s.vatTaxes.id, i18n: s.vatTaxes.i18n }).from(s.vatTaxes);
  return new Map(rows.flatMap((row) => (row.i18n[locale]?.name?.trim() ? [[row.id, row.i18n[locale].name] as const] : [])));
}

/** What one unit of an item cost the shopper: the discount price when there was one. */
export const paidUnitPrice = (item: { price: number; discountPrice: number }): number => (item.discountPrice > 0 ? item.discountPrice : item.price);

/**
 * Items of some orders of one shopper as the details show them, in the order they were bought.
 * An item's rating is that shopper's own review of the product, or null before they review it.
 */
export async function orderItemsOf(db: Db, locale: string, userId: number, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: s.orderItems.id,
      orderId: s.orderItems.orderId,
      productId: s.orderItems.productId,
      // The name when bought, in the shopper's language when the product has a translation.
      name: sql<string>`coalesce(nullif(${s.products.i18n} -> ${locale}::text ->> 'name', ''), ${s.orderItems.name})`,
      brand: s.orderItems.brand,
      thumbnail: s.orderItems.thumbnail,
      price: s.orderItems.price,
      discountPrice: s.orderItems.discountPrice,
      quantity: s.orderItems.quantity,
      color: s.orderItems.color,
      // Colour and unit names as recorded, translated when the shop has a translation for them.
      colorName: sql<string | null>`(select nullif(${s.colors.i18n} -> ${locale}::text ->> 'name', '') from ${s.colors} where ${s.colors.id}::text = ${s.orderItems.color} ->> 'id')`,
      size: s.orderItems.size,
      unit: sql<string | null>`coalesce((select nullif(${s.units.i18n} -> ${locale}::text ->> 'name', '') from ${s.units} where ${s.units.name} = ${s.orderItems.unit}), ${s.orderItems.unit})`,
      rating: sql<number | null>`(select ${s.reviews.rating} from ${s.reviews} where ${s.reviews.userId} = ${userId} and ${s.reviews.productId} = ${s.orderItems.productId})`,
    })
    .from(s.orderItems)
    .leftJoin(s.products, eq(s.products.id, s.orderItems.productId))
    .where(inArray(s.orderItems.orderId, orderIds))
    .orderBy(asc(s.orderItems.id));
}

export type OrderItemRow = Awaited<ReturnType<typeof orderItemsOf>>[number];

export function itemPayload(item: OrderItemRow) {
  return {
    id: item.productId,
    order_item_id: item.id,
    name: item.name,
    brand: item.brand,
    thumbnail: item.thumbnail,
    price: money(item.price),
    discount_price: money(item.discountPrice),
    order_qty: item.quantity,
    color: variantName(item.color, item.colorName),
    size: variantName(item.size),
    rating: item.rating === null ? null : Number(item.rating),
    unit: item.unit,
  };
}

/** Order items of this order that a return already covers. */
export async function returnedItemIds(db: Db, orderId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: s.returnOrderItems.orderItemId })
    .from(s.returnOrderItems)
    .innerJoin(s.returnOrders, eq(s.returnOrders.id, s.returnOrderItems.returnOrderId))
    .where(eq(s.returnOrders.orderId, orderId));
  return new Set(rows.map((row) => row.id));
}

/** When the order was delivered: its own record, else the Delivered event, else null. */
export function deliveredAtOf(order: Pick<OrderRow, 'deliveredAt'>, events: { status: string; createdAt: Date }[]): Date | null {
  return order.deliveredAt ?? events.find((event) => event.status === 'Delivered')?.createdAt ?? null;
}

export interface ReturnWindow {
  days: number;
  lastDate: Date | null;
  open: boolean;
}

/** Whether a delivered order is still inside the shop's return window at `now`. */
export function returnWindowOf(status: string, deliveredAt: Date | null, days: number, now = Date.now()): ReturnWindow {
  const lastDate = status === 'Delivered' && deliveredAt ? lastReturnDate(deliveredAt, days) : null;
  return { days, lastDate, open: lastDate !== null && now <= lastDate.getTime() };
}

export async function findOrder(db: Db, userId: number, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(s.orders).where(mine(userId, orderId)).limit(1);
  if (!order) throw new NotFound('Order not found');
  return order;
}

export async function statusEventsOf(db: Db, orderId: number) {
  return db
    .select({ status: s.orderStatusEvents.status, createdAt: s.orderStatusEvents.createdAt })
    .from(s.orderStatusEvents)
    .where(eq(s.orderStatusEvents.orderId, orderId))
    .orderBy(asc(s.orderStatusEvents.createdAt), asc(s.orderStatusEvents.id));
}

export async function orderDetails(db: Db, locale: string, userId: number, orderId: number) {
  const order = await findOrder(db, userId, orderId);
  const [[shop], items, events, returned, days, taxNames] = await Promise.all([
    db
      .select({
        id: s.shops.id,
        name: tr(s.shops.i18n, s.shops.name, locale, 'name'),
        logo: s.shops.logo,
        rating: s.shops.rating,
        estimatedDeliveryTime: s.shops.estimatedDeliveryTime,
        lastSeenAt: s.shops.lastSeenAt,
      })
      .from(s.shops)
      .where(eq(s.shops.id, order.shopId))
      .limit(1),
    orderItemsOf(db, locale, userId, [order.id]),
    statusEventsOf(db, order.id),
    returnedItemIds(db, order.id),
    returnWindowDays(db),
    vatNames(db, locale),
  ]);
  const deliveredAt = deliveredAtOf(order, events);
  const window = returnWindowOf(order.orderStatus, deliveredAt, days);
  const estimated = new Date(order.createdAt.getTime() + deliveryDays(shop?.estimatedDeliveryTime) * 86_400_000);
  const promised = order.promisedFrom && order.promisedTo ? { earliest: order.promisedFrom, latest: order.promisedTo } : null;
  return {
    ...orderPayload(order),
    estimated_delivery_date: promised?.latest ?? isoDate(estimated),
    promised_delivery: promised,
    // Not at the door by the end of the last promised day (delivered later, or not yet).
    is_late: promised !== null && order.orderStatus !== 'Cancelled' && isoDate(deliveredAt ?? new Date()) > promised.latest,
    total_amount: money(order.totalAmount),
    tax_amount: money(order.taxAmount),
    discount: money(order.discount),
    coupon_discount: money(order.couponDiscount),
    payable_amount: money(order.payableAmount),
    delivery_charge: money(order.deliveryCharge),
    shop: shop
      ? {
          id: shop.id,
          name: shop.name,
          logo: shop.logo,
          rating: Number(shop.rating),
          estimated_delivery_time: shop.estimatedDeliveryTime,
          shop_status: isOnline(shop.lastSeenAt) ? 'Online' : 'Offline',
        }
      : null,
    products: items.map((item) => ({ ...itemPayload(item), is_returned: returned.has(item.id) })),
    invoice_url: `/api/orders/${order.id}/invoice`,
    all_vat_taxes: vatLines(order.vatTaxes, taxNames),
    return_order_within_days: window.days,
    last_return_date: window.lastDate ? window.lastDate.toISOString() : null,
    is_returnable: window.open && items.some((item) => !returned.has(item.id)),
    note: order.note,
    status_history: events.map((event) => ({ status: event.status, created_at: event.createdAt.toISOString() })),
  };
}

/**
 * Cancels a Pending order: the status changes only if it is still Pending (a conditional update,
 * so a shop confirming at the same moment wins or loses cleanly), the units go back to the
 * products' stock and out of their sold counts, units bought in a flash sale back to that sale's
 * stock (putBackStock, stock.ts), and the timeline records it, all in one transaction.
 */
export async function cancelOrder(db: Db, userId: number, orderId: number) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(s.orders).where(mine(userId, orderId)).limit(1).for('update');
    if (!order) throw new NotFound('Order not found');
    if (order.orderStatus !== 'Pending') {
      throw new Refused(`Only pending orders can be cancelled. This order is ${order.orderStatus}.`);
    }
    const [cancelled] = await tx
      .update(s.orders)
      .set({ orderStatus: 'Cancelled' })
      .where(and(mine(userId, orderId), eq(s.orders.orderStatus, 'Pending')))
      .returning();
    if (!cancelled) throw new Refused('Only pending orders can be cancelled.');
    const items = await tx
      .select({ productId: s.orderItems.productId, quantity: s.orderItems.quantity, flashSaleId: s.orderItems.flashSaleId })
      .from(s.orderItems)
      .where(eq(s.orderItems.orderId, orderId));
    await putBackStock(tx, items);
    // The voucher's use goes back to those left for every shopper.
    if (cancelled.couponId !== null) await tx.update(s.coupons).set({ used: sql`greatest(${s.coupons.used} - 1, 0)` }).where(eq(s.coupons.id, cancelled.couponId));
    await tx.insert(s.orderStatusEvents).values({ orderId, status: 'Cancelled' });
    return orderPayload(cancelled);
  });
}
