// Following shops (ours; docs/contract.md "Following shops"). One row per shopper and shop
// (shop_followers' primary key): a follow that races another ends with one row, an unfollow
// removes it, and both are idempotent, so concurrent taps can only settle on the last word. A
// shop's follower count is always its rows counted (followerCounts), never a stored number.
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FollowedShop, FollowState } from '@/lib/api/schemas/shop';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { Invalid } from './errors';
import { UNPAGED_CAP } from './limits';
import { cardsByIds, visibleProduct, type ProductCard } from './product-cards';
import { followerCounts, shopsByIds } from './shops';

/** How many of a followed shop's newest products the list shows. */
export const NEWEST_PER_SHOP = 4;

const invalidShop = () => new Invalid({ shop_id: ['The selected shop id is invalid.'] });

export async function isFollowing(db: Db, userId: number, shopId: number): Promise<boolean> {
  const rows = await db
    .select({ shopId: s.shopFollowers.shopId })
    .from(s.shopFollowers)
    .where(and(eq(s.shopFollowers.userId, userId), eq(s.shopFollowers.shopId, shopId)))
    .limit(1);
  return rows.length > 0;
}

async function stateOf(db: Db, userId: number, shopId: number): Promise<FollowState> {
  const [following, counts] = await Promise.all([isFollowing(db, userId, shopId), followerCounts(db, [shopId])]);
  return { shop_id: shopId, is_following: following, total_followers: counts.get(shopId) ?? 0 };
}

async function shopIsOpen(db: Db, shopId: number, activeOnly: boolean): Promise<boolean> {
  const rows = await db
    .select({ id: s.shops.id })
    .from(s.shops)
    .where(activeOnly ? and(eq(s.shops.id, shopId), eq(s.shops.isActive, true)) : eq(s.shops.id, shopId))
    .limit(1);
  return rows.length > 0;
}

/** Whether the shopper follows the shop, and how many do; an unknown shop is a field error. */
export async function followState(db: Db, userId: number, shopId: number): Promise<FollowState> {
  if (!(await shopIsOpen(db, shopId, false))) throw invalidShop();
  return stateOf(db, userId, shopId);
}

/**
 * Follows (or unfollows) a shop; answers the state after it. Following twice is following, and
 * so is unfollowing twice: a second tap of a slow button changes nothing. A shop that closed can
 * still be unfollowed, not followed.
 */
export async function setFollowing(db: Db, userId: number, shopId: number, follow: boolean): Promise<FollowState> {
  if (!(await shopIsOpen(db, shopId, follow))) throw invalidShop();
  if (follow) await db.insert(s.shopFollowers).values({ userId, shopId }).onConflictDoNothing();
  else await db.delete(s.shopFollowers).where(and(eq(s.shopFollowers.userId, userId), eq(s.shopFollowers.shopId, shopId)));
  return stateOf(db, userId, shopId);
}

/** The newest products on sale of each shop, newest first, at most `per` of each. */
async function newestProducts(db: Db, locale: string, shopIds: number[], per: number): Promise<Map<number, ProductCard[]>> {
  if (shopIds.length === 0) return new Map();
  const ranked = db
    .select({
      id: s.products.id,
      shopId: s.products.shopId,
      n: sql<number>`row_number() over (partition by ${s.products.shopId} order by ${s.products.createdAt} desc, ${s.products.id} desc)`.as('n'),
    })
    .from(s.products)
    .where(and(inArray(s.products.shopId, shopIds), visibleProduct))
    .as('ranked');
  const rows = await db.select({ id: ranked.id, shopId: ranked.shopId }).from(ranked).where(lte(ranked.n, per)).orderBy(ranked.shopId, ranked.n);
  const cards = new Map((await cardsByIds(db, locale, rows.map((row) => row.id))).map((card) => [card.id, card]));
  const byShop = new Map<number, ProductCard[]>();
  for (const row of rows) {
    const card = cards.get(row.id);
    if (card) byShop.set(row.shopId, [...(byShop.get(row.shopId) ?? []), card]);
  }
  return byShop;
}

/** The shops the shopper follows, the latest follow first, each with its newest products. */
export async function followedShops(db: Db, locale: string, userId: number): Promise<FollowedShop[]> {
  const rows = await db
    .select({ shopId: s.shopFollowers.shopId, createdAt: s.shopFollowers.createdAt })
    .from(s.shopFollowers)
    .where(eq(s.shopFollowers.userId, userId))
    .orderBy(desc(s.shopFollowers.createdAt), desc(s.shopFollowers.shopId))
    .limit(UNPAGED_CAP);
  const ids = rows.map((row) => row.shopId);
  const [shops, counts, products] = await Promise.all([shopsByIds(db, locale, ids), followerCounts(db, ids), newestProducts(db, locale, ids, NEWEST_PER_SHOP)]);
  const followedAt = new Map(rows.map((row) => [row.shopId, row.createdAt.toISOString()]));
  // A shop that closed drops out of the list (the follow is kept, as the wishlist keeps products).
  return shops.map((shop) => ({
    ...shop,
    total_followers: counts.get(shop.id) ?? 0,
    followed_at: followedAt.get(shop.id) ?? '',
    products: products.get(shop.id) ?? [],
  }));
}
