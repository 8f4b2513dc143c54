import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/amount';
import type { OrderDetails } from '@/lib/api/schemas/orders';

type Totals = Pick<OrderDetails, 'total_amount' | 'delivery_charge' | 'all_vat_taxes' | 'tax_amount' | 'coupon_discount' | 'payable_amount'>;

/** Subtotal, delivery, each VAT line, the coupon discount and what was payable. */
export function OrderSummary({ order }: { order: Totals }) {
  const t = useTranslations('Orders');
  const rows: { label: string; value: number; negative?: boolean }[] = [
    { label: t('subtotal'), value: order.total_amount },
    { label: t('deliveryCharge'), value: order.delivery_charge },
    ...order.all_vat_taxes.map((vat) => ({ label: t('vatLine', { name: vat.name, percentage: vat.percentage ?? 0 }), value: vat.amount })),
    // An upstream order may give the tax as one amount without lines.
    ...(order.all_vat_taxes.length === 0 && order.tax_amount > 0 ? [{ label: t('vat'), value: order.tax_amount }] : []),
    ...(order.coupon_discount > 0 ? [{ label: t('couponDiscount'), value: order.coupon_discount, negative: true }] : []),
  ];
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4">
          <dt className="text-slate-600">{row.label}</dt>
          <dd>
            <Amount value={row.value} negative={row.negative} />
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold">
        <dt>{t('payable')}</dt>
        <dd>
          <Amount value={order.payable_amount} />
        </dd>
      </div>
    </dl>
  );
}
