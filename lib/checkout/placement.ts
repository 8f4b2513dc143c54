// POST /place-order as the checkout sends it, and where the shopper goes once it is placed.

export interface PlaceOrderBody {
  shop_ids: number[];
  address_id: number;
  payment_method: string;
  coupon_code?: string;
  note?: string;
  is_buy_now?: 1;
}

export interface PlaceOrderInput {
  shopIds: number[];
  addressId: number;
  paymentMethod: string;
  couponCode: string;
  note: string;
  isBuyNow: boolean;
}

/** The answer's data: the page to pay on (null for cash) and the orders, one per shop. */
export interface PlacedOrders {
  order_payment_url: string | null;
  orders?: { id: number; order_code: string }[];
}

export function placeOrderBody(input: PlaceOrderInput): PlaceOrderBody {
  const coupon = input.couponCode.trim();
  const note = input.note.trim();
  return {
    shop_ids: [...input.shopIds].sort((a, b) => a - b),
    address_id: input.addressId,
    payment_method: input.paymentMethod,
    ...(coupon ? { coupon_code: coupon } : {}),
    ...(note ? { note } : {}),
    ...(input.isBuyNow ? { is_buy_now: 1 as const } : {}),
  };
}

/** One order: its details page; several (one per shop) or none reported: the order history. */
export function placedOrderPath(placed: PlacedOrders): string {
  const orders = placed.orders ?? [];
  return orders.length === 1 ? `/order-history/${orders[0].id}` : '/order-history';
}

/** The field of the page a placement error belongs under. */
export const PLACEMENT_FIELDS = ['address_id', 'payment_method', 'coupon_code', 'note'] as const;
export type PlacementField = (typeof PLACEMENT_FIELDS)[number];
