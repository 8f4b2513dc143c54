// The shops' delivery calendars (lib/delivery-promise.ts), as product details and the feed answer
// them: one statement for the shops and one for their destinations, whatever their number.
import { asc, inArray } from 'drizzle-orm';
import { deliveryPromise, type DeliveryPlan } from '@/lib/delivery-promise';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { money } from './format';

/** The plans of some shops, by shop id; a shop that delivers nowhere has none. */
export async function deliveryPlans(db: Pick<Db, 'select'>, shopIds: number[]): Promise<Map<number, DeliveryPlan>> {
  const ids = [...new Set(shopIds)];
  const plans = new Map<number, DeliveryPlan>();
  if (ids.length === 0) return plans;
  const [shops, zones] = await Promise.all([
    db
      .select({ id: s.shops.id, country: s.shops.country, timeZone: s.shops.timeZone, handlingDays: s.shops.handlingDays, cutoffHour: s.shops.cutoffHour, dispatchDays: s.shops.dispatchDays, holidays: s.shops.holidays })
      .from(s.shops)
      .where(inArray(s.shops.id, ids)),
    db.select().from(s.shopDeliveryZones).where(inArray(s.shopDeliveryZones.shopId, ids)).orderBy(asc(s.shopDeliveryZones.id)),
  ]);
  for (const shop of shops) {
    const plan = planOf(shop, zones.filter((zone) => zone.shopId === shop.id));
    if (plan.destinations.length > 0) plans.set(shop.id, plan);
  }
  return plans;
}

type CalendarColumns = Pick<typeof s.shops.$inferSelect, 'country' | 'timeZone' | 'handlingDays' | 'cutoffHour' | 'dispatchDays' | 'holidays'>;

/** A shop's calendar columns and zones as the contract's DeliveryPlan. */
export function planOf(shop: CalendarColumns, zones: (typeof s.shopDeliveryZones.$inferSelect)[]): DeliveryPlan {
  return {
    time_zone: shop.timeZone,
    handling_days: shop.handlingDays,
    cutoff_hour: shop.cutoffHour,
    dispatch_days: [...shop.dispatchDays].sort((a, b) => a - b),
    holidays: [...shop.holidays].sort(),
    country: shop.country,
    destinations: zones.map((zone) => ({ country: zone.country, region: zone.region, min_days: zone.minDays, max_days: zone.maxDays, charge: money(zone.charge) })),
  };
}

/**
 * The arrival days an order placed at `at` is promised: to its address's country and region (an
 * address copied before addresses had a country: the shop's own country); null for a shop without
 * a calendar, or one that does not deliver there.
 */
export async function promisedArrival(db: Pick<Db, 'select'>, shopId: number, at: Date, address: { country?: unknown; region?: unknown }): Promise<{ from: string; to: string } | null> {
  const plan = (await deliveryPlans(db, [shopId])).get(shopId);
  if (!plan) return null;
  const country = typeof address.country === 'string' && address.country ? address.country : plan.country;
  const region = typeof address.region === 'string' ? address.region : null;
  const promise = deliveryPromise(plan, { country, region }, at);
  return promise ? { from: promise.earliest, to: promise.latest } : null;
}
