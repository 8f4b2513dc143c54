// Settling payments: whatever the provider, a payment becomes Paid exactly once. The change is a
// conditional update of a locked row, so a callback replayed, a webhook delivered twice, or a
// webhook racing the shopper's return find the work done and change nothing.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { currentLocales, localizedPath } from '@/lib/i18n/locales';
import type { PaymentOutcome } from './types';
import { gatewayLabel, payments } from '@/server/observability/metrics';

export type PaymentRow = typeof s.orderPayments.$inferSelect;

/**
 * What the shop keeps about a payment in order_payments.response: the orders it pays, the
 * shopper's language (for the way back), the placement request it answered (idempotency) and the
 * current payment page with the provider's reference.
 */
export interface PaymentRecord {
  order_ids: number[];
  locale: string;
  /** Fingerprint of the request that placed the orders, to tell a repeat from a different order. */
  request?: string;
  url?: string | null;
  reference?: string;
  expires_at?: string;
  paid_via?: string;
  paid_at?: string;
  failed_via?: string;
  /** A provider reported an amount that is not the payment's: kept for the shop to look into. */
  mismatch?: { via: string; amount: number; currency?: string };
}

/** The record of a payment, read defensively (older rows or other writers may lack fields). */
export function recordOf(payment: Pick<PaymentRow, 'response'>): PaymentRecord {
  const raw = (payment.response && typeof payment.response === 'object' && !Array.isArray(payment.response) ? payment.response : {}) as Record<string, unknown>;
  const ids = Array.isArray(raw.order_ids) ? raw.order_ids.map(Number).filter((id) => Number.isInteger(id) && id > 0) : [];
  return { ...(raw as Partial<PaymentRecord>), order_ids: ids, locale: typeof raw.locale === 'string' ? raw.locale : currentLocales().defaultLocale };
}

/** Merges fields into a payment's record in the database (jsonb ||), leaving the others. */
export const mergeRecord = (fields: Partial<PaymentRecord>) => sql`coalesce(${s.orderPayments.response}, '{}'::jsonb) || ${JSON.stringify(fields)}::jsonb`;

export async function findPayment(db: Db, paymentId: number): Promise<PaymentRow | null> {
  const [payment] = await db.select().from(s.orderPayments).where(eq(s.orderPayments.id, paymentId)).limit(1);
  return payment ?? null;
}

/**
 * The storefront page the shopper returns to: the order's details when the payment is for one
 * order, the order history when for several; `payment` tells the page what happened.
 * Other languages than the default keep their URL prefix.
 */
export function returnPath(record: PaymentRecord, outcome: PaymentOutcome): string {
  const set = currentLocales();
  const locale = set.languages.some((one) => one.name === record.locale) ? record.locale : set.defaultLocale;
  const page = record.order_ids.length === 1 ? `/order-history/${record.order_ids[0]}` : '/order-history';
  return `${localizedPath(locale, page, set)}?payment=${outcome}`;
}

/** The outcome a payment's state shows the shopper on the way back. */
export function outcomeOf(payment: Pick<PaymentRow, 'status'>, fallback: PaymentOutcome): PaymentOutcome {
  if (payment.status === 'Paid') return 'paid';
  if (payment.status === 'Failed') return 'failed';
  return fallback;
}

export interface Proof {
  /** Who says it was paid, e.g. "sandbox" or "stripe:evt_123". */
  via: string;
  reference?: string;
  /** What the provider collected, in cents; checked against the payment when given. */
  amount?: number;
  currency?: string;
}

export type SettleResult = 'paid' | 'already-paid' | 'amount-mismatch' | 'not-found';

/**
 * Marks a payment and the orders it pays as Paid, once. The orders also take the payment's method
 * (an order placed for cash and paid online afterwards says how it was paid).
 */
export async function markPaid(db: Db, paymentId: number, proof: Proof): Promise<SettleResult> {
  const settled = await db.transaction(async (tx): Promise<Exclude<SettleResult, 'paid'> | { result: 'paid'; gateway: string }> => {
    const [payment] = await tx.select().from(s.orderPayments).where(eq(s.orderPayments.id, paymentId)).limit(1).for('update');
    if (!payment) return 'not-found';
    if (payment.status === 'Paid') return 'already-paid';
    if (proof.amount !== undefined && proof.amount !== payment.amount) {
      console.error(`Payment ${paymentId}: ${proof.via} reported ${proof.amount} but ${payment.amount} is due; not marked paid.`);
      await tx
        .update(s.orderPayments)
        .set({ response: mergeRecord({ mismatch: { via: proof.via, amount: proof.amount, currency: proof.currency } }) })
        .where(eq(s.orderPayments.id, paymentId));
      return 'amount-mismatch';
    }
    const paid = await tx
      .update(s.orderPayments)
      .set({
        status: 'Paid',
        response: mergeRecord({ paid_via: proof.via, paid_at: new Date().toISOString(), ...(proof.reference ? { reference: proof.reference } : {}) }),
      })
      .where(and(eq(s.orderPayments.id, paymentId), ne(s.orderPayments.status, 'Paid')))
      .returning({ id: s.orderPayments.id });
    if (paid.length === 0) return 'already-paid';
    const orderIds = recordOf(payment).order_ids;
    if (orderIds.length > 0) {
      await tx
        .update(s.orders)
        .set({ paymentStatus: 'Paid', paymentId: payment.id, paymentMethod: payment.paymentMethod })
        .where(and(inArray(s.orders.id, orderIds), eq(s.orders.userId, payment.userId), ne(s.orders.paymentStatus, 'Paid')));
    }
    return { result: 'paid' as const, gateway: payment.paymentMethod };
  });
  if (typeof settled === 'string') return settled;
  payments.inc({ gateway: gatewayLabel(settled.gateway), outcome: 'paid' });
  return settled.result;
}

/**
 * A payment the provider refused: it is closed as Failed (only while Pending), its orders stay
 * Pending and unpaid, and the shopper can pay them again through /order-payment.
 */
export async function markFailed(db: Db, paymentId: number, via: string): Promise<boolean> {
  const failed = await db
    .update(s.orderPayments)
    .set({ status: 'Failed', response: mergeRecord({ failed_via: via }) })
    .where(and(eq(s.orderPayments.id, paymentId), eq(s.orderPayments.status, 'Pending')))
    .returning({ id: s.orderPayments.id, method: s.orderPayments.paymentMethod });
  if (failed.length > 0) payments.inc({ gateway: gatewayLabel(failed[0].method), outcome: 'failed' });
  return failed.length > 0;
}
