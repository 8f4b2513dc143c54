'use client';
import { useDisplayCurrency } from '@/components/providers/shop-provider';
import { formatPrice } from '@/lib/money';

export interface PriceProps {
  price: number;
  discountPrice?: number | null;
  className?: string;
}

/** A price in the chosen currency; with a discount, the discount price and the old price struck. */
export function Price({ price, discountPrice, className }: PriceProps) {
  const currency = useDisplayCurrency();
  const discounted = discountPrice !== null && discountPrice !== undefined && discountPrice > 0;
  return (
    <span data-price className={`inline-flex flex-wrap items-baseline gap-x-2 ${className ?? ''}`}>
      <span data-testid="price" className="font-semibold text-primary-700">
        {formatPrice(discounted ? discountPrice : price, currency)}
      </span>
      {discounted ? (
        <del data-testid="old-price" className="text-sm text-slate-500">
          {formatPrice(price, currency)}
        </del>
      ) : null}
    </span>
  );
}
