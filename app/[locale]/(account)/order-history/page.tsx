import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentNotice } from '@/components/checkout/payment-notice';
import { OrderTabs } from '@/components/orders/order-tabs';
import { NoOrders, OrdersTable } from '@/components/orders/orders-table';
import { Pagination } from '@/components/ui/pagination';
import { STATUS_KEYS, type StatusKey } from '@/lib/api/schemas/orders';
import { accountCall } from '@/lib/auth/account-api';
import { paymentOutcomeOf } from '@/lib/checkout/payment-outcome';
import { firstParam, pageParam, type SearchParams } from '@/lib/search-params';

const PER_PAGE = 10;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Orders');
  return { title: t('historyTitle'), robots: { index: false } };
}

/** ?status= holds a tab key; anything else shows every order. */
function statusParam(params: SearchParams): StatusKey | undefined {
  const value = firstParam(params, 'status');
  return (STATUS_KEYS as readonly string[]).includes(value ?? '') ? (value as StatusKey) : undefined;
}

export default async function OrderHistoryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const status = statusParam(query);
  const page = pageParam(query);
  // Back from paying several orders (one per shop) online at once.
  const outcome = paymentOutcomeOf(query.payment);
  const [t, result] = await Promise.all([
    getTranslations('Orders'),
    accountCall((api) => api.orders({ order_status: status, page, per_page: PER_PAGE })),
  ]);
  return (
    <div>
      {outcome ? (
        <div className="mb-4">
          <PaymentNotice outcome={outcome} />
        </div>
      ) : null}
      <h1 className="mb-4 text-2xl font-bold">{t('historyTitle')}</h1>
      <OrderTabs counts={result.status_wise_orders} current={status} />
      {result.orders.length > 0 ? <OrdersTable orders={result.orders} /> : <NoOrders message={t('empty')} hint={t('emptyHint')} />}
      <Pagination page={page} total={result.total} perPage={PER_PAGE} pathname="/order-history" query={status ? { status } : {}} />
    </div>
  );
}
