import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReturnsTable } from '@/components/orders/returns-table';
import { Pagination } from '@/components/ui/pagination';
import { accountCall } from '@/lib/auth/account-api';
import { Link } from '@/lib/i18n/navigation';
import { pageParam, type SearchParams } from '@/lib/search-params';
import { EmptyState } from '@/components/ui/empty-state';

const PER_PAGE = 10;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Orders');
  return { title: t('returnsTitle'), robots: { index: false } };
}

export default async function ReturnedOrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = pageParam(await searchParams);
  const [t, result] = await Promise.all([getTranslations('Orders'), accountCall((api) => api.returnOrders({ page, per_page: PER_PAGE }))]);
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{t('returnsTitle')}</h1>
      {result.returnOrders.length > 0 ? (
        <ReturnsTable returns={result.returnOrders} />
      ) : (
        <EmptyState title={t('noReturns')} hint={t('noReturnsHint')}>
          <Link href="/order-history?status=delivered" className="mt-4 inline-block text-sm font-medium text-primary-700 hover:underline">
            {t('historyTitle')}
          </Link>
        </EmptyState>
      )}
      <Pagination page={page} total={result.total} perPage={PER_PAGE} pathname="/returned-order-history" />
    </div>
  );
}
