// GET /shops, /shops/{id}, /shops/top, /shop-categories (docs/contract.md "Catalogue").
import * as z from 'zod';
import { categorySchema, productCardSchema, shopSchema } from './catalog';
import { id, list, num, text } from './common';

export const shopListSchema = z.object({ total: num, shops: z.array(shopSchema) });
export type ShopList = z.infer<typeof shopListSchema>;

export const shopDetailSchema = shopSchema.extend({
  short_description: text,
  description: text,
  banners: list(z.object({ id, thumbnail: z.string() }).loose()),
  /** Ours: how many shoppers follow the shop; other backends send none. */
  total_followers: num.clone().nullish().transform((value) => value ?? null),
});
export type ShopDetail = z.infer<typeof shopDetailSchema>;

export const shopDetailsSchema = z.object({ shop: shopDetailSchema });
export const topShopsSchema = z.object({ shops: z.array(shopSchema) });
export const shopCategoriesSchema = z.object({ total: num, categories: z.array(categorySchema) });

// Following a shop (ours; docs/contract.md "Following shops").

/** Whether the signed-in shopper follows a shop, and how many do. */
export const followStateSchema = z.object({
  follow: z.object({ shop_id: id, is_following: z.boolean(), total_followers: num }),
});
export type FollowState = z.infer<typeof followStateSchema>['follow'];

/** A followed shop with its newest products, newest follow first. */
export const followedShopSchema = shopSchema.extend({
  total_followers: num.clone(),
  followed_at: z.string(),
  products: list(productCardSchema),
});
export type FollowedShop = z.infer<typeof followedShopSchema>;

export const followedShopsSchema = z.object({ total: num, shops: z.array(followedShopSchema) });
