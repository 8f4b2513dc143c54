// The shop side of chat (docs/contract.md "Shop side"): a shop owner signs in with the shop's owner email and
// password and gets a shop token. Shop tokens are access_tokens rows with shop_id set and no
// user, so they never pass as a shopper's token (userForToken joins users) and a shopper's token
// never passes as a shop's (shopForToken wants shop_id).
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ShopSignedIn } from '@/lib/api/schemas/shop-side';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { sha256 } from './accounts';
import { CredentialRejected } from './errors';

const TOKEN_DAYS = 30;

type ShopRow = typeof s.shops.$inferSelect;

/** The signed-in shop as the seller answers show it. */
export const sellerShopPayload = (shop: ShopRow) => ({ id: shop.id, name: shop.name, logo: shop.logo, email: shop.ownerEmail });

export async function issueShopToken(db: Db, shopId: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TOKEN_DAYS * 86_400_000);
  await db.insert(s.accessTokens).values({ tokenHash: sha256(token), shopId, userId: null, expiresAt });
  return { auth_type: 'Bearer', token, expires_at: expiresAt.toISOString() };
}

/** The active shop a shop token belongs to, or null for unknown, expired or shopper tokens. */
export async function shopForToken(db: Db, token: string): Promise<ShopRow | null> {
  const [row] = await db
    .select({ shop: s.shops })
    .from(s.accessTokens)
    .innerJoin(s.shops, eq(s.shops.id, s.accessTokens.shopId))
    .where(and(eq(s.accessTokens.tokenHash, sha256(token)), isNull(s.accessTokens.userId), gt(s.accessTokens.expiresAt, new Date())))
    .limit(1);
  return row && row.shop.isActive ? row.shop : null;
}

/** A shop answering its customers is present: its products show the shop as Online. */
export async function markShopSeen(db: Db, shopId: number): Promise<void> {
  await db.update(s.shops).set({ lastSeenAt: new Date() }).where(eq(s.shops.id, shopId));
}

export async function sellerLogin(db: Db, email: string, password: string): Promise<ShopSignedIn> {
  const [shop] = await db
    .select()
    .from(s.shops)
    .where(sql`lower(${s.shops.ownerEmail}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  // Verify against a throw-away hash when there is no such shop, so timing tells nothing.
  const valid = shop ? await verify(shop.ownerPasswordHash, password).catch(() => false) : (await hash(password), false);
  if (!shop || !valid) throw new CredentialRejected('Credential is invalid!');
  if (!shop.isActive) throw new CredentialRejected('Your shop is inactive.');
  await markShopSeen(db, shop.id);
  return { shop: sellerShopPayload(shop), access: await issueShopToken(db, shop.id) };
}
