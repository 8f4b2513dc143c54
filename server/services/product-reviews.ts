// A shopper's review of a product from one of their delivered orders (POST /product-review).
// The review, the product's rating and review count and the shop's rating change together, and
// the product's and shop's cached pages are expired once the request is answered.
import { and, eq, sql } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { expireAfterRequest } from '@/server/cache/revalidate';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { Invalid, Refused, type FieldErrors } from './errors';
import { reviewPayload } from './reviews';
import { uploadPath } from './uploads';

/**
 * The picture shown beside a public review: an uploaded profile photo is private to its owner
 * (uploads.ts), so the review goes without one rather than carry a link others cannot open.
 */
const publicPicture = (photo: string | null): string | null => (photo && !photo.startsWith(uploadPath('')) ? photo : null);

export interface ReviewInput {
  orderId: number;
  productId: number;
  /** 1 to 5; whole stars are stored. */
  rating: number;
  description: string;
}

export const ALREADY_REVIEWED = 'You have already reviewed this product.';
export const NOT_DELIVERED = 'You can review a product once its order is delivered.';
export const NOT_IN_ORDER = 'This product is not part of this order.';

/** The average of some reviews to one decimal, as the catalogue stores ratings. */
const averageOf = (where: ReturnType<typeof eq>) =>
  sql<string>`(select coalesce(round(avg(${s.reviews.rating})::numeric, 1), 0) from ${s.reviews} where ${where})`;
const countOf = (where: ReturnType<typeof eq>) => sql<number>`(select count(*)::int from ${s.reviews} where ${where})`;

export async function storeReview(db: Db, user: { id: number; name: string; profilePhoto: string | null }, input: ReviewInput) {
  const [[product], [order]] = await Promise.all([
    db.select({ id: s.products.id, shopId: s.products.shopId }).from(s.products).where(eq(s.products.id, input.productId)).limit(1),
    // Someone else's order reads as one that does not exist.
    db
      .select({ id: s.orders.id, status: s.orders.orderStatus })
      .from(s.orders)
      .where(and(eq(s.orders.id, input.orderId), eq(s.orders.userId, user.id)))
      .limit(1),
  ]);
  const errors: FieldErrors = {};
  if (!product) errors.product_id = ['The selected product is invalid.'];
  if (!order) errors.order_id = ['The selected order is invalid.'];
  if (!product || !order) throw new Invalid(errors);
  if (order.status !== 'Delivered') throw new Refused(NOT_DELIVERED);
  const [bought] = await db
    .select({ id: s.orderItems.id })
    .from(s.orderItems)
    .where(and(eq(s.orderItems.orderId, order.id), eq(s.orderItems.productId, product.id)))
    .limit(1);
  if (!bought) throw new Refused(NOT_IN_ORDER);

  const review = await db.transaction(async (tx) => {
    // Reviews of one product (and of one shop) are counted one transaction at a time, so two
    // shoppers reviewing at once both end up in the averages.
    await tx.select({ id: s.products.id }).from(s.products).where(eq(s.products.id, product.id)).for('update');
    await tx.select({ id: s.shops.id }).from(s.shops).where(eq(s.shops.id, product.shopId)).for('update');
    const [stored] = await tx
      .insert(s.reviews)
      .values({
        productId: product.id,
        shopId: product.shopId,
        userId: user.id,
        orderId: order.id,
        customerName: user.name,
        customerProfile: publicPicture(user.profilePhoto),
        rating: Math.round(input.rating),
        description: input.description,
      })
      .onConflictDoNothing({ target: [s.reviews.userId, s.reviews.productId] })
      .returning();
    if (!stored) throw new Refused(ALREADY_REVIEWED);
    const ofProduct = eq(s.reviews.productId, product.id);
    const ofShop = eq(s.reviews.shopId, product.shopId);
    await tx.update(s.products).set({ rating: averageOf(ofProduct), totalReviews: countOf(ofProduct) }).where(eq(s.products.id, product.id));
    await tx.update(s.shops).set({ rating: averageOf(ofShop), totalReviews: countOf(ofShop) }).where(eq(s.shops.id, product.shopId));
    return stored;
  });
  expireAfterRequest([cacheTags.product(product.id), cacheTags.shop(product.shopId)]);
  return reviewPayload({
    id: review.id,
    customer_name: review.customerName,
    customer_profile: review.customerProfile,
    rating: review.rating,
    description: review.description,
    createdAt: review.createdAt,
  });
}
