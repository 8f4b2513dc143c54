import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BellRing } from 'lucide-react';
import { StopAlert } from '@/components/alerts/stop-alert';
import { Price } from '@/components/ui/price';
import { ShopImage } from '@/components/ui/shop-image';
import { getMaster } from '@/lib/api/server';
import { accountCall } from '@/lib/auth/account-api';
import { productHref } from '@/lib/catalog-links';
import { offers } from '@/lib/features';
import { Link } from '@/lib/i18n/navigation';
import { primaryButton } from '@/components/ui/button';
import { emptyState } from '@/components/ui/empty-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('alerts'), robots: { index: false } };
}

/** The shopper's back-in-stock and price-drop alerts, each with a way to stop it. */
export default async function AlertsPage() {
  if (!offers(await getMaster(), 'alerts')) notFound();
  const [t, ta, { alerts }] = await Promise.all([getTranslations('Account'), getTranslations('Alerts'), accountCall((api) => api.myAlerts())]);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t('alerts')}</h1>
        <p className="text-sm text-slate-600">{alerts.length > 0 ? ta('count', { count: alerts.length }) : ta('intro')}</p>
      </div>
      {alerts.length === 0 ? (
        <div className={emptyState('flex flex-col items-center gap-2 bg-white p-10 text-center')}>
          <BellRing aria-hidden className="size-10 text-slate-400" />
          <p className="font-medium">{ta('empty')}</p>
          <p className="text-sm text-slate-600">{ta('emptyHint')}</p>
          <Link href="/products" className={primaryButton('mt-2 px-4 py-2 text-sm')}>
            {ta('browse')}
          </Link>
        </div>
      ) : (
        <ul aria-label={t('alerts')} className="flex flex-col gap-2">
          {alerts.map((alert) => (
            <li key={alert.id} className="flex items-center gap-3 rounded-md border border-slate-200 bg-white p-3">
              <ShopImage src={alert.thumbnail} alt="" width={56} height={56} className="size-14 shrink-0 rounded object-cover" />
              <div className="min-w-0 flex-1">
                <Link href={productHref(alert.product_id)} className="line-clamp-2 font-semibold hover:underline">
                  {alert.product_name}
                </Link>
                <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
                  <span className="font-medium text-slate-800">{ta(alert.kind)}</span>
                  <span>{alert.kind === 'stock' && alert.notified ? ta('sent') : ta('waiting')}</span>
                  <Price price={alert.price} className="text-sm" />
                </p>
              </div>
              <StopAlert alertId={alert.id} name={alert.product_name} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
