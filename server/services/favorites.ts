// A shopper's wishlist (docs/contract.md: favorite-products, favorite-add-or-remove). Cards are the
// catalogue's own ProductCards, so the wishlist shows what listings show.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { userForToken } from './accounts';
import { Invalid } from './errors';
import { UNPAGED_CAP } from './limits';
import { cardsByIds, visibleProduct, type ProductCard } from './product-cards';

/** Newest first; products that are no longer on sale drop out of the list (but stay saved). */
export async function favoriteProducts(db: Db, locale: string, userId: number): Promise<ProductCard[]> {
  const rows = await db
    .select({ id: s.favorites.productId })
    .from(s.favorites)
    .innerJoin(s.products, eq(s.products.id, s.favorites.productId))
    .where(and(eq(s.favorites.userId, userId), visibleProduct))
    .orderBy(desc(s.favorites.createdAt), desc(s.favorites.productId))
    .limit(UNPAGED_CAP);
  const cards = await cardsByIds(db, locale, rows.map((row) => row.id));
  return cards.map((card) => ({ ...card, is_favorite: true }));
}

/** Adds the product to the wishlist, or takes it out when it is there; answers the new state. */
export async function toggleFavorite(db: Db, locale: string, userId: number, productId: number): Promise<{ product: ProductCard; added: boolean }> {
  const [card] = await cardsByIds(db, locale, [productId]);
  // The original's rule `exists:products,id`.
  if (!card) throw new Invalid({ product_id: ['The selected product id is invalid.'] });
  const added = await db.transaction(async (tx) => {
    const removed = await tx
      .delete(s.favorites)
      .where(and(eq(s.favorites.userId, userId), eq(s.favorites.productId, productId)))
      .returning({ productId: s.favorites.productId });
    if (removed.length > 0) return false;
    // A double click racing itself ends with the product saved once, not with an error.
    await tx.insert(s.favorites).values({ userId, productId }).onConflictDoNothing();
    return true;
  });
  return { product: { ...card, is_favorite: added }, added };
}

/** Which of these products the shopper has saved (is_favorite on public answers). */
export async function favoriteIdsAmong(db: Db, userId: number, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: s.favorites.productId })
    .from(s.favorites)
    .where(and(eq(s.favorites.userId, userId), inArray(s.favorites.productId, productIds)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Public answers are the same for everyone; with a token, the shopper's own is_favorite flags
 * are filled in on the cards given. An unknown or expired token is simply a guest here.
 */
export async function markFavorites(db: Db, token: string | null, cards: ProductCard[]): Promise<void> {
  if (!token || cards.length === 0) return;
  const user = await userForToken(db, token);
  if (!user) return;
  const saved = await favoriteIdsAmong(db, user.id, cards.map((card) => card.id));
  for (const card of cards) card.is_favorite = saved.has(card.id);
}
