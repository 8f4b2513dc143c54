import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/amount';
import type { ReturnOrder } from '@/lib/api/schemas/orders';
import { Link } from '@/lib/i18n/navigation';
import { PaymentStatus, ReturnStatusBadge } from './order-status';
import { When } from './when';

/** The shopper's returns; each opens its details. */
export function ReturnsTable({ returns }: { returns: ReturnOrder[] }) {
  const t = useTranslations('Orders');
  const head = 'px-3 py-2 text-start font-semibold';
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('returnsCaption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={head}>{t('orderCode')}</th>
            <th scope="col" className={head}>{t('returnDate')}</th>
            <th scope="col" className={head}>{t('quantity')}</th>
            <th scope="col" className={head}>{t('refundAmount')}</th>
            <th scope="col" className={head}>{t('refundStatus')}</th>
            <th scope="col" className={head}>{t('returnStatusLabel')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
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
        </tbody>
      </table>
    </div>
  );
}
