// The order as the checkout page puts it together, how it is sent as POST /place-order (the
// contract's PlaceOrderInput), and where the shopper goes once it is placed.
import type { PlacedOrders, PlaceOrderInput } from '@/lib/api/schemas/place-order';

/** What the checkout page has chosen, before it becomes the request's body. */
export interface OrderDraft {
  shopIds: number[];
  addressId: number;
  paymentMethod: string;
  couponCode: string;
  /** Collected vouchers applied per shop (best vouchers, ours). */
  couponIds?: number[];
  note: string;
  isBuyNow: boolean;
}

export function placeOrderBody(draft: OrderDraft): PlaceOrderInput {
  const coupon = draft.couponCode.trim();
  const note = draft.note.trim();
  return {
    shop_ids: [...draft.shopIds].sort((a, b) => a - b),
    address_id: draft.addressId,
    payment_method: draft.paymentMethod,
    ...(coupon ? { coupon_code: coupon } : {}),
    ...(draft.couponIds && draft.couponIds.length > 0 ? { coupon_ids: [...draft.couponIds].sort((a, b) => a - b) } : {}),
    ...(note ? { note } : {}),
    ...(draft.isBuyNow ? { is_buy_now: 1 as const } : {}),
  };
}

/** One order: its details page; several (one per shop) or none reported: the order history. */
export function placedOrderPath(placed: { orders?: Pick<PlacedOrders['orders'][number], 'id'>[] }): string {
  const orders = placed.orders ?? [];
  return orders.length === 1 ? `/order-history/${orders[0].id}` : '/order-history';
}

/** The field of the page a placement error belongs under. */
export const PLACEMENT_FIELDS = ['address_id', 'payment_method', 'coupon_code', 'coupon_ids', 'note'] as const;
export type PlacementField = (typeof PLACEMENT_FIELDS)[number];
