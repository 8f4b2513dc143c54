// The sandbox gateway: a payment page of the shop's own with Pay, Fail and Cancel buttons, so the
// whole online-payment path (page, signed callback, paid exactly once, back to the order) runs
// without any provider account. No money moves, so it is on only where that is wanted: by
// default in the local demo (APP_ENV local), elsewhere only with PAYMENT_SANDBOX=true.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { linkSignature, validLinkSignature } from '@/server/link-signature';
import { money } from '@/server/services/format';
import { sandboxPage } from './sandbox-page';
import { findPayment, markFailed, markPaid, outcomeOf, recordOf, returnPath, type PaymentRow } from './settle';
import type { PaymentGateway } from './types';
import { isLocalDemo } from '@/server/app-env';
import { wordsFor } from '@/server/words';
import { flagOf } from '@/lib/coerce';
import { serverEnv } from '@/server/config';

export const SANDBOX = 'sandbox';

export function sandboxEnabled(env: NodeJS.ProcessEnv = serverEnv()): boolean {
  return flagOf(env.PAYMENT_SANDBOX) ?? isLocalDemo(env);
}

/** The signature of a payment's page and callback: only the shop can make it. */
export const sandboxSignature = (paymentId: number): string => linkSignature('sandbox-payment', paymentId);

export const validSandboxSignature = (paymentId: number, signature: string | undefined | null): boolean =>
  validLinkSignature('sandbox-payment', paymentId, signature);

/** The page path of a payment, signed. */
export const sandboxPagePath = (paymentId: number): string => `/api/payments/sandbox/${paymentId}?sig=${sandboxSignature(paymentId)}`;

export const sandboxGateway: PaymentGateway = {
  name: SANDBOX,
  available: () => sandboxEnabled(),
  // The page is made from the stored payment when it is opened; starting only hands out its URL.
  start: async (payment, context) => ({ url: `${context.origin}${sandboxPagePath(payment.id)}` }),
};

// ---------------------------------------------------------------- the sandbox's side

/** The sandbox payment with this id (only payments made for the sandbox, only while it is on). */
async function sandboxPayment(db: Db, paymentId: number): Promise<PaymentRow | null> {
  if (!sandboxEnabled()) return null;
  const payment = await findPayment(db, paymentId);
  return payment && payment.paymentMethod === SANDBOX ? payment : null;
}

/** The payment page, or null when there is no such sandbox payment. */
export async function sandboxPageOf(db: Db, paymentId: number): Promise<string | null> {
  const payment = await sandboxPayment(db, paymentId);
  if (!payment) return null;
  const record = recordOf(payment);
  const [orders, [currency], [appName], words] = await Promise.all([
    record.order_ids.length === 0
      ? Promise.resolve([])
      : db.select({ code: s.orders.orderCode }).from(s.orders).where(inArray(s.orders.id, record.order_ids)).orderBy(asc(s.orders.id)),
    db.select({ symbol: s.currencies.symbol, position: s.currencies.position }).from(s.currencies).where(eq(s.currencies.isDefault, true)).limit(1),
    db.select({ value: s.settings.value }).from(s.settings).where(eq(s.settings.key, 'app_name')).limit(1),
    // In the language the shopper ordered in, whichever their browser asks for now.
    wordsFor(db, record.locale),
  ]);
  const value = money(payment.amount).toFixed(2);
  const symbol = currency?.symbol ?? '$';
  return sandboxPage({
    paymentId: payment.id,
    signature: sandboxSignature(payment.id),
    amount: currency?.position === 'suffix' ? `${value}${symbol}` : `${symbol}${value}`,
    orderCodes: orders.map((order) => order.code),
    status: payment.status,
    words,
    backPath: returnPath(record, outcomeOf(payment, 'pending')),
    appName: typeof appName?.value === 'string' ? appName.value : 'Shop',
  });
}

export type SandboxDecision = 'paid' | 'failed' | 'cancelled';

/**
 * The shopper's choice on the page. Only a Pending payment takes a decision: Pay marks it Paid
 * (once), Fail closes it as Failed, Cancel leaves it open. Answers the storefront path to go back
 * to, with what the payment now is; null when there is no such sandbox payment.
 */
export async function decideSandbox(db: Db, paymentId: number, decision: SandboxDecision): Promise<string | null> {
  const payment = await sandboxPayment(db, paymentId);
  if (!payment) return null;
  if (payment.status === 'Pending') {
    if (decision === 'paid') await markPaid(db, payment.id, { via: SANDBOX, amount: payment.amount });
    if (decision === 'failed') await markFailed(db, payment.id, SANDBOX);
  }
  const now = (await findPayment(db, payment.id)) ?? payment;
  return returnPath(recordOf(now), outcomeOf(now, decision === 'paid' ? 'pending' : decision));
}
