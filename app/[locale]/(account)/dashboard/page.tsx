import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/components/catalog/product-grid';
import { NoOrders, OrdersTable } from '@/components/orders/orders-table';
import type { StatusKey } from '@/lib/api/schemas/orders';
import { accountCall } from '@/lib/auth/account-api';
import { Link } from '@/lib/i18n/navigation';

const RECENT = 5;
/** Recently viewed products shown (the backend keeps more). */
const VIEWED = 10;
/** The counts the dashboard shows, each opening the matching tab of the order history. */
const shownStatuses: StatusKey[] = ['pending', 'on_the_way', 'delivered', 'cancelled'];

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('dashboard'), robots: { index: false } };
}

export default async function DashboardPage() {
  const [t, to, tc, orders, returns, viewed] = await Promise.all([
    getTranslations('Account'),
    getTranslations('Orders'),
    getTranslations('Catalog'),
    accountCall((api) => api.orders({ page: 1, per_page: RECENT })),
    accountCall((api) => api.returnOrders({ page: 1, per_page: 1 })),
    accountCall((api) => api.recentlyViews({ page: 1, per_page: VIEWED })),
  ]);
  const counts = orders.status_wise_orders;
  const cards: { href: string | { pathname: string; query: Record<string, string> }; label: string; count: number }[] = [
    { href: '/order-history', label: to('statAll'), count: counts.all },
    ...shownStatuses.map((key) => ({ href: { pathname: '/order-history', query: { status: key } }, label: to(`status.${key}`), count: counts[key] })),
    { href: '/returned-order-history', label: to('statReturns'), count: returns.total },
  ];
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-bold">{t('dashboard')}</h1>
        <p className="text-sm text-slate-600">{to('dashboardIntro')}</p>
      </div>
      <section aria-labelledby="order-counts">
        <h2 id="order-counts" className="sr-only">
          {to('stats')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {cards.map((card) => (
            <li key={card.label}>
              <Link href={card.href} className="flex h-full flex-col gap-1 rounded-md border border-slate-200 bg-white p-4 hover:border-primary-300 hover:bg-primary-50">
                <span className="text-sm text-slate-600">{card.label}</span>
                <span className="text-2xl font-bold text-slate-900">{card.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="recent-orders" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="recent-orders" className="text-lg font-semibold">
            {to('recentOrders')}
          </h2>
          {orders.total > 0 ? (
            <Link href="/order-history" className="text-sm font-medium text-primary-700 hover:underline">
              {to('viewAll')}
            </Link>
          ) : null}
        </div>
        {orders.orders.length > 0 ? <OrdersTable orders={orders.orders.slice(0, RECENT)} /> : <NoOrders message={to('empty')} hint={to('emptyHint')} />}
      </section>
      <section aria-labelledby="recently-viewed" className="flex flex-col gap-3">
        <h2 id="recently-viewed" className="text-lg font-semibold">
          {tc('recentlyViewed')}
        </h2>
        {viewed.products.length > 0 ? (
          <ProductGrid products={viewed.products.slice(0, VIEWED)} label={tc('recentlyViewed')} />
        ) : (
          <p className="text-sm text-slate-600">{t('noRecentlyViewed')}</p>
        )}
      </section>
    </div>
  );
}
