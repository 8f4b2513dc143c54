import { useTranslations } from 'next-intl';
import { ticketStatusKey, type TicketStatus as StatusKey } from '@/lib/api/schemas/tickets';

const styles: Record<StatusKey, string> = {
  running: 'bg-amber-100 text-amber-900',
  completed: 'bg-green-100 text-green-900',
  cancel: 'bg-slate-200 text-slate-800',
};

/**
 * A ticket's status as a coloured label. An open ticket ("pending" or "confirm" from the
 * original backend, "running" before) reads "Running"; statuses this shop does not know are
 * shown as sent.
 */
export function TicketStatus({ status }: { status: string }) {
  const t = useTranslations('Tickets');
  const key = ticketStatusKey(status);
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${key ? styles[key] : 'bg-slate-100 text-slate-800'}`}>
      {key ? t(key) : status}
    </span>
  );
}
