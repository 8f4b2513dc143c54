// Flash sales, blog, legal pages and contact (docs/contract.md "Catalogue").
import * as z from 'zod';
import { bannerSchema, categorySchema, flashSaleSchema, productCardSchema } from './catalog';
import { flag, id, list, num, text } from './common';

export const bannersSchema = z.object({ banners: z.array(bannerSchema) });
export const subCategoriesSchema = z.object({ sub_categories: z.array(categorySchema.pick({ id: true, name: true, thumbnail: true })) });

export const flashSalesSchema = z.object({
  incoming_flash_sale: flashSaleSchema.nullish().transform((value) => value ?? null),
  running_flash_sale: flashSaleSchema.nullish().transform((value) => value ?? null),
});

export const flashSaleDetailsSchema = z.object({
  total_products: num,
  flash_sale: flashSaleSchema,
  products: z.array(productCardSchema),
});
export type FlashSaleDetails = z.infer<typeof flashSaleDetailsSchema>;

export const blogSchema = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  category: z.object({ id, name: z.string() }).nullish().transform((value) => value ?? null),
  post_by: z.object({ name: z.string(), profile_photo: text }).nullish().transform((value) => value ?? null),
  thumbnail: text,
  total_views: num.nullish().transform((value) => value ?? 0),
  description: text,
  created_at: z.string(),
  is_new: flag,
});
export type Blog = z.infer<typeof blogSchema>;

export const blogListSchema = z.object({
  total: num,
  blogs: z.array(blogSchema),
  categories: list(z.object({ id, name: z.string() })),
});
export type BlogList = z.infer<typeof blogListSchema>;

export const blogDetailsSchema = z.object({
  blog: blogSchema.extend({ tags: list(z.object({ id, name: z.string(), slug: z.string() })) }),
  related_blogs: list(blogSchema),
  popular_blogs: list(blogSchema),
  related_products: list(productCardSchema),
});
export type BlogDetails = z.infer<typeof blogDetailsSchema>;

/** The original answers an unknown slug with a null title and description (200); this backend with a 404. */
/** `updated_at` is ours (docs/contract.md), another backend sends none. */
export const legalPageSchema = z.object({ content: z.object({ title: text, description: text, updated_at: z.string().optional() }) });
export type LegalPage = z.infer<typeof legalPageSchema>['content'];

export const contactSchema = z.object({ phone: text, email: text, whatsapp: text, messenger: text });
export type Contact = z.infer<typeof contactSchema>;

/** POST /support: subject and message are required; name, email and phone may be left out. */
export interface SupportMessage {
  name?: string;
  email?: string;
  phone?: string;
  subject: string;
  message: string;
}

export const supportAnswerSchema = z.object({ content: z.looseObject({ id }) });
