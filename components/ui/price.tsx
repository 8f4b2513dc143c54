'use client';
import { useDisplayCurrency } from '@/components/providers/shop-provider';
import { formatPrice } from '@/lib/money';

export interface PriceProps {
  price: number;
  discountPrice?: number | null;
  className?: string;
}

/**
 * A price in the chosen currency; with a discount, the discount price and the old price struck.
 * Styled by the `price` class of app/globals.css: every card of a page has one.
 */
export function Price({ price, discountPrice, className }: PriceProps) {
  const currency = useDisplayCurrency();
  const discounted = discountPrice !== null && discountPrice !== undefined && discountPrice > 0;
  return (
    <span data-price className={className ? `price ${className}` : 'price'}>
      <span data-testid="price">{formatPrice(discounted ? discountPrice : price, currency)}</span>
      {discounted ? <del data-testid="old-price">{formatPrice(price, currency)}</del> : null}
    </span>
  );
}
