// A product's price with the chosen colour and size (docs/contract.md: their `price` is a surcharge).
import { payablePrice } from '@/lib/money';

export interface VariantChoice {
  colorSurcharge: number;
  sizeSurcharge: number;
}

export function variantPrices(price: number, discountPrice: number, choice: VariantChoice) {
  const extra = (choice.colorSurcharge || 0) + (choice.sizeSurcharge || 0);
  const round = (value: number) => Math.round(value * 100) / 100;
  const pay = round(payablePrice(price, discountPrice) + extra);
  return { price: round(price + extra), discountPrice: discountPrice > 0 ? pay : 0, payable: pay };
}
