import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { streetLines } from '@/components/orders/address-block';
import { ReturnForm, type ReturnFormItem } from '@/components/orders/return-form';
import { unlessMissing } from '@/lib/api/missing';
import { accountCall } from '@/lib/auth/account-api';
import { Link } from '@/lib/i18n/navigation';
import { routeId } from '@/lib/route-params';
import { EmptyState } from '@/components/ui/empty-state';

type Props = { params: Promise<{ id: string }> };

const loadOrder = cache(async (idParam: string) => {
  const id = routeId(idParam);
  if (id === null) return null;
  return (await unlessMissing(() => accountCall((api) => api.orderDetails(id))))?.order ?? null;
});

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Orders');
  return { title: t('returnTitle'), robots: { index: false } };
}

export default async function ReturnProductPage({ params }: Props) {
  const order = await loadOrder((await params).id);
  if (!order) notFound();
  const t = await getTranslations('Orders');
  const items: ReturnFormItem[] = order.products.map((product, index) => ({
    key: String(product.order_item_id ?? `${product.id}-${index}`),
    productId: product.id,
    name: product.name,
    detail: [product.color, product.size].filter(Boolean).join(' / '),
    quantity: product.order_qty,
    returned: product.is_returned,
  }));
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <Link href={`/order-history/${order.id}`} className="text-sm text-primary-700 hover:underline">
        {t.rich('orderLink', { code: order.order_code, bdi: (chunks) => <bdi>{chunks}</bdi> })}
      </Link>
      <h1 className="text-2xl font-bold">{t('returnTitle')}</h1>
      <p className="text-sm text-slate-600">{t.rich('returnFor', { code: order.order_code, bdi: (chunks) => <bdi>{chunks}</bdi> })}</p>
      {order.is_returnable ? (
        <div className="rounded-md border border-slate-200 bg-white p-4">
          <ReturnForm orderId={order.id} items={items} defaultAddress={streetLines(order.address).join(', ')} />
        </div>
      ) : (
        <EmptyState role="status" layout={'p-8'} title={t('notReturnable')} hint={t('notReturnableHint', { days: order.return_order_within_days ?? 7 })} />
      )}
    </div>
  );
}
