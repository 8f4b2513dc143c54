// Paying an order set online: the page a payment is paid on (started through its gateway once and
// kept while it works), and GET /order-payment/{order}/{gateway}, which lets the shopper pay an
// unpaid order again, for example after a failed or abandoned payment.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PlacedOrders } from '@/lib/api/schemas/place-order';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { activeGateway, CASH, gatewayNamed } from '@/server/payments/registry';
import { mergeRecord, recordOf, returnPath, type PaymentRecord, type PaymentRow } from '@/server/payments/settle';
import { NotFound, Refused, UpstreamFailed } from './errors';
import { money } from './format';
import { orderPayload } from './orders';

export interface PayContext {
  /** The shop's origin as the shopper reached it. */
  origin: string;
  locale: string;
  email?: string | null;
}

export const unavailableMethod = (): Refused => new Refused('The selected payment method is not available.');

/** A stored page is reused until a minute before it expires. */
const stillOpen = (record: PaymentRecord): boolean =>
  Boolean(record.url) && (!record.expires_at || Date.parse(record.expires_at) > Date.now() + 60_000);

async function defaultCurrency(db: Db): Promise<string> {
  const [row] = await db.select({ name: s.currencies.name }).from(s.currencies).where(eq(s.currencies.isDefault, true)).limit(1);
  return row?.name ?? 'USD';
}

/**
 * Where the shopper pays this payment: null for cash and for what is already paid; otherwise the
 * stored page while it works, else a new one from the gateway (kept for the next ask).
 */
export async function paymentPageOf(db: Db, payment: PaymentRow, orderCodes: string[], context: PayContext): Promise<string | null> {
  if (payment.paymentMethod === CASH || payment.status === 'Paid') return null;
  const record = recordOf(payment);
  if (stillOpen(record)) return record.url ?? null;
  const gateway = gatewayNamed(payment.paymentMethod);
  if (!gateway?.available()) throw unavailableMethod();
  let started;
  try {
    started = await gateway.start(
      { id: payment.id, amount: payment.amount, currency: await defaultCurrency(db), orderCodes, locale: record.locale, email: context.email },
      { origin: context.origin, returnPath: (outcome) => returnPath(record, outcome) },
    );
  } catch (error) {
    console.error(`Payment ${payment.id}: ${payment.paymentMethod} could not start a payment:`, error);
    throw new UpstreamFailed('The payment could not be started. Your order is kept: please try again, or pay it later from your order history.');
  }
  await db
    .update(s.orderPayments)
    .set({
      response: mergeRecord({
        url: started.url,
        ...(started.reference ? { reference: started.reference } : {}),
        ...(started.expiresAt ? { expires_at: started.expiresAt.toISOString() } : {}),
      }),
    })
    .where(eq(s.orderPayments.id, payment.id));
  return started.url;
}

/** The answer of POST /place-order for a payment: its orders, the page to pay on, the payment. */
export async function placementAnswer(db: Db, userId: number, paymentId: number, context: PayContext): Promise<PlacedOrders> {
  const [payment] = await db.select().from(s.orderPayments).where(and(eq(s.orderPayments.id, paymentId), eq(s.orderPayments.userId, userId))).limit(1);
  if (!payment) throw new NotFound('Payment not found');
  const ids = recordOf(payment).order_ids;
  const orders = ids.length === 0 ? [] : await db.select().from(s.orders).where(and(inArray(s.orders.id, ids), eq(s.orders.userId, userId))).orderBy(asc(s.orders.id));
  const url = await paymentPageOf(db, payment, orders.map((order) => order.orderCode), context);
  return {
    order_payment_url: url,
    payment: { id: payment.id, payment_method: payment.paymentMethod, amount: money(payment.amount), status: payment.status },
    orders: orders.map(orderPayload),
  };
}

/**
 * GET /order-payment/{order}/{gateway}: a page to pay one unpaid order of the shopper through an
 * online gateway. The order's own payment is reused while it is open, for the same gateway and
 * for this order alone; otherwise a new payment for this order is started (the order row is
 * locked meanwhile, so two quick taps start one).
 */
export async function orderPaymentUrl(db: Db, userId: number, orderId: number, gatewayName: string, context: PayContext): Promise<string> {
  if (gatewayName === CASH) throw new Refused('Cash on delivery needs no online payment. Choose an online payment method.');
  const paymentId = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(s.orders).where(and(eq(s.orders.id, orderId), eq(s.orders.userId, userId))).limit(1).for('update');
    if (!order) throw new NotFound('Order not found');
    if (order.paymentStatus === 'Paid') throw new NotFound('This order is already paid.');
    if (order.orderStatus === 'Cancelled') throw new NotFound('This order was cancelled.');
    if (!(await activeGateway(tx, gatewayName))) throw unavailableMethod();
    if (order.paymentId !== null) {
      const [current] = await tx.select().from(s.orderPayments).where(eq(s.orderPayments.id, order.paymentId)).limit(1);
      const ids = current ? recordOf(current).order_ids : [];
      if (current && current.status === 'Pending' && current.paymentMethod === gatewayName && ids.length === 1 && ids[0] === order.id) return current.id;
    }
    const [created] = await tx
      .insert(s.orderPayments)
      .values({ userId, paymentMethod: gatewayName, amount: order.payableAmount, response: { order_ids: [order.id], locale: context.locale } satisfies PaymentRecord })
      .returning({ id: s.orderPayments.id });
    await tx.update(s.orders).set({ paymentId: created.id }).where(eq(s.orders.id, order.id));
    return created.id;
  });
  const [payment] = await db.select().from(s.orderPayments).where(eq(s.orderPayments.id, paymentId)).limit(1);
  const [order] = await db.select({ code: s.orders.orderCode }).from(s.orders).where(eq(s.orders.id, orderId)).limit(1);
  const url = await paymentPageOf(db, payment, [order.code], context);
  if (!url) throw unavailableMethod();
  return url;
}
