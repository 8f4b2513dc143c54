// Orders and returns of the signed-in shopper (docs/contract.md "Accounts" and "Shared shapes: Order").
// Tolerant of the upstream backend's habits (numbers as strings, null lists, unit as text or as
// {id, name}); fields marked "ours" are filled by the built-in backend only.
import * as z from 'zod';
import { flag, id, list, num, text } from './common';

export const ORDER_STATUSES = ['Pending', 'Confirm', 'Processing', 'Pickup', 'On The Way', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The keys of status_wise_orders and of the order_status filter, "On The Way" → "on_the_way". */
export const STATUS_KEYS = ['pending', 'confirm', 'processing', 'pickup', 'on_the_way', 'delivered', 'cancelled'] as const;
export type StatusKey = (typeof STATUS_KEYS)[number];

export const statusKeyOf = (status: string): string => status.trim().toLowerCase().replace(/[\s-]+/g, '_');

const money = num.nullish().transform((value) => value ?? 0);

export const orderAddressSchema = z
  .object({
    id: id.nullish(),
    name: text,
    phone: text,
    area: text.optional(),
    flat_no: text.optional(),
    address_type: text.optional(),
    address_line: text,
    address_line2: text.optional(),
    post_code: text.optional(),
    /** Ours: ISO 3166-1 alpha-2, and a region of it. */
    country: text.optional(),
    region: text.optional(),
  })
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderSchema = z.object({
  id,
  order_code: z.string(),
  quantity: num.nullish().transform((value) => value ?? 0),
  amount: money,
  payment_method: text,
  payment_status: z.string(),
  order_status: z.string(),
  created_at: text,
  placed_at: text,
  address: orderAddressSchema.optional().transform((value) => value ?? null),
});
export type Order = z.infer<typeof orderSchema>;

const count = num.nullish().transform((value) => value ?? 0);
const countsSchema = z.object({
  all: count,
  pending: count,
  confirm: count,
  processing: count,
  pickup: count,
  on_the_way: count,
  delivered: count,
  cancelled: count,
});

export const orderListSchema = z.object({
  total: num,
  status_wise_orders: countsSchema,
  orders: list(orderSchema),
});
export type OrderList = z.infer<typeof orderListSchema>;

/** A colour or size of an order line: its name (as the original sends it) or an {id, name} object. */
const variantSchema = z
  .union([z.string(), z.object({ name: z.string() }).loose().transform((value) => value.name)])
  .nullish()
  .transform((value) => (value?.trim() ? value : null));

export const orderProductSchema = z.object({
  id,
  order_item_id: id.optional(),
  name: z.string(),
  brand: text,
  thumbnail: text,
  price: money,
  discount_price: money,
  order_qty: num,
  color: variantSchema,
  size: variantSchema,
  /** The signed-in customer's own review of the product, or null before they review it. */
  rating: num.nullish().transform((value) => value ?? null),
  unit: z
    .union([z.string(), z.object({ name: z.string() }).transform((value) => value.name)])
    .nullish()
    .transform((value) => value ?? null),
  /** ours: a return already covers this item. */
  is_returned: flag.optional().default(false),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

export const vatLineSchema = z.object({ id: id.nullish(), name: z.string(), percentage: num.nullish(), amount: money });
export type VatLine = z.infer<typeof vatLineSchema>;

export const orderDetailsSchema = z.object({
  order: orderSchema.extend({
    estimated_delivery_date: text,
    total_amount: money,
    tax_amount: money,
    discount: money,
    coupon_discount: money,
    payable_amount: money,
    delivery_charge: money,
    shop: z
      .object({ id, name: z.string(), logo: text, rating: num.nullish(), shop_status: text.optional() })
      .nullish()
      .transform((value) => value ?? null),
    products: list(orderProductSchema),
    invoice_url: text,
    all_vat_taxes: list(vatLineSchema),
    return_order_within_days: num.nullish(),
    last_return_date: text,
    is_returnable: flag,
    /** ours: the arrival days promised when it was placed (YYYY-MM-DD); null for orders from before. */
    promised_delivery: z.object({ earliest: z.string(), latest: z.string() }).nullish().transform((value) => value ?? null),
    /** ours: not delivered by the end of the last promised day. */
    is_late: flag.optional().default(false),
    /** ours: each status the order reached, oldest first. */
    status_history: list(z.object({ status: z.string(), created_at: z.string() })),
  }),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>['order'];

export const cancelOrderSchema = z.object({ order: orderSchema });

export const returnOrderSchema = z.object({
  id,
  order_id: id,
  /** ours */
  order_code: text.optional(),
  reason: z.string(),
  amount: money,
  status: z.string(),
  quantity: num.nullish().transform((value) => value ?? 0),
  payment_status: text,
  reject_note: text,
  return_date: text,
  return_address: text,
  bank_name: text.optional(),
  bank_account_number: text.optional(),
  attachments: list(z.string()).optional(),
});
export type ReturnOrder = z.infer<typeof returnOrderSchema>;

export const returnListSchema = z.object({ total: num, returnOrders: list(returnOrderSchema) });

export const returnDetailsSchema = z.object({
  returnOrders: returnOrderSchema.extend({ return_order_products: list(orderProductSchema) }),
});
export type ReturnOrderDetails = z.infer<typeof returnDetailsSchema>['returnOrders'];

/** POST /return-order answers the new return (ours: upstream answers a message only). */
export const returnCreatedSchema = z.object({
  returnOrder: returnOrderSchema.extend({ return_order_products: list(orderProductSchema) }).optional(),
});

/** A return as a backend sends it: its items without is_returned (read as false; a return's items are the returned ones). */
const sentReturnSchema = returnOrderSchema.extend({ return_order_products: list(orderProductSchema.extend({ is_returned: flag.optional() })) });
/** What this backend's GET /return-order-details/{id} answers with (server/http/respond.ts). */
export const returnDetailsAsSentSchema = z.object({ returnOrders: sentReturnSchema });
/** What this backend's POST /return-order answers with. */
export const returnCreatedAsSentSchema = z.object({ returnOrder: sentReturnSchema });

export interface ReturnRequest {
  order_id: number;
  reason: string;
  product_ids: number[];
  bank_name: string;
  bank_account_number: string;
  return_address: string;
}
