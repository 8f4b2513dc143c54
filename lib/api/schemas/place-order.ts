// Placing and paying orders (docs/contract.md POST /place-order, /place-order/again and
// GET /order-payment/{order}/{gateway}). Upstream answers only order_payment_url; the orders and
// the payment are ours, so they are optional here.
import * as z from 'zod';
import { id, list, num, text } from './common';
import { orderSchema } from './orders';

export interface PlaceOrderInput {
  shop_ids: number[];
  address_id: number;
  /** "cash" or the name of an active gateway of /master payment_gateways. */
  payment_method: string;
  coupon_code?: string;
  /** As in the checkout (ours). */
  best_vouchers?: boolean;
  coupon_ids?: number[];
  no_voucher_shop_ids?: number[];
  note?: string;
  is_buy_now?: boolean | 0 | 1;
}

export interface PlaceAgainInput {
  order_id: number;
  payment_method: string;
}

/** Where the shopper pays: null for cash on delivery (and for what is already paid). */
const paymentUrl = text;

export const placedOrdersSchema = z.object({
  order_payment_url: paymentUrl,
  /** ours: the order placed for each shop. */
  orders: list(orderSchema).optional().transform((value) => value ?? []),
  /** ours: the one payment of the order set; amount in the default currency. */
  payment: z
    .object({ id, payment_method: z.string(), amount: num, status: z.string() })
    .nullish()
    .transform((value) => value ?? null),
});
export type PlacedOrders = z.infer<typeof placedOrdersSchema>;

export const orderPaymentSchema = z.object({ order_payment_url: z.string().min(1) });
export type OrderPayment = z.infer<typeof orderPaymentSchema>;
