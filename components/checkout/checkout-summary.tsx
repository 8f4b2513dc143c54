'use client';
// The amounts of the order exactly as the server computed them, in the shopper's currency,
// read as a receipt (components/ui/totals-list.tsx): items with VAT, delivery, the voucher, what
// is payable and the VAT it includes.
import { useTranslations } from 'next-intl';
import { TotalsList } from '@/components/ui/totals-list';
import type { CheckoutSummary as Summary } from '@/lib/cart/types';

export function CheckoutSummary({ summary, couponCode }: { summary: Summary; couponCode: string }) {
  const t = useTranslations('Checkout');
  return (
    <TotalsList
      payableTestId="payable-amount"
      totals={{
        items: summary.total_amount,
        tax: summary.order_tax_amount,
        vatLines: summary.all_vat_taxes,
        delivery: summary.delivery_charge,
        coupon: summary.coupon_discount,
        payable: summary.payable_amount,
      }}
      labels={{
        subtotal: t('subtotal'),
        delivery: t('deliveryCharge'),
        coupon: couponCode ? t('couponDiscountCode', { code: couponCode }) : t('couponDiscount'),
        payable: t('payable'),
        includesVat: t('includesVat'),
        includesVatLine: (line) => t('includesVatLine', line),
      }}
    />
  );
}
