import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/amount';
import type { ReturnOrder } from '@/lib/api/schemas/orders';
import { Link } from '@/lib/i18n/navigation';
import { PaymentStatus, ReturnStatusBadge } from './order-status';
import { When } from './when';
import { DataTable } from '@/components/ui/data-table';

/** The shopper's returns; each opens its details. */
export function ReturnsTable({ returns }: { returns: ReturnOrder[] }) {
  const t = useTranslations('Orders');
  return (
    <DataTable caption={t('returnsCaption')} columns={[t('orderCode'), t('returnDate'), t('quantity'), t('refundAmount'), t('refundStatus'), t('returnStatusLabel')]}>
      {returns.map((entry) => (
        <tr key={entry.id} className="hover:bg-slate-50">
          <th scope="row" className="px-3 py-2 text-start font-medium">
            <Link href={`/returned-order-history/${entry.id}`} className="text-primary-700 hover:underline">
              <bdi>{entry.order_code ?? `#${entry.order_id}`}</bdi>
            </Link>
          </th>
          <td className="whitespace-nowrap px-3 py-2"><When value={entry.return_date} /></td>
          <td className="px-3 py-2">{entry.quantity}</td>
          <td className="whitespace-nowrap px-3 py-2 font-medium"><Amount value={entry.amount} /></td>
          <td className="px-3 py-2"><PaymentStatus status={entry.payment_status} /></td>
          <td className="px-3 py-2"><ReturnStatusBadge status={entry.status} /></td>
        </tr>
      ))}
    </DataTable>
  );
}
