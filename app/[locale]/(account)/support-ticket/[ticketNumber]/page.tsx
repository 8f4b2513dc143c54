import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { cache, type ReactNode } from 'react';
import { ArrowLeft, Star } from 'lucide-react';
import { TicketMessage } from '@/components/tickets/ticket-message';
import { TicketReplyForm } from '@/components/tickets/ticket-reply-form';
import { TicketStatus } from '@/components/tickets/ticket-status';
import { unlessMissing } from '@/lib/api/missing';
import { accountCall } from '@/lib/auth/account-api';
import { shownDate } from '@/lib/format-date';
import { Link } from '@/lib/i18n/navigation';
import { decodedSegment } from '@/lib/route-param';

type Props = { params: Promise<{ locale: string; ticketNumber: string }> };

/** The shopper's own ticket, or null: an unknown or another shopper's number is a 404 alike. */
const loadTicket = cache(async (ticketNumber: string) => {
  const number = decodedSegment(ticketNumber);
  if (number === null || !/^[\w-]{1,32}$/.test(number)) return null;
  return unlessMissing(() => accountCall((api) => api.supportTicket(number)));
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [thread, t] = await Promise.all([loadTicket((await params).ticketNumber), getTranslations('Tickets')]);
  return { title: thread ? t('ticketTitle', { ticketNo: thread.support_ticket.ticket_no }) : t('title'), robots: { index: false } };
}

export default async function SupportTicketPage({ params }: Props) {
  const { locale, ticketNumber } = await params;
  setRequestLocale(locale);
  const thread = await loadTicket(ticketNumber);
  if (!thread) notFound();
  const [t, format] = await Promise.all([getTranslations('Tickets'), getFormatter()]);
  const ticket = thread.support_ticket;
  const opened = shownDate(format, ticket.created_at);
  const detail = (term: string, value: ReactNode) => (
    <div>
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
  return (
    <>
      <Link href="/support-tickets" className="mb-3 inline-flex items-center gap-1 text-sm text-primary-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('backToTickets')}
      </Link>
      <h1 className="text-2xl font-bold">{t('ticketTitle', { ticketNo: ticket.ticket_no })}</h1>
      <p className="mt-1 text-lg">{ticket.subject}</p>
      <section aria-label={t('details')} className="mt-4 rounded-md border border-slate-200 bg-white p-4">
        <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
          {detail(t('issueType'), ticket.issue_type ?? t('none'))}
          {detail(t('orderNumber'), ticket.order_number ? <bdi>{ticket.order_number}</bdi> : t('none'))}
          {detail(t('status'), <TicketStatus status={ticket.status} />)}
          {detail(t('opened'), <time dateTime={opened.iso}>{opened.text}</time>)}
        </dl>
      </section>
      {thread.highlighted_messages.length > 0 ? (
        <section aria-labelledby="highlighted-heading" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4">
          <h2 id="highlighted-heading" className="mb-3 flex items-center gap-2 font-semibold text-amber-900">
            <Star aria-hidden className="size-4" />
            {t('highlighted')}
          </h2>
          <ul className="space-y-2">
            {thread.highlighted_messages.map((message) => (
              <li key={message.id} className="whitespace-pre-wrap break-words text-sm">
                {message.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="conversation-heading" className="mt-6">
        <h2 id="conversation-heading" className="mb-3 text-lg font-semibold">
          {t('conversation')}
        </h2>
        <ol className="flex flex-col gap-3">
          {ticket.messages.map((message) => (
            <li key={message.id} className="flex">
              <TicketMessage message={message} />
            </li>
          ))}
        </ol>
      </section>
      <TicketReplyForm ticketNumber={ticket.ticket_no} closed={!ticket.can_reply} />
    </>
  );
}
