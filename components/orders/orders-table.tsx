import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/amount';
import type { Order } from '@/lib/api/schemas/orders';
import { Link } from '@/lib/i18n/navigation';
import { OrderStatusBadge, PaymentStatus } from './order-status';
import { When } from './when';
import { primaryButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { DataTable } from '@/components/ui/data-table';

/** Orders as rows; each order code opens the order's details. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const t = useTranslations('Orders');
  return (
    <DataTable caption={t('ordersCaption')} columns={[t('orderCode'), t('date'), t('quantity'), t('amount'), t('payment'), t('orderStatus')]}>
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
    </DataTable>
  );
}

/** What a list without orders says, with a way back to the shop. */
export function NoOrders({ message, hint }: { message: string; hint: string }) {
  const t = useTranslations('Orders');
  return (
    <EmptyState title={message} hint={hint}>
      <Link href="/products" className={primaryButton('mt-4 inline-block px-4 py-2 text-sm')}>
        {t('startShopping')}
      </Link>
    </EmptyState>
  );
}
