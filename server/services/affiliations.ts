// Affiliations (ours, docs/contract.md "Accounts"): the shopper's referral code and link, the balance they
// earned, and the people who signed up with their code. A referral counts from the moment of
// registration (users.referred_by_id); the referrals ledger adds the orders and earnings once
// the referred shopper buys.
import { and, desc, eq, sql } from 'drizzle-orm';
import { referralLink } from '@/lib/referral-link';
import type { Affiliations } from '@/lib/api/schemas/affiliations';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { NotFound } from './errors';

/** Cents as the contract's two-decimal amount, written like the user's affiliation_balance. */
const amount = (cents: number) => (cents / 100).toFixed(2);

export async function affiliations(db: Db, userId: number, origin: string, paging: { limit: number; offset: number }): Promise<Affiliations> {
  const [me] = await db
    .select({ code: s.users.referralCode, balance: s.users.affiliationBalance })
    .from(s.users)
    .where(eq(s.users.id, userId))
    .limit(1);
  if (!me) throw new NotFound('User not found');
  const referred = eq(s.users.referredById, userId);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(s.users).where(referred),
    db
      .select({
        name: s.users.name,
        joinedAt: s.users.createdAt,
        orders: sql<number>`coalesce(${s.referrals.orders}, 0)::int`.mapWith(Number),
        earned: sql<number>`coalesce(${s.referrals.earned}, 0)::int`.mapWith(Number),
      })
      .from(s.users)
      .leftJoin(s.referrals, and(eq(s.referrals.referredUserId, s.users.id), eq(s.referrals.referrerId, userId)))
      .where(referred)
      .orderBy(desc(s.users.createdAt), desc(s.users.id))
      .limit(paging.limit)
      .offset(paging.offset),
  ]);
  return {
    balance: amount(me.balance),
    referral_code: me.code,
    referral_link: referralLink(origin, me.code),
    total,
    referrals: rows.map((row) => ({ name: row.name, joined_at: row.joinedAt.toISOString(), orders: row.orders, earned: amount(row.earned) })),
  };
}
