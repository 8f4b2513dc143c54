import { getFormatter, getTranslations } from 'next-intl/server';
import type { Ticket } from '@/lib/api/schemas/tickets';
import { shownDate, type DateFormatter } from '@/lib/format-date';
import { Link } from '@/lib/i18n/navigation';
import { TicketStatus } from './ticket-status';
import { EmptyState } from '@/components/ui/empty-state';
import { DataTable } from '@/components/ui/data-table';

function TicketDay({ value, format }: { value: string; format: DateFormatter }) {
  const date = shownDate(format, value);
  return <time dateTime={date.iso}>{date.text}</time>;
}

/** The shopper's tickets; each ticket number opens its thread. */
export async function TicketTable({ tickets }: { tickets: Ticket[] }) {
  const [t, format] = await Promise.all([getTranslations('Tickets'), getFormatter()]);
  if (tickets.length === 0) {
    return (
      <EmptyState title={t('empty')} hint={t('emptyHint')} />
    );
  }
  return (
    <DataTable columns={[t('ticketNo'), t('subject'), t('issueType'), t('orderNumber'), t('status'), t('date')]}>
      {tickets.map((ticket) => (
        <tr key={ticket.id} className="hover:bg-slate-50">
          <td className="px-3 py-2 font-medium">
            <Link href={`/support-ticket/${encodeURIComponent(ticket.ticket_no)}`} className="text-primary-700 hover:underline" dir="ltr">
              {ticket.ticket_no}
            </Link>
          </td>
          <td className="max-w-64 truncate px-3 py-2" title={ticket.subject}>{ticket.subject}</td>
          <td className="px-3 py-2">{ticket.issue_type ?? t('none')}</td>
          <td className="px-3 py-2">{ticket.order_number ? <bdi>{ticket.order_number}</bdi> : t('none')}</td>
          <td className="px-3 py-2"><TicketStatus status={ticket.status} /></td>
          <td className="whitespace-nowrap px-3 py-2">
            <TicketDay value={ticket.created_at} format={format} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
