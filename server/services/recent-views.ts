// Products a signed-in shopper opened (GET /recently-views): newest first, one entry per product,
// at most RECENT_VIEWS_KEPT per shopper.
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { favoriteIdsAmong } from './favorites';
import { cardsByIds, visibleProduct, type ProductCard } from './product-cards';

export const RECENT_VIEWS_KEPT = 20;

/** Records a view of a product the shopper may see; unknown or hidden products are ignored. */
export async function recordView(db: Db, userId: number, productId: number): Promise<void> {
  const [visible] = await db.select({ id: s.products.id }).from(s.products).where(and(eq(s.products.id, productId), visibleProduct)).limit(1);
  if (!visible) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(s.recentViews)
      .values({ userId, productId })
      .onConflictDoUpdate({ target: [s.recentViews.userId, s.recentViews.productId], set: { viewedAt: sql`now()` } });
    // Only the newest few are kept, so the table grows with shoppers, never with their browsing.
    const kept = tx
      .select({ productId: s.recentViews.productId })
      .from(s.recentViews)
      .where(eq(s.recentViews.userId, userId))
      .orderBy(desc(s.recentViews.viewedAt), desc(s.recentViews.productId))
      .limit(RECENT_VIEWS_KEPT);
    await tx.delete(s.recentViews).where(and(eq(s.recentViews.userId, userId), notInArray(s.recentViews.productId, kept)));
  });
}

export async function recentlyViewed(db: Db, locale: string, userId: number, page: { limit: number; offset: number }): Promise<{ total: number; products: ProductCard[] }> {
  const where = and(eq(s.recentViews.userId, userId), visibleProduct);
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(s.recentViews)
      .innerJoin(s.products, eq(s.products.id, s.recentViews.productId))
      .where(where),
    db
      .select({ id: s.recentViews.productId })
      .from(s.recentViews)
      .innerJoin(s.products, eq(s.products.id, s.recentViews.productId))
      .where(where)
      .orderBy(desc(s.recentViews.viewedAt), desc(s.recentViews.productId))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  const products = await cardsByIds(db, locale, rows.map((row) => row.id));
  const saved = await favoriteIdsAmong(db, userId, products.map((product) => product.id));
  for (const product of products) product.is_favorite = saved.has(product.id);
  return { total, products };
}
