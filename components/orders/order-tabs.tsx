import { useTranslations } from 'next-intl';
import { STATUS_KEYS, type OrderList, type StatusKey } from '@/lib/api/schemas/orders';
import { Link } from '@/lib/i18n/navigation';

/** Status tabs with their counts; the choice lives in the URL (?status=), so it can be shared. */
export function OrderTabs({ counts, current }: { counts: OrderList['status_wise_orders']; current: StatusKey | undefined }) {
  const t = useTranslations('Orders');
  const tabs = ['all', ...STATUS_KEYS] as const;
  return (
    <nav aria-label={t('tabs')} className="mb-4 overflow-x-auto border-b border-slate-200">
      <ul className="flex gap-1">
        {tabs.map((tab) => {
          const active = tab === 'all' ? current === undefined : current === tab;
          return (
            <li key={tab}>
              <Link
                href={tab === 'all' ? '/order-history' : { pathname: '/order-history', query: { status: tab } }}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${active ? 'border-primary-600 text-primary-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
              >
                {t('tab', { label: tab === 'all' ? t('all') : t(`status.${tab}`), count: counts[tab] })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
