import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache, type ReactNode } from 'react';
import { OrderItems } from '@/components/orders/order-items';
import { PaymentStatus, ReturnStatusBadge } from '@/components/orders/order-status';
import { When } from '@/components/orders/when';
import { Amount } from '@/components/ui/amount';
import { unlessMissing } from '@/lib/api/missing';
import { accountCall } from '@/lib/auth/account-api';
import { Link } from '@/lib/i18n/navigation';
import { routeId } from '@/lib/route-params';

type Props = { params: Promise<{ id: string }> };

const loadReturn = cache(async (idParam: string) => {
  const id = routeId(idParam);
  if (id === null) return null;
  return (await unlessMissing(() => accountCall((api) => api.returnOrderDetails(id))))?.returnOrders ?? null;
});

/** Only the last digits of a bank account are shown on screen. */
const masked = (account: string) => (account.length > 4 ? `•••• ${account.slice(-4)}` : account);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [t, entry] = await Promise.all([getTranslations('Orders'), loadReturn((await params).id)]);
  return { title: entry ? t.markup('returnDetailsTitle', { code: entry.order_code ?? `#${entry.order_id}`, bdi: (chunks) => chunks }) : t('returnsTitle'), robots: { index: false } };
}

export default async function ReturnDetailsPage({ params }: Props) {
  const entry = await loadReturn((await params).id);
  if (!entry) notFound();
  const t = await getTranslations('Orders');
  const code = entry.order_code ?? `#${entry.order_id}`;
  const card = 'rounded-md border border-slate-200 bg-white p-4';
  const rows: [string, ReactNode][] = [
    [t('orderCode'), <Link key="order" href={`/order-history/${entry.order_id}`} className="text-primary-700 hover:underline"><bdi>{code}</bdi></Link>],
    [t('returnDate'), <When key="date" value={entry.return_date} withTime />],
    [t('quantity'), entry.quantity],
    [t('refundAmount'), <Amount key="amount" value={entry.amount} />],
    [t('refundStatus'), <PaymentStatus key="refund" status={entry.payment_status} />],
    [t('reason'), entry.reason],
    [t('returnAddress'), entry.return_address],
    ...(entry.bank_name ? [[t('bankName'), entry.bank_name] as [string, ReactNode]] : []),
    ...(entry.bank_account_number ? [[t('bankAccount'), <bdi key="account" dir="ltr">{masked(entry.bank_account_number)}</bdi>] as [string, ReactNode]] : []),
  ];
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link href="/returned-order-history" className="text-sm text-primary-700 hover:underline">
          {t('backToReturns')}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">{t.rich('returnDetailsTitle', { code, bdi: (chunks) => <bdi>{chunks}</bdi> })}</h1>
          <ReturnStatusBadge status={entry.status} />
        </div>
      </div>
      {entry.reject_note ? (
        <div role="note" aria-labelledby="reject-note" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <h2 id="reject-note" className="font-semibold">
            {t('rejectNote')}
          </h2>
          <p className="mt-1">{entry.reject_note}</p>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="returned-items" className={card}>
          <h2 id="returned-items" className="mb-2 text-lg font-semibold">
            {t('returnedItems')}
          </h2>
          <OrderItems products={entry.return_order_products} />
        </section>
        <section aria-labelledby="return-info" className={card}>
          <h2 id="return-info" className="mb-3 text-lg font-semibold">
            {t('returnInfo')}
          </h2>
          <dl className="flex flex-col gap-2 text-sm">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-600">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
          {entry.attachments && entry.attachments.length > 0 ? (
            <div className="mt-4">
              <h3 className="text-sm font-semibold">{t('attachments')}</h3>
              <ul className="mt-1 text-sm">
                {entry.attachments.map((url, index) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noopener" className="text-primary-700 hover:underline">
                      {t('attachmentN', { number: index + 1 })}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}
