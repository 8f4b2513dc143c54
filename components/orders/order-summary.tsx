import { useTranslations } from 'next-intl';
import { TotalsList } from '@/components/ui/totals-list';
import type { OrderDetails } from '@/lib/api/schemas/orders';

type Totals = Pick<OrderDetails, 'total_amount' | 'delivery_charge' | 'all_vat_taxes' | 'tax_amount' | 'coupon_discount' | 'payable_amount'>;

/** An order's amounts read as a receipt, the same way the checkout showed them. */
export function OrderSummary({ order }: { order: Totals }) {
  const t = useTranslations('Orders');
  return (
    <TotalsList
      totals={{
        items: order.total_amount,
        tax: order.tax_amount,
        vatLines: order.all_vat_taxes,
        delivery: order.delivery_charge,
        coupon: order.coupon_discount,
        payable: order.payable_amount,
      }}
      labels={{
        subtotal: t('subtotal'),
        delivery: t('deliveryCharge'),
        coupon: t('couponDiscount'),
        payable: t('payable'),
        includesVat: t('includesVat'),
        includesVatLine: (line) => t('includesVatLine', line),
      }}
    />
  );
}
