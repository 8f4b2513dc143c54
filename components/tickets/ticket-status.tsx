import { useTranslations } from 'next-intl';

const styles: Record<string, string> = {
  running: 'bg-amber-100 text-amber-900',
  completed: 'bg-green-100 text-green-900',
  cancel: 'bg-slate-200 text-slate-800',
};

/** A ticket's status as a coloured label; statuses this shop does not know are shown as sent. */
export function TicketStatus({ status }: { status: string }) {
  const t = useTranslations('Tickets');
  const known = status === 'running' || status === 'completed' || status === 'cancel';
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status] ?? 'bg-slate-100 text-slate-800'}`}>
      {known ? t(status) : status}
    </span>
  );
}
