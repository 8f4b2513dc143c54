// Returns of delivered orders (docs/contract.md "Accounts": POST /return-order, GET /return-orders, GET
// /return-order-details/{id}). A return is allowed only for a Delivered order inside the shop's
// return window, for items of that order that no earlier return covers; its amount is what the
// shopper paid for those items. Reads and writes go by id AND the shopper's id.
import { and, count, desc, eq } from 'drizzle-orm';
import type { ReturnOrder } from '@/lib/api/schemas/orders';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { Invalid, NotFound } from './errors';
import { money } from './format';
import { returnWindowDays } from './order-format';
import { deliveredAtOf, itemPayload, orderItemsOf, paidUnitPrice, returnedItemIds, returnWindowOf, statusEventsOf } from './orders';
import { saveUpload, signedUploadUrl } from './uploads';

export const RETURN_STATUSES = ['Pending', 'Approved', 'Damaged', 'Mismatch'] as const;

export interface ReturnRequest {
  orderId: number;
  reason: string;
  productIds: number[];
  bankName: string;
  bankAccountNumber: string;
  returnAddress: string;
  attachments: File[];
}

const returnColumns = {
  id: s.returnOrders.id,
  orderId: s.returnOrders.orderId,
  orderCode: s.orders.orderCode,
  reason: s.returnOrders.reason,
  amount: s.returnOrders.amount,
  status: s.returnOrders.status,
  quantity: s.returnOrders.quantity,
  paymentStatus: s.returnOrders.paymentStatus,
  rejectNote: s.returnOrders.rejectNote,
  returnAddress: s.returnOrders.returnAddress,
  bankName: s.returnOrders.bankName,
  bankAccountNumber: s.returnOrders.bankAccountNumber,
  attachments: s.returnOrders.attachments,
  createdAt: s.returnOrders.createdAt,
};

const returnRows = (db: Db) => db.select(returnColumns).from(s.returnOrders).innerJoin(s.orders, eq(s.orders.id, s.returnOrders.orderId)).$dynamic();

type ReturnRow = Awaited<ReturnType<ReturnType<typeof returnRows>['execute']>>[number];

/** One entry of returnOrders (docs/contract.md), plus the order code, bank details and attachments (ours). */
function returnPayload(row: ReturnRow): ReturnOrder {
  return {
    id: row.id,
    order_id: row.orderId,
    order_code: row.orderCode,
    reason: row.reason,
    amount: money(row.amount),
    status: row.status,
    quantity: row.quantity,
    payment_status: row.paymentStatus,
    reject_note: row.rejectNote,
    return_date: row.createdAt.toISOString(),
    return_address: row.returnAddress,
    bank_name: row.bankName,
    bank_account_number: row.bankAccountNumber,
    attachments: Array.isArray(row.attachments) ? row.attachments.filter((item): item is string => typeof item === 'string').map((url) => signedUploadUrl(url)) : [],
  };
}

export async function listReturns(db: Db, userId: number, paging: { limit: number; offset: number }) {
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(s.returnOrders).where(eq(s.returnOrders.userId, userId)),
    returnRows(db)
      .where(eq(s.returnOrders.userId, userId))
      .orderBy(desc(s.returnOrders.createdAt), desc(s.returnOrders.id))
      .limit(paging.limit)
      .offset(paging.offset),
  ]);
  return { total, returnOrders: rows.map(returnPayload) };
}

export async function returnDetails(db: Db, locale: string, userId: number, returnId: number) {
  const [row] = await returnRows(db)
    .where(and(eq(s.returnOrders.id, returnId), eq(s.returnOrders.userId, userId)))
    .limit(1);
  if (!row) throw new NotFound('Return order not found');
  const [links, items] = await Promise.all([
    db.select({ id: s.returnOrderItems.orderItemId }).from(s.returnOrderItems).where(eq(s.returnOrderItems.returnOrderId, row.id)),
    orderItemsOf(db, locale, userId, [row.orderId]),
  ]);
  const returned = new Set(links.map((link) => link.id));
  return { ...returnPayload(row), return_order_products: items.filter((item) => returned.has(item.id)).map(itemPayload) };
}

/**
 * Records a return. The order row is locked for the transaction, so two returns sent at once for
 * the same items cannot both pass the "not returned yet" check.
 */
export async function createReturn(db: Db, locale: string, userId: number, input: ReturnRequest) {
  const returnId = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(s.orders)
      .where(and(eq(s.orders.id, input.orderId), eq(s.orders.userId, userId)))
      .limit(1)
      .for('update');
    if (!order) throw new NotFound('Order not found');
    if (order.orderStatus !== 'Delivered') throw new Invalid({ order_id: ['Only delivered orders can be returned.'] });
    const [events, days] = await Promise.all([statusEventsOf(tx, order.id), returnWindowDays(tx)]);
    const window = returnWindowOf(order.orderStatus, deliveredAtOf(order, events), days);
    if (!window.open) throw new Invalid({ order_id: [`The return window of ${days} days for this order has closed.`] });

    const items = await tx.select().from(s.orderItems).where(eq(s.orderItems.orderId, order.id));
    const wanted = new Set(input.productIds);
    if ([...wanted].some((id) => !items.some((item) => item.productId === id))) {
      throw new Invalid({ product_ids: ['The selected products are not part of this order.'] });
    }
    // A product bought in two colours is two items: returning the product returns both.
    const chosen = items.filter((item) => wanted.has(item.productId));
    const returned = await returnedItemIds(tx, order.id);
    if (chosen.some((item) => returned.has(item.id))) throw new Invalid({ product_ids: ['These products have already been returned.'] });

    const attachments: string[] = [];
    for (const [index, file] of input.attachments.entries()) {
      attachments.push(await saveUpload(tx, { userId, purpose: 'return', field: `attachments.${index}`, file }));
    }
    const [created] = await tx
      .insert(s.returnOrders)
      .values({
        orderId: order.id,
        userId,
        reason: input.reason,
        amount: chosen.reduce((sum, item) => sum + paidUnitPrice(item) * item.quantity, 0),
        quantity: chosen.reduce((sum, item) => sum + item.quantity, 0),
        returnAddress: input.returnAddress,
        bankName: input.bankName,
        bankAccountNumber: input.bankAccountNumber,
        attachments,
      })
      .returning({ id: s.returnOrders.id });
    await tx.insert(s.returnOrderItems).values(chosen.map((item) => ({ returnOrderId: created.id, orderItemId: item.id })));
    return created.id;
  });
  return returnDetails(db, locale, userId, returnId);
}

