// Reviews of one product or one shop, with the star distribution of all of them.
import { desc, eq, sql } from 'drizzle-orm';
import type { Review, Reviews } from '@/lib/api/schemas/product';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { displayDate, wholePercentages } from './format';

export interface ReviewTarget {
  productId?: number;
  shopId?: number;
}

/** One review as GET /reviews lists it. */
export function reviewPayload(review: { id: number; customer_name: string; customer_profile: string | null; rating: number; description: string; createdAt: Date }): Review {
  const { createdAt, ...rest } = review;
  // As the original writes it: "March 05, 2024".
  return { ...rest, created_at: displayDate(createdAt, 'F d, Y') };
}

export async function listReviews(db: Db, target: ReviewTarget, page: { limit: number; offset: number }): Promise<Reviews> {
  const where = target.productId !== undefined ? eq(s.reviews.productId, target.productId) : eq(s.reviews.shopId, target.shopId ?? 0);
  const [stars, rows] = await Promise.all([
    db
      .select({ rating: s.reviews.rating, count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(s.reviews)
      .where(where)
      .groupBy(s.reviews.rating),
    db
      .select({
        id: s.reviews.id,
        customer_name: s.reviews.customerName,
        customer_profile: s.reviews.customerProfile,
        rating: s.reviews.rating,
        description: s.reviews.description,
        createdAt: s.reviews.createdAt,
      })
      .from(s.reviews)
      .where(where)
      .orderBy(desc(s.reviews.createdAt), desc(s.reviews.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  const total = stars.reduce((sum, row) => sum + row.count, 0);
  const sum = stars.reduce((acc, row) => acc + row.rating * row.count, 0);
  // Whole percentages that add up to 100, as the bars of a rating chart must.
  const shares = wholePercentages([1, 2, 3, 4, 5].map((star) => stars.find((row) => row.rating === star)?.count ?? 0));
  const percentages: Record<string, number> = Object.fromEntries(shares.map((share, index) => [String(index + 1), share]));
  // As the original: the summary of a product or shop is there even before its first review.
  return {
    average_rating_percentage: { rating: total ? Math.round((sum / total) * 10) / 10 : 0, total_review: total, percentages },
    total,
    reviews: rows.map(reviewPayload),
  };
}

/** Whether the product or shop a review list names exists (the original's `exists` rules). */
export async function reviewTargetExists(db: Db, target: ReviewTarget): Promise<boolean> {
  const rows =
    target.productId !== undefined
      ? await db.select({ id: s.products.id }).from(s.products).where(eq(s.products.id, target.productId))
      : await db.select({ id: s.shops.id }).from(s.shops).where(eq(s.shops.id, target.shopId ?? 0));
  return rows.length > 0;
}
