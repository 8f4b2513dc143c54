import { useTranslations } from 'next-intl';
import { Check } from 'lucide-react';
import { ORDER_STATUSES, statusKeyOf, type OrderDetails } from '@/lib/api/schemas/orders';
import { useOrderStatusLabel } from './order-status';
import { When } from './when';

const FLOW = ORDER_STATUSES.filter((status) => status !== 'Cancelled');

interface Step {
  status: string;
  at: string | null;
  reached: boolean;
}

/**
 * The steps of an order: the usual flow with the dates each step was reached, or, for a
 * cancelled order, what actually happened.
 */
function stepsOf(order: Pick<OrderDetails, 'order_status' | 'status_history'>): Step[] {
  const history = order.status_history;
  const dateOf = (status: string) => history.find((event) => statusKeyOf(event.status) === statusKeyOf(status))?.created_at ?? null;
  const current = FLOW.findIndex((status) => statusKeyOf(status) === statusKeyOf(order.order_status));
  if (current === -1) {
    // Cancelled (or a status this shop does not know): the recorded events, then the status itself.
    const steps: Step[] = history.map((event) => ({ status: event.status, at: event.created_at, reached: true }));
    if (!steps.some((step) => statusKeyOf(step.status) === statusKeyOf(order.order_status))) steps.push({ status: order.order_status, at: null, reached: true });
    return steps;
  }
  return FLOW.map((status, index) => ({ status, at: dateOf(status), reached: index <= current }));
}

export function OrderTimeline({ order }: { order: Pick<OrderDetails, 'order_status' | 'status_history'> }) {
  const t = useTranslations('Orders');
  const label = useOrderStatusLabel();
  const steps = stepsOf(order);
  const last = steps.map((step) => step.reached).lastIndexOf(true);
  return (
    <ol className="flex flex-col gap-0">
      {steps.map((step, index) => (
        <li key={`${step.status}-${index}`} aria-current={index === last ? 'step' : undefined} className="relative flex gap-3 pb-4 last:pb-0">
          {index < steps.length - 1 ? (
            <span aria-hidden className={`absolute start-3 top-6 h-[calc(100%-1.5rem)] w-0.5 -translate-x-1/2 rtl:translate-x-1/2 ${steps[index + 1].reached ? 'bg-primary-600' : 'bg-slate-200'}`} />
          ) : null}
          <span
            aria-hidden
            className={`relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${step.reached ? 'border-primary-600 bg-primary-600 text-white' : 'border-slate-300 bg-white'}`}
          >
            {step.reached ? <Check className="size-3.5" /> : null}
          </span>
          <div className="min-w-0">
            <p className={`text-sm ${step.reached ? 'font-semibold text-slate-900' : 'text-slate-500'}`}>{label(step.status)}</p>
            <p className="text-xs text-slate-600">{step.at ? <When value={step.at} withTime /> : step.reached ? null : t('notYet')}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
