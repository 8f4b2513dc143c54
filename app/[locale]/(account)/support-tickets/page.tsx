import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NewTicketForm } from '@/components/tickets/new-ticket-form';
import { TicketTable } from '@/components/tickets/ticket-table';
import { TicketTabs } from '@/components/tickets/ticket-tabs';
import { DEFAULT_PER_PAGE, Pagination } from '@/components/ui/pagination';
import { TICKET_STATUSES, type TicketStatus } from '@/lib/api/schemas/tickets';
import { accountCall } from '@/lib/auth/account-api';
import { firstParam, pageParam, type SearchParams } from '@/lib/search-params';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Tickets');
  return { title: t('title'), robots: { index: false } };
}

/** ?status= picks a tab; anything else shows all tickets. */
function statusParam(query: SearchParams): TicketStatus | undefined {
  const value = firstParam(query, 'status');
  return (TICKET_STATUSES as readonly string[]).includes(value ?? '') ? (value as TicketStatus) : undefined;
}

export default async function SupportTicketsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const status = statusParam(query);
  const page = pageParam(query);
  const [t, list, { issue_types: issueTypes }, { user }] = await Promise.all([
    getTranslations('Tickets'),
    accountCall((api) => api.supportTickets({ status, page, per_page: DEFAULT_PER_PAGE })),
    accountCall((api) => api.ticketIssueTypes()),
    accountCall((api) => api.profile()),
  ]);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <NewTicketForm issueTypes={issueTypes} email={user.email ?? ''} phone={user.phone ?? ''} />
      </div>
      <TicketTabs counts={list} current={status} />
      <TicketTable tickets={list.support_tickets} />
      <Pagination page={page} total={list.total} pathname="/support-tickets" query={status ? { status } : {}} />
    </>
  );
}
