// Display prices: amount × the chosen currency's rate_from_default, two
// decimals, symbol before or after the number by the currency's position.
import type { Currency } from '@/lib/api/schemas/settings';

/** Mirrors the shopper's currency for the script run before first paint (lib/boot-script.ts). */
export const CURRENCY_COOKIE = 'currency';

export interface DisplayCurrency {
  name: string;
  symbol: string;
  position: 'prefix' | 'suffix';
  rate: number;
}

/** The storefront's fallback when settings list no currency: USD with $. */
export const fallbackCurrency: DisplayCurrency = { name: 'USD', symbol: '$', position: 'prefix', rate: 1 };

export function toDisplayCurrency(currency: Currency): DisplayCurrency {
  const rate = currency.rate_from_default ?? currency.rate ?? 1;
  return {
    name: currency.name,
    symbol: currency.symbol,
    position: currency.position,
    rate: Number.isFinite(rate) && rate > 0 ? rate : 1,
  };
}

/** The currency flagged default, else the first one, else USD. */
export function defaultCurrency(currencies: Currency[]): DisplayCurrency {
  const chosen = currencies.find((currency) => currency.is_default) ?? currencies[0];
  return chosen ? toDisplayCurrency(chosen) : fallbackCurrency;
}

/** The currency with this name, or the default one when the name is unknown or absent. */
export function pickCurrency(currencies: Currency[], name: string | null | undefined): DisplayCurrency {
  const chosen = name ? currencies.find((currency) => currency.name === name) : undefined;
  return chosen ? toDisplayCurrency(chosen) : defaultCurrency(currencies);
}

/** The amount in this currency with two decimals ("12.50"), without a symbol. */
export function convertedAmount(amount: number, currency: Pick<DisplayCurrency, 'rate'>): string {
  // toPrecision drops binary noise (1.005 is 1.00499999… as a double) before rounding half up.
  const exact = Number(((Number(amount) || 0) * currency.rate).toPrecision(12));
  return (Math.round(Number(`${exact}e2`)) / 100).toFixed(2);
}

export function formatPrice(amount: number, currency: DisplayCurrency): string {
  const value = convertedAmount(amount, currency);
  return currency.position === 'suffix' ? `${value}${currency.symbol}` : `${currency.symbol}${value}`;
}

/** What the shopper pays per unit: the discount price when there is one (above 0). */
export function payablePrice(price: number, discountPrice: number | null | undefined): number {
  return discountPrice && discountPrice > 0 ? discountPrice : price;
}
