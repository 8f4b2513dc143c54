// Catalogue shapes shared by many calls (docs/contract.md "Shared shapes"): product cards, shops, categories.
import * as z from 'zod';
import { flag, id, list, num, text } from './common';
import { deliveryPlanSchema } from './delivery';

/** Its own instance of num, for the note of both surcharges (lib/api/schemas/notes.ts). */
const surcharge = num.clone();
export const sizeSchema = z.object({ id, name: z.string(), price: surcharge });
export const colorSchema = z.object({ id, name: z.string(), color_code: text, price: surcharge });

export const productCardSchema = z.object({
  id,
  name: z.string(),
  thumbnail: z.string(),
  price: num,
  discount_price: num
    .nullish()
    .transform((value) => value ?? 0),
  discount_percentage: num.nullish().transform((value) => value ?? 0),
  rating: num.nullish().transform((value) => value ?? 0),
  total_reviews: z.union([z.string(), z.number()]).transform(String),
  total_sold: z.union([z.string(), z.number()]).transform(String),
  quantity: num
    .nullish()
    .transform((value) => value ?? 0),
  is_favorite: flag.optional().default(false),
  sizes: list(sizeSchema),
  colors: list(colorSchema),
  unit: z.object({ id, name: z.string() }).nullish().transform((value) => value ?? null),
  brand: text,
  shop: z
    .object({
      id,
      name: z.string(),
      logo: text,
      rating: num.nullish(),
      estimated_delivery_time: text.optional(),
      delivery_charge: num.nullish(),
      last_online: flag.optional(),
    })
    .nullish(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const subCategorySchema = z.object({ id, name: z.string(), thumbnail: text });
export type SubCategory = z.infer<typeof subCategorySchema>;

export const categorySchema = z.object({
  id,
  name: z.string(),
  slug: z.string().optional(),
  thumbnail: text,
  sub_categories: list(subCategorySchema),
  updated_at: z.string().optional(),
});
export type Category = z.infer<typeof categorySchema>;

export const shopSchema = z.object({
  id,
  name: z.string(),
  logo: text,
  banner: text,
  total_products: num.nullish(),
  total_categories: num.nullish(),
  rating: num.nullish().transform((value) => value ?? 0),
  shop_status: z
    .string()
    .nullish()
    .transform((value) => (value === 'Online' ? 'Online' : 'Offline') as 'Online' | 'Offline'),
  total_reviews: z.union([z.string(), z.number()]).nullish(),
  updated_at: z.string().optional(),
});
export type Shop = z.infer<typeof shopSchema>;

export const flashSaleSchema = z.object({
  id,
  name: z.string(),
  thumbnail: text,
  start_date: z.string(),
  end_date: z.string(),
  products: z.array(productCardSchema).nullish().transform((value) => value ?? null),
});
export type FlashSale = z.infer<typeof flashSaleSchema>;

export const bannerSchema = z.looseObject({ id, title: text, thumbnail: z.string(), url: text.optional() });
export type Banner = z.infer<typeof bannerSchema>;

export const filtersSchema = z.object({
  sizes: list(z.object({ id, name: z.string() }).loose()),
  colors: list(z.object({ id, name: z.string(), color_code: text.optional() }).loose()),
  brands: list(z.object({ id, name: z.string() })),
  min_price: num.nullish(),
  max_price: num.nullish(),
});

/** Ours (docs/contract.md): what a search's results are. Other backends send none. */
export const searchInfoSchema = z.object({
  /** The words the results match when no product matches every word; null when they all do. */
  showing: z.string().nullable(),
  /** A spelling the catalogue knows, offered when nothing matches. */
  suggestion: z.string().nullable(),
});
export type SearchInfo = z.infer<typeof searchInfoSchema>;

export const productListSchema = z.object({
  total: num,
  products: z.array(productCardSchema),
  filters: filtersSchema.optional(),
  search: searchInfoSchema.optional().catch(undefined),
});
export type ProductList = z.infer<typeof productListSchema>;

/** Ours (docs/contract.md): the products a sitemap lists, by id ascending. */
export const sitemapProductsSchema = z.object({
  total: num,
  products: z.array(z.object({ id, updated_at: z.string() })),
  /** Ours: the last change of any listed product (null with none); older answers lack it. */
  latest_updated_at: z.string().nullish(),
  /** Ours: the last change of any setting (the contact, support and seller-application pages). */
  settings_updated_at: z.string().nullish(),
});

/** Ours (docs/contract.md): a page of a shopping-search feed, by id ascending, paged by the last id. */
export const feedProductsSchema = z.object({
  products: z.array(
    productCardSchema.extend({
      short_description: text,
      sale_starts_at: z.string().nullish().transform((value) => value ?? null),
      sale_ends_at: z.string().nullish().transform((value) => value ?? null),
    }),
  ),
  next_after_id: id.nullable(),
  /** Ours: the delivery calendars of the page's shops, by shop id; older answers lack it. */
  delivery_plans: z.record(z.string(), deliveryPlanSchema).optional(),
});
export type FeedProducts = z.infer<typeof feedProductsSchema>;

export const categoryListSchema = z.object({ total: num.optional(), categories: z.array(categorySchema) });

export const homeSchema = z.object({
  banners: list(bannerSchema),
  ads: list(bannerSchema),
  categories: list(categorySchema),
  shops: list(shopSchema),
  popular_products: list(productCardSchema),
  just_for_you: z.object({ total: num, products: z.array(productCardSchema) }),
  incoming_flash_sale: flashSaleSchema.nullish().transform((value) => value ?? null),
  running_flash_sale: flashSaleSchema.nullish().transform((value) => value ?? null),
});
export type Home = z.infer<typeof homeSchema>;
