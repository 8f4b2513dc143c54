import { useTranslations } from 'next-intl';
import { statusKeyOf } from '@/lib/api/schemas/orders';

const orderStyles: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirm: 'bg-sky-100 text-sky-900',
  processing: 'bg-indigo-100 text-indigo-900',
  pickup: 'bg-violet-100 text-violet-900',
  on_the_way: 'bg-blue-100 text-blue-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

const returnStyles: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  damaged: 'bg-red-100 text-red-900',
  mismatch: 'bg-red-100 text-red-900',
};

const badge = 'inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** An order status in the shopper's language; a status this shop does not know is shown as sent. */
export function useOrderStatusLabel() {
  const t = useTranslations('Orders');
  return (status: string) => {
    const key = `status.${statusKeyOf(status)}`;
    return t.has(key) ? t(key) : status;
  };
}

export function OrderStatusBadge({ status }: { status: string }) {
  const label = useOrderStatusLabel();
  return <span className={`${badge} ${orderStyles[statusKeyOf(status)] ?? 'bg-slate-100 text-slate-800'}`}>{label(status)}</span>;
}

export function ReturnStatusBadge({ status }: { status: string }) {
  const t = useTranslations('Orders');
  const key = `returnStatus.${statusKeyOf(status)}`;
  return <span className={`${badge} ${returnStyles[statusKeyOf(status)] ?? 'bg-slate-100 text-slate-800'}`}>{t.has(key) ? t(key) : status}</span>;
}

/** "Paid" / "Pending" payment, translated when known. */
export function PaymentStatus({ status }: { status: string | null }) {
  const t = useTranslations('Orders');
  if (!status) return null;
  const key = `paymentStatus.${statusKeyOf(status)}`;
  const paid = statusKeyOf(status) === 'paid';
  return <span className={paid ? 'font-medium text-green-800' : 'text-slate-700'}>{t.has(key) ? t(key) : status}</span>;
}

/** "cash" reads as Cash on Delivery; a gateway name ("stripe") as itself, capitalised. */
export function PaymentMethod({ method }: { method: string | null }) {
  const t = useTranslations('Orders');
  if (!method) return null;
  const key = `paymentMethod.${statusKeyOf(method)}`;
  return <>{t.has(key) ? t(key) : method.charAt(0).toUpperCase() + method.slice(1)}</>;
}
