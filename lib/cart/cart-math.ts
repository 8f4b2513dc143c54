// Pure rules of the cart, kept apart from the store so they are easy to test.
import { payablePrice } from '@/lib/money';
import type { Cart, CartGroup, CartProduct } from '@/lib/api/schemas/cart';
import type { CheckoutSummary } from './types';

export const emptySummary: CheckoutSummary = {
  total_amount: 0,
  delivery_charge: 0,
  coupon_discount: 0,
  order_tax_amount: 0,
  payable_amount: 0,
  all_vat_taxes: [],
};

export function shopIdsOf(groups: CartGroup[]): number[] {
  return groups.map((group) => group.shop_id);
}

/** The selection kept to shops that are still in the cart, in the cart's order. */
export function narrowSelection(selected: number[], groups: CartGroup[]): number[] {
  return shopIdsOf(groups).filter((id) => selected.includes(id));
}

/** Sum of what each line costs (the discount price when above 0), in the default currency. */
export function cartAmount(groups: CartGroup[]): number {
  const cents = groups.reduce(
    (sum, group) => sum + group.products.reduce((lines, product) => lines + Math.round(payablePrice(product.price, product.discount_price) * 100) * product.quantity, 0),
    0,
  );
  return cents / 100;
}

/** The amount the floating tab shows (the contract's cart carries no amount of its own). */
export function totalAmountOf(cart: Pick<Cart, 'cart_items'>): number {
  return cartAmount(cart.cart_items);
}

/** How a change addresses one line: product_id (the contract) and, when known, the exact line. */
export function lineRef(product: Pick<CartProduct, 'id' | 'cart_id'>): { product_id: number; cart_id?: number } {
  return product.cart_id ? { product_id: product.id, cart_id: product.cart_id } : { product_id: product.id };
}

/** Whether the line is still in the cart (by its line id when the backend gives one). */
export function hasLine(groups: CartGroup[], line: Pick<CartProduct, 'id' | 'cart_id'>): boolean {
  return groups.some((group) => group.products.some((product) => (line.cart_id ? product.cart_id === line.cart_id : product.id === line.id)));
}
