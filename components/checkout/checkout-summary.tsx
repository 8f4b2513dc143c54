'use client';
// The amounts of the order exactly as the server computed them, in the shopper's currency:
// items, delivery, each VAT line, the voucher and what is payable.
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/amount';
import type { CheckoutSummary as Summary } from '@/lib/cart/types';

export function CheckoutSummary({ summary, couponCode }: { summary: Summary; couponCode: string }) {
  const t = useTranslations('Checkout');
  const vat = summary.all_vat_taxes ?? [];
  const rows: { key: string; label: string; value: number; negative?: boolean }[] = [
    { key: 'total', label: t('subtotal'), value: summary.total_amount },
    { key: 'delivery', label: t('deliveryCharge'), value: summary.delivery_charge },
    ...vat.map((line) => ({ key: `vat-${line.id}`, label: t('vatLine', { name: line.name, percentage: line.percentage ?? 0 }), value: line.amount })),
    // An upstream checkout may give the tax as one amount without lines.
    ...(vat.length === 0 && summary.order_tax_amount > 0 ? [{ key: 'vat', label: t('vat'), value: summary.order_tax_amount }] : []),
    ...(summary.coupon_discount > 0 ? [{ key: 'coupon', label: couponCode ? t('couponDiscountCode', { code: couponCode }) : t('couponDiscount'), value: summary.coupon_discount, negative: true }] : []),
  ];
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows.map((row) => (
        <div key={row.key} className="flex justify-between gap-4">
          <dt className="text-slate-600">{row.label}</dt>
          <dd className={row.negative ? 'text-emerald-700' : undefined}>
            <Amount value={row.value} negative={row.negative} />
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold">
        <dt>{t('payable')}</dt>
        <dd data-testid="payable-amount">
          <Amount value={summary.payable_amount} />
        </dd>
      </div>
    </dl>
  );
}
