// The demo customer's recently viewed products, so the dashboard and home page show the rail at
// once. Fixed products and times (no random draws): the rest of the demo data stays the same.
import type { Db } from '../client';
import * as s from '../schema';

const HOUR = 3_600_000;
/** Products every seed has (tests seed 40), newest view first. */
const VIEWED = [12, 5, 27, 33, 18];

export async function seedRecentViews(db: Db, now: number): Promise<void> {
  await db.insert(s.recentViews).values(VIEWED.map((productId, index) => ({ userId: 1, productId, viewedAt: new Date(now - (index + 1) * HOUR) })));
}
