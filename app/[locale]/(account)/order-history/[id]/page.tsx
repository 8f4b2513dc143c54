import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { LtrRanges } from '@/components/ui/ltr-ranges';
import { arrivalDates, arrivalLine as arrivalLineOf } from '@/lib/arrival-dates';
import { cache } from 'react';
import { PaymentNotice } from '@/components/checkout/payment-notice';
import { AddressBlock } from '@/components/orders/address-block';
import { CancelOrderButton } from '@/components/orders/cancel-order-button';
import { OrderItems } from '@/components/orders/order-items';
import { OrderStatusBadge, PaymentMethod, PaymentStatus } from '@/components/orders/order-status';
import { OrderSummary } from '@/components/orders/order-summary';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { When } from '@/components/orders/when';
import { ShopImage } from '@/components/ui/shop-image';
import { unlessMissing } from '@/lib/api/missing';
import { statusKeyOf } from '@/lib/api/schemas/orders';
import { accountCall } from '@/lib/auth/account-api';
import { paymentOutcomeOf } from '@/lib/checkout/payment-outcome';
import { Link } from '@/lib/i18n/navigation';
import { routeId } from '@/lib/route-params';
import { primaryButton } from '@/components/ui/button';

type Props = { params: Promise<{ id: string }>; searchParams?: Promise<{ payment?: string | string[] }> };

/** The shopper's order, or null for an unknown id or someone else's order (both answer 404). */
const loadOrder = cache(async (idParam: string) => {
  const id = routeId(idParam);
  if (id === null) return null;
  return (await unlessMissing(() => accountCall((api) => api.orderDetails(id))))?.order ?? null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [t, order] = await Promise.all([getTranslations('Orders'), loadOrder((await params).id)]);
  return { title: order ? t.markup('detailsTitle', { code: order.order_code, bdi: (chunks) => chunks }) : t('historyTitle'), robots: { index: false } };
}

/** The invoice opens in the page's language (the built-in backend's is in any of the shop's). */
function invoiceHref(url: string, locale: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(locale)}`;
}

export default async function OrderDetailsPage({ params, searchParams }: Props) {
  const order = await loadOrder((await params).id);
  if (!order) notFound();
  // Back from an online payment page (?payment=...): what became of the payment.
  const outcome = paymentOutcomeOf((await searchParams)?.payment);
  const [t, locale] = await Promise.all([getTranslations('Orders'), getLocale()]);
  const pending = statusKeyOf(order.order_status) === 'pending';
  const delivered = statusKeyOf(order.order_status) === 'delivered';
  const cancelled = statusKeyOf(order.order_status) === 'cancelled';
  const card = 'rounded-md border border-slate-200 bg-white p-4';
  const tc = await getTranslations('Cart');
  const arrivalLine = (earliest: string, latest: string) => arrivalLineOf(tc, { earliest, latest }, '', locale);
  return (
    <div className="flex flex-col gap-6">
      {outcome ? <PaymentNotice outcome={outcome} order={{ id: order.id, paymentStatus: order.payment_status, paymentMethod: order.payment_method }} /> : null}
      <div>
        <Link href="/order-history" className="text-sm text-primary-700 hover:underline">
          {t('backToOrders')}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">{t.rich('detailsTitle', { code: order.order_code, bdi: (chunks) => <bdi>{chunks}</bdi> })}</h1>
          <OrderStatusBadge status={order.order_status} />
        </div>
        <p className="text-sm text-slate-600">{order.created_at ? t.rich('placedOn', { date: () => <When value={order.created_at} withTime /> }) : order.placed_at}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {order.invoice_url ? (
            <a
              href={invoiceHref(order.invoice_url, locale)}
              target="_blank"
              rel="noopener"
              aria-label={t('invoiceNewTab')}
              className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50"
            >
              {t('invoice')}
            </a>
          ) : null}
          {order.is_returnable ? (
            <Link href={`/return-product/${order.id}`} className={primaryButton('px-4 py-2 text-sm')}>
              {t('returnItems')}
            </Link>
          ) : null}
          {pending ? <CancelOrderButton orderId={order.id} orderCode={order.order_code} /> : null}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="order-items" className={card}>
            <h2 id="order-items" className="mb-2 text-lg font-semibold">
              {t('items')}
            </h2>
            <OrderItems products={order.products} showReturned reviewOrderId={delivered ? order.id : undefined} />
          </section>
          <section aria-labelledby="order-summary" className={card}>
            <h2 id="order-summary" className="mb-3 text-lg font-semibold">
              {t('summary')}
            </h2>
            <OrderSummary order={order} />
            <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm">
              <dt className="text-slate-600">{t('paymentMethodLabel')}</dt>
              <dd>
                <PaymentMethod method={order.payment_method} />
              </dd>
              <dt className="text-slate-600">{t('paymentStatusLabel')}</dt>
              <dd>
                <PaymentStatus status={order.payment_status} />
              </dd>
            </dl>
          </section>
        </div>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="order-timeline" className={card}>
            <h2 id="order-timeline" className="mb-3 text-lg font-semibold">
              {t('timeline')}
            </h2>
            <OrderTimeline order={order} />
            {order.is_late ? (
              <p className="mt-3 text-sm font-semibold text-red-700">
                {t('late', { date: arrivalDates(order.promised_delivery!.latest, order.promised_delivery!.latest, locale).text })}
              </p>
            ) : null}
            {!delivered && !cancelled && order.promised_delivery ? (
              <p className="mt-3 text-sm text-slate-600">
                <LtrRanges text={arrivalLine(order.promised_delivery.earliest, order.promised_delivery.latest)} />
              </p>
            ) : !delivered && !cancelled && order.estimated_delivery_date ? (
              <p className="mt-3 text-sm text-slate-600">
                {t.rich('estimatedDelivery', { date: () => <When value={order.estimated_delivery_date} /> })}
              </p>
            ) : null}
            {delivered ? (
              <p className="mt-3 text-sm text-slate-600">
                {order.is_returnable && order.last_return_date ? t.rich('returnUntil', { date: () => <When value={order.last_return_date} withTime /> }) : t('returnClosed')}
              </p>
            ) : null}
          </section>
          <section aria-labelledby="order-address" className={card}>
            <h2 id="order-address" className="mb-2 text-lg font-semibold">
              {t('shippingAddress')}
            </h2>
            <AddressBlock address={order.address} empty={t('noAddress')} />
          </section>
          {order.shop ? (
            <section aria-labelledby="order-shop" className={card}>
              <h2 id="order-shop" className="mb-2 text-lg font-semibold">
                {t('soldBy')}
              </h2>
              <div className="flex items-center gap-3">
                {order.shop.logo ? <ShopImage src={order.shop.logo} alt="" width={40} height={40} className="size-10 rounded-full border border-slate-200" /> : null}
                <Link href={`/shops/${order.shop.id}`} className="font-medium hover:text-primary-700 hover:underline">
                  {order.shop.name}
                </Link>
              </div>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
