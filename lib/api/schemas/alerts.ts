// Back-in-stock and price-drop alerts (ours; docs/contract.md "Alerts (ours)").
import * as z from 'zod';
import { flag, id, list, num } from './common';

export const alertKindSchema = z.enum(['stock', 'price']);

export const alertSchema = z.object({
  id,
  kind: alertKindSchema,
  product_id: id,
  product_name: z.string(),
  thumbnail: z.string(),
  price: num,
  in_stock: flag,
  notified: flag,
  created_at: z.string(),
});

export const alertListSchema = z.object({ alerts: list(alertSchema) });
export const alertSetSchema = z.object({ alert: alertSchema });

export type Alert = z.output<typeof alertSchema>;
export type AlertKind = z.output<typeof alertKindSchema>;

/** POST /seller/product-update (the shop side): the product's new stock and prices. */
export const shopProductUpdateSchema = z.object({
  product: z.object({ id, quantity: num, price: num, discount_price: num }),
  alerts_queued: num,
});
