// GET /shops, /shops/{id}, /shops/top, /shop-categories (docs/contract.md "Catalogue").
import * as z from 'zod';
import { categorySchema, shopSchema } from './catalog';
import { id, list, num, text } from './common';

export const shopListSchema = z.object({ total: num, shops: z.array(shopSchema) });
export type ShopList = z.infer<typeof shopListSchema>;

export const shopDetailSchema = shopSchema.extend({
  short_description: text,
  description: text,
  banners: list(z.object({ id, thumbnail: z.string() }).loose()),
});
export type ShopDetail = z.infer<typeof shopDetailSchema>;

export const shopDetailsSchema = z.object({ shop: shopDetailSchema });
export const topShopsSchema = z.object({ shops: z.array(shopSchema) });
export const shopCategoriesSchema = z.object({ total: num, categories: z.array(categorySchema) });
