// What happened to an online payment, on the order page the payment page sends the shopper back
// to (?payment=paid|failed|cancelled|pending). The order's own payment status has the last word:
// an order that reads Paid is paid whatever the address says, and "paid" on an order the shop has
// not seen paid yet reads as still being confirmed.
import { useTranslations } from 'next-intl';
import { CircleCheck, CircleAlert, Clock } from 'lucide-react';
import type { PaymentOutcome } from '@/lib/checkout/payment-outcome';
import { PayNowButton } from './pay-now-button';

export interface PaymentNoticeProps {
  outcome: PaymentOutcome;
  /** The order paid for, when the page is one order's: its payment status and method decide. */
  order?: { id: number; paymentStatus: string; paymentMethod: string | null };
}

export function PaymentNotice({ outcome, order }: PaymentNoticeProps) {
  const t = useTranslations('Checkout');
  const paid = order ? order.paymentStatus.toLowerCase() === 'paid' : outcome === 'paid';
  const shown: PaymentOutcome = paid ? 'paid' : outcome === 'paid' ? 'pending' : outcome;
  const text = { paid: t('paymentPaid'), failed: t('paymentFailed'), cancelled: t('paymentCancelled'), pending: t('paymentPending') }[shown];
  const tone = { paid: 'border-emerald-300 bg-emerald-50 text-emerald-900', pending: 'border-slate-300 bg-slate-50 text-slate-800', failed: 'border-red-300 bg-red-50 text-red-900', cancelled: 'border-amber-300 bg-amber-50 text-amber-900' }[shown];
  const Icon = shown === 'paid' ? CircleCheck : shown === 'pending' ? Clock : CircleAlert;
  // An unpaid order of an online method can be paid again from here.
  const gateway = order && !paid && order.paymentMethod && order.paymentMethod !== 'cash' && (shown === 'failed' || shown === 'cancelled') ? order.paymentMethod : null;
  return (
    <div role="status" className={`flex flex-wrap items-center gap-3 rounded-md border p-4 text-sm ${tone}`}>
      <Icon aria-hidden className="size-5 shrink-0" />
      <p className="min-w-0 flex-1 font-medium">{text}</p>
      {order && gateway ? <PayNowButton orderId={order.id} gateway={gateway} /> : null}
    </div>
  );
}
