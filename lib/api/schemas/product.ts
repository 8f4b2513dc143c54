// GET /product-details and GET /reviews (docs/contract.md "Catalogue").
import { z } from 'zod';
import { flashSaleSchema, productCardSchema } from './catalog';
import { id, list, num, text } from './common';

export const productDetailSchema = productCardSchema.extend({
  short_description: text,
  description: text,
  thumbnails: list(
    z.object({
      id,
      thumbnail: z.string(),
      url: text,
      type: z.string().nullish().transform((value) => (value === 'video' ? 'video' : 'image') as 'image' | 'video'),
    }),
  ),
  flash_sale: flashSaleSchema.nullish().transform((value) => value ?? null),
  meta_title: text,
  meta_description: text,
  meta_keywords: text,
});
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
