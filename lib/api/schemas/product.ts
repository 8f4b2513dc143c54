// GET /product-details and GET /reviews (docs/contract.md "Catalogue").
import * as z from 'zod';
import { deliveryPlanSchema } from './delivery';
import { flashSaleSchema, productCardSchema } from './catalog';
import { id, list, num, text } from './common';

type Picture = { thumbnail?: unknown; url?: unknown };

/** An embed the original keeps as iframe HTML in `url` (a YouTube or Vimeo video): no file to show. */
const embedded = (item: Picture) => typeof item.url === 'string' && item.url.trimStart().startsWith('<');

/**
 * The original's product details have no `thumbnail` of their own, and a video among the
 * thumbnails has a null one: both take the first picture of the list. Embedded players are left out.
 */
function withPicture(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const product = value as Picture & { thumbnails?: unknown };
  const items: Picture[] = Array.isArray(product.thumbnails) ? product.thumbnails.filter((item): item is Picture => !!item && typeof item === 'object' && !embedded(item)) : [];
  const picture = [product.thumbnail, ...items.map((item) => item.thumbnail)].find((candidate): candidate is string => typeof candidate === 'string' && candidate !== '');
  const thumbnails = picture === undefined ? items : items.map((item) => (item.thumbnail ? item : { ...item, thumbnail: picture }));
  return { ...product, ...(picture === undefined ? {} : { thumbnail: picture }), ...(Array.isArray(product.thumbnails) ? { thumbnails } : {}) };
}

export const productDetailSchema = z.preprocess(withPicture, productCardSchema.extend({
  short_description: text,
  description: text,
  thumbnails: list(
    z.object({
      id: id.nullish().transform((value) => value ?? 0),
      thumbnail: z.string(),
      url: text,
      // The original calls an uploaded video "file".
      type: z.string().nullish().transform((value) => (value === 'video' || value === 'file' ? 'video' : 'image') as 'image' | 'video'),
    }),
  ),
  flash_sale: flashSaleSchema.nullish().transform((value) => value ?? null),
  meta_title: text,
  meta_description: text,
  meta_keywords: text,
  delivery: deliveryPlanSchema.nullish().transform((value) => value ?? null),
}));
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productDetailsSchema = z.object({
  product: productDetailSchema,
  related_products: list(productCardSchema),
  popular_products: list(productCardSchema),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

export const reviewSchema = z.object({
  id,
  customer_name: z.string(),
  customer_profile: text,
  rating: num,
  description: text,
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const storedReviewSchema = z.object({ review: reviewSchema });

export const reviewsSchema = z.object({
  average_rating_percentage: z
    .object({
      rating: num,
      total_review: num,
      percentages: z.record(z.string(), num),
    })
    .nullish()
    .transform((value) => value ?? null),
  total: num,
  reviews: z.array(reviewSchema),
});
export type Reviews = z.infer<typeof reviewsSchema>;
