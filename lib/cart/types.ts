// The cart's own types. The answers (cart lines, checkout, vouchers) are the contract's: they are
// inferred from the zod schemas of lib/api/schemas/cart.ts and re-exported here only where the
// cart needs a name of its own for a part of them.
import type { AddToCartInput, Checkout } from '@/lib/api/schemas/cart';

/** The totals of POST /cart/checkout, as the cart panel and the checkout show them. */
export type CheckoutSummary = Checkout['checkout'];

/** What the add-to-cart buttons send to POST /cart/store. */
export type AddToCartPayload = AddToCartInput;

/** What a toast about a product needs to show it. */
export interface ProductGlimpse {
  id: number;
  name: string;
  thumbnail: string | null;
}
