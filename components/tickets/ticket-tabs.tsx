import { useTranslations } from 'next-intl';
import type { TicketList, TicketStatus } from '@/lib/api/schemas/tickets';
import { Link } from '@/lib/i18n/navigation';

const tabs = ['all', 'running', 'completed', 'cancel'] as const;

/** Status tabs with their counts; the choice lives in the URL (?status=), so it can be shared. */
export function TicketTabs({ counts, current }: { counts: Pick<TicketList, TicketStatus>; current: TicketStatus | undefined }) {
  const t = useTranslations('Tickets');
  const all = counts.running + counts.completed + counts.cancel;
  return (
    <nav aria-label={t('tabs')} className="mb-4 overflow-x-auto border-b border-slate-200">
      <ul className="flex gap-1">
        {tabs.map((tab) => {
          const active = tab === 'all' ? current === undefined : current === tab;
          const count = tab === 'all' ? all : counts[tab];
          return (
            <li key={tab}>
              <Link
                href={tab === 'all' ? '/support-tickets' : { pathname: '/support-tickets', query: { status: tab } }}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px inline-block whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium ${active ? 'border-primary-600 text-primary-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
              >
                {t('tab', { label: t(tab), count })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
