// The cart shapes of docs/contract.md ("Cart group", "cart product", "Coupon", POST /cart/checkout) as the
// browser reads them. Declared here rather than inferred from the zod schemas so that the cart
// islands carry no zod: browser calls are not re-checked (lib/api/browser.ts), the contract
// tests check the backend against the schemas instead.

export interface CartVariant {
  id: number;
  name: string;
  color_code?: string | null;
  price?: number | null;
}

export interface CartProduct {
  /** The product's id: the line's link, and how upstream backends address a line. */
  id: number;
  /** The built-in backend's id of this one line (one product may sit in two sizes). */
  cart_id?: number;
  quantity: number;
  name: string;
  thumbnail: string | null;
  /** Some backends send a list instead of one thumbnail. */
  thumbnails?: { thumbnail: string }[] | null;
  /** A name, or {name} from some upstream backends. */
  brand: string | { name: string } | null;
  price: number;
  discount_price: number;
  discount_percentage: number;
  color: CartVariant | null;
  size: CartVariant | null;
  unit: string | { name: string } | null;
  /** Units that can still be bought, when the backend tells. */
  stock?: number;
}

export interface CartGroup {
  shop_id: number;
  shop_name: string;
  shop_logo?: string | null;
  shop_rating: number | null;
  shop_online?: boolean;
  products: CartProduct[];
}

/** The answer of /carts, /cart/store, /cart/increment, /cart/decrement and /cart/delete. */
export interface CartData {
  total: number;
  /** Some backends send the basket's amount; this project's backend leaves it out, so it is computed when absent. */
  total_amount?: number;
  cart_items: CartGroup[];
  /** Notices from the server (stock limits, price changes), shown as warnings; one or a list. */
  info?: string | string[] | null;
}

export interface VatTax {
  id: number;
  name: string;
  percentage: number;
  amount: number;
}

export interface CheckoutSummary {
  total_amount: number;
  delivery_charge: number;
  coupon_discount: number;
  order_tax_amount: number;
  payable_amount: number;
  all_vat_taxes: VatTax[];
}

/** The answer of POST /cart/checkout. */
export interface CheckoutData {
  checkout: CheckoutSummary;
  apply_coupon?: boolean | null;
  checkout_items: CartGroup[];
}

export interface Coupon {
  id: number;
  code: string;
  discount_type: 'Amount' | 'Percentage' | string;
  discount: number;
  min_order_amount: number;
  max_discount_amount?: number | null;
  shop_id: number;
  validity: string;
  is_collected: boolean;
}

/** POST /cart/store (docs/contract.md): colour and size are ids; `unit` is the product's unit name. */
export interface AddToCartPayload {
  product_id: number;
  quantity: number;
  color: number | null;
  size: number | null;
  unit: string | null;
  is_buy_now?: boolean;
}

/** What a toast about a product needs to show it. */
export interface ProductGlimpse {
  id: number;
  name: string;
  thumbnail: string | null;
}
