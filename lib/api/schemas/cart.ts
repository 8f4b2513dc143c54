// The cart, the checkout summary and shop vouchers (docs/contract.md "Cart, vouchers and orders", "Shared
// shapes: Cart group, cart product, Coupon"). Tolerant of the upstream backend's habits (numbers
// as strings, null lists, unit as text or {id, name}, info as one message or none); fields marked
// "ours" are filled by the built-in backend only.
import * as z from 'zod';
import { readDate } from '../../format-date';
import { flag, id, list, num, text } from './common';
import { deliveryPlanSchema } from './delivery';
import { vatLineSchema } from './orders';

const money = num.nullish().transform((value) => value ?? 0);
const count = num.nullish().transform((value) => value ?? 0);
/** "1.2K" as the built-in backend writes it, or a plain number. */
const displayCount = z.union([z.string(), z.number()]).nullish().transform((value) => (value === null || value === undefined ? '0' : String(value)));
const nameOf = z
  .union([z.string(), z.object({ name: z.string() }).transform((value) => value.name)])
  .nullish()
  .transform((value) => value ?? null);

export const cartProductSchema = z
  .object({
    id: id.clone(),
    cart_id: id.optional(),
    quantity: count,
    name: z.string(),
    thumbnail: text,
    brand: nameOf,
    price: money.clone(),
    discount_price: money,
    discount_percentage: count,
    rating: count,
    total_reviews: displayCount,
    total_sold: displayCount,
    color: z
      .object({ id: id.nullish(), name: z.string(), color_code: text.optional(), price: money.optional() })
      .nullish()
      .transform((value) => value ?? null),
    size: z
      .object({ id: id.nullish(), name: z.string(), price: money.optional() })
      .nullish()
      .transform((value) => value ?? null),
    unit: nameOf,
    stock: num.optional(),
  });
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartGroupSchema = z.object({
  shop_id: id,
  shop_name: z.string(),
  shop_logo: text,
  shop_rating: count,
  shop_online: flag,
  products: list(cartProductSchema),
  /** Ours: the shop's delivery calendar (docs/contract.md "Delivery promise"); other backends send none. */
  delivery: deliveryPlanSchema.nullish().transform((value) => value ?? null),
});
export type CartGroup = z.infer<typeof cartGroupSchema>;

/** Server notices as a backend sends them: one message (this backend, as the original), a list, or none. */
const sentInfoSchema = z.union([z.array(z.string()), z.string()]).nullish();

/** The notices, read as a list for warning toasts. */
const infoSchema = sentInfoSchema.transform((value) => (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]).map((item) => item.trim()).filter(Boolean));

export const cartSchema = z.object({
  /** Units in the basket. */
  total: count,
  cart_items: list(cartGroupSchema),
  info: infoSchema,
});
export type Cart = z.infer<typeof cartSchema>;

/** The cart as a backend sends it, its notices not yet read into a list: what this backend's cart routes answer with (server/http/respond.ts). */
export const cartAsSentSchema = cartSchema.extend({ info: sentInfoSchema });

export const couponSchema = z.object({
  id,
  voucher_type: text
    .optional()
    .transform((value) => value ?? null),
  code: z.string(),
  discount_type: z.string(),
  discount: money.clone(),
  min_order_amount: money,
  max_discount_amount: money,
  limit_for_user: num.nullish().transform((value) => value ?? null),
  shop_id: id.nullish().transform((value) => value ?? null),
  started: z
    .preprocess((value) => {
      const start = typeof value === 'string' ? readDate(value) : null;
      return start ? start.date.getTime() <= Date.now() : value;
    }, flag.optional().default(true)),
  validity: text.clone(),
  is_collected: flag,
  /** Ours: only the shop's followers may collect it; other backends send none. */
  followers_only: flag.clone(),
  usage_limit: num.nullish().transform((value) => value ?? null),
  uses_left: num.nullish().transform((value) => value ?? null),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListSchema = z.object({ coupons: list(couponSchema) });

export const checkoutSchema = z.object({
  checkout: z.object({
    total_amount: money,
    delivery_charge: money,
    coupon_discount: money,
    order_tax_amount: money,
    payable_amount: money,
    all_vat_taxes: list(vatLineSchema),
  }),
  apply_coupon: flag,
  checkout_items: list(cartGroupSchema),
  shop_vouchers: z
    .array(
      z.object({
        shop_id: id,
        coupon_id: id.nullish().transform((value) => value ?? null),
        best_coupon_id: id.nullish().transform((value) => value ?? null),
        options: list(z.object({ coupon: couponSchema, saving: money })),
      }),
    )
    .optional(),
});
export type Checkout = z.infer<typeof checkoutSchema>;
export type ShopVouchers = NonNullable<Checkout['shop_vouchers']>[number];

const namedSchema = z.object({ id, name: z.string() });

/** A voucher of the voucher centre: the Coupon shape with its shop and the most it can save. */
export const centreVoucherSchema = couponSchema.extend({
  shop_name: z.string(),
  shop_logo: text.clone(),
  max_saving: num.nullish().transform((value) => value ?? null),
});
export type CentreVoucher = z.infer<typeof centreVoucherSchema>;

export const voucherCentreSchema = z.object({
  total: count,
  coupons: list(centreVoucherSchema),
  shops: list(namedSchema),
  categories: list(namedSchema),
});
export type VoucherCentre = z.infer<typeof voucherCentreSchema>;

export const VOUCHER_SORTS = ['value', 'expiry', 'newest'] as const;
export type VoucherSort = (typeof VOUCHER_SORTS)[number];

export interface VoucherCentreQuery {
  shop_id?: number;
  category_id?: number;
  sort?: VoucherSort;
  page?: number;
  per_page?: number;
}
/** Upstream answers a collect with a message only at times; the coupon is then absent. */
export const collectedCouponSchema = z.object({ coupon: couponSchema.optional() });

export interface AddToCartInput {
  product_id: number;
  quantity: number;
  color?: number | null;
  size?: number | null;
  /** The unit's id or name; left out means the product's unit. */
  unit?: number | string | null;
  is_buy_now?: boolean;
}

/** Which line to change: product_id (its most recent line) and/or cart_id (ours, one exact line). */
export type CartLineRef = ({ product_id: number; cart_id?: number } | { product_id?: number; cart_id: number }) & { is_buy_now?: boolean };

export interface CheckoutInput {
  shop_ids: number[];
  coupon_code?: string | null;
  is_buy_now?: boolean;
  /** Each shop's best collected voucher that applies (ours). */
  best_vouchers?: boolean;
  /** Collected vouchers chosen instead of the best (ours). */
  coupon_ids?: number[];
  /** Shops without a voucher (ours). */
  no_voucher_shop_ids?: number[];
}
