'use client';
import { useDisplayCurrency } from '@/components/providers/shop-provider';
import { formatPrice } from '@/lib/money';

/**
 * An amount of money in the shopper's currency, formatted as catalogue prices are (the
 * amount times the currency's rate, two decimals, the symbol where the currency puts it), without
 * the price styling. `negative` shows a deduction ("-$1.50"). Kept
 * left-to-right inside right-to-left text so the sign and symbol stay beside the number.
 */
export function Amount({ value, negative = false, className }: { value: number; negative?: boolean; className?: string }) {
  const currency = useDisplayCurrency();
  return (
    <bdi dir="ltr" data-price className={className}>
      {negative ? '-' : ''}
      {formatPrice(value, currency)}
    </bdi>
  );
}
