// A shop's own delivery calendar (GET and POST /seller/delivery-calendar, ours): read as the
// storefront reads it, and changed field by field; the zones are replaced as a whole. A change
// expires the shop's product pages, whose arrival days come from it.
import { asc, eq } from 'drizzle-orm';
import type { DeliveryPlan } from '@/lib/api/schemas/delivery';
import { cacheTags } from '@/lib/cache-tags';
import { expireAfterRequest } from '@/server/cache/revalidate';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { NotFound } from './errors';
import { planOf } from './delivery-plans';

export interface CalendarChange {
  time_zone?: string;
  handling_days?: number;
  cutoff_hour?: number;
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  dispatch_days?: number[];
  /** Local dates, YYYY-MM-DD. */
  holidays?: string[];
  /** Every zone: what is not listed is no longer served. Charges in the default currency (12.5). */
  destinations?: { country: string; region: string | null; min_days: number; max_days: number; charge: number }[];
}

type Reader = Pick<Db, 'select'>;

export async function shopCalendar(db: Reader, shopId: number): Promise<DeliveryPlan> {
  const [[shop], zones] = await Promise.all([
    db
      .select({ country: s.shops.country, timeZone: s.shops.timeZone, handlingDays: s.shops.handlingDays, cutoffHour: s.shops.cutoffHour, dispatchDays: s.shops.dispatchDays, holidays: s.shops.holidays })
      .from(s.shops)
      .where(eq(s.shops.id, shopId))
      .limit(1),
    db.select().from(s.shopDeliveryZones).where(eq(s.shopDeliveryZones.shopId, shopId)).orderBy(asc(s.shopDeliveryZones.id)),
  ]);
  if (!shop) throw new NotFound('Shop not found.');
  return planOf(shop, zones);
}

export async function saveShopCalendar(db: Db, shopId: number, change: CalendarChange): Promise<DeliveryPlan> {
  const plan = await db.transaction(async (tx) => {
    const columns = {
      ...(change.time_zone === undefined ? {} : { timeZone: change.time_zone }),
      ...(change.handling_days === undefined ? {} : { handlingDays: change.handling_days }),
      ...(change.cutoff_hour === undefined ? {} : { cutoffHour: change.cutoff_hour }),
      ...(change.dispatch_days === undefined ? {} : { dispatchDays: [...new Set(change.dispatch_days)].sort((a, b) => a - b) }),
      ...(change.holidays === undefined ? {} : { holidays: [...new Set(change.holidays)].sort() }),
    };
    if (Object.keys(columns).length > 0) await tx.update(s.shops).set(columns).where(eq(s.shops.id, shopId));
    if (change.destinations !== undefined) {
      await tx.delete(s.shopDeliveryZones).where(eq(s.shopDeliveryZones.shopId, shopId));
      if (change.destinations.length > 0) {
        await tx.insert(s.shopDeliveryZones).values(
          change.destinations.map((zone) => ({ shopId, country: zone.country, region: zone.region, minDays: zone.min_days, maxDays: zone.max_days, charge: Math.round(zone.charge * 100) })),
        );
      }
    }
    return shopCalendar(tx, shopId);
  });
  const products = await db.select({ id: s.products.id }).from(s.products).where(eq(s.products.shopId, shopId));
  expireAfterRequest([cacheTags.shop(shopId), ...products.map((product) => cacheTags.product(product.id))]);
  return plan;
}
