import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/amount';
import type { Order } from '@/lib/api/schemas/orders';
import { Link } from '@/lib/i18n/navigation';
import { OrderStatusBadge, PaymentStatus } from './order-status';
import { When } from './when';

/** Orders as rows; each order code opens the order's details. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const t = useTranslations('Orders');
  const head = 'px-3 py-2 text-start font-semibold';
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('ordersCaption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={head}>{t('orderCode')}</th>
            <th scope="col" className={head}>{t('date')}</th>
            <th scope="col" className={head}>{t('quantity')}</th>
            <th scope="col" className={head}>{t('amount')}</th>
            <th scope="col" className={head}>{t('payment')}</th>
            <th scope="col" className={head}>{t('orderStatus')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <tr key={order.id} className="hover:bg-slate-50">
              <th scope="row" className="px-3 py-2 text-start font-medium">
                <Link href={`/order-history/${order.id}`} className="text-primary-700 hover:underline">
                  <bdi>{order.order_code}</bdi>
                </Link>
              </th>
              <td className="whitespace-nowrap px-3 py-2">{order.created_at ? <When value={order.created_at} withTime /> : order.placed_at}</td>
              <td className="px-3 py-2">{order.quantity}</td>
              <td className="whitespace-nowrap px-3 py-2 font-medium"><Amount value={order.amount} /></td>
              <td className="px-3 py-2"><PaymentStatus status={order.payment_status} /></td>
              <td className="px-3 py-2"><OrderStatusBadge status={order.order_status} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a list without orders says, with a way back to the shop. */
export function NoOrders({ message, hint }: { message: string; hint: string }) {
  const t = useTranslations('Orders');
  return (
    <div className="rounded-md border border-dashed border-slate-300 p-10 text-center">
      <p className="font-medium">{message}</p>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
      <Link href="/products" className="mt-4 inline-block rounded-md bg-primary-600 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700">
        {t('startShopping')}
      </Link>
    </div>
  );
}
