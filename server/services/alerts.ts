// Back-in-stock and price-drop alerts (docs/contract.md "Alerts (ours)"): what a shopper asked to
// hear of, finding the events that answer it, and the e-mail each event becomes. The e-mails are
// sent off the request path by the job worker (./alerts-worker.ts) from the rows of alert_jobs.
//
// An event is found in the transaction that causes it (a shop changing stock or price,
// POST /seller/product-update) and by the worker's periodic check (a flash sale starting, or any
// writer that does not call it). Each alert's `version` grows once per event, by a conditional
// update, and names the job (`stock:3`, `price:7`): two checks racing find it once, and the unique
// (alert, event key) keeps a second job out whatever happens.
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Alert } from '@/lib/api/schemas/alerts';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { linkSignature, validLinkSignature } from '@/server/link-signature';
import type { DbOrTx } from './cart-lines';
import { Invalid, NotFound, Refused } from './errors';
import { dateTime, money } from './format';
import { effectivePrice, runningFlashPrices } from './product-cards';
import { tr } from './translate';

export const ALERT_KINDS = ['stock', 'price'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** One alert as GET /my-alerts lists it: the contract's (lib/api/schemas/alerts.ts). */
export type AlertItem = Alert;

/** The price each product shows now, before size and colour surcharges, in minor units. */
export async function shownPrices(db: DbOrTx, productIds: number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (productIds.length === 0) return result;
  const [rows, flash] = await Promise.all([
    db.select({ id: s.products.id, price: effectivePrice }).from(s.products).where(inArray(s.products.id, productIds)),
    runningFlashPrices(db, productIds),
  ]);
  for (const row of rows) result.set(row.id, flash.get(row.id)?.price ?? Number(row.price));
  return result;
}

/**
 * Sets (or sets again) an alert of the shopper on a product, in the language it is set in. A
 * stock alert is for a sold-out product; setting one again re-arms it. The shopper needs an
 * e-mail address, where the alerts go.
 */
export async function setAlert(db: Db, input: { userId: number; productId: number; kind: AlertKind; locale: string }): Promise<{ id: number }> {
  const [user] = await db.select({ email: s.users.email }).from(s.users).where(eq(s.users.id, input.userId));
  if (!user?.email) throw new Refused('Add an e-mail address to your profile to get alerts.');
  const [product] = await db
    .select({ id: s.products.id, quantity: s.products.quantity })
    .from(s.products)
    .where(and(eq(s.products.id, input.productId), eq(s.products.isActive, true)));
  if (!product) throw new Invalid({ product_id: ['The selected product id is invalid.'] });
  if (input.kind === 'stock' && product.quantity > 0) throw new Refused('The product is in stock: there is nothing to wait for.');
  const price = (await shownPrices(db, [product.id])).get(product.id) ?? 0;
  const [row] = await db
    .insert(s.alerts)
    .values({ userId: input.userId, productId: product.id, kind: input.kind, locale: input.locale, lastPrice: price })
    .onConflictDoUpdate({
      target: [s.alerts.userId, s.alerts.productId, s.alerts.kind],
      set: { locale: input.locale, lastPrice: price, notifiedAt: null },
    })
    .returning({ id: s.alerts.id });
  return row;
}

/** Stops one of the shopper's alerts; another's, or none, is a 404. */
export async function stopAlert(db: Db, userId: number, alertId: number): Promise<void> {
  const gone = await db.delete(s.alerts).where(and(eq(s.alerts.id, alertId), eq(s.alerts.userId, userId))).returning({ id: s.alerts.id });
  if (gone.length === 0) throw new NotFound('Alert not found.');
}

/** The shopper's alerts, newest first, with the product's name in the language asked for. */
export async function listAlerts(db: Db, locale: string, userId: number): Promise<AlertItem[]> {
  const rows = await db
    .select({
      id: s.alerts.id,
      kind: s.alerts.kind,
      productId: s.alerts.productId,
      name: tr(s.products.i18n, s.products.name, locale, 'name'),
      thumbnail: s.products.thumbnail,
      quantity: s.products.quantity,
      notifiedAt: s.alerts.notifiedAt,
      createdAt: s.alerts.createdAt,
    })
    .from(s.alerts)
    .innerJoin(s.products, eq(s.products.id, s.alerts.productId))
    .where(eq(s.alerts.userId, userId))
    .orderBy(desc(s.alerts.createdAt), desc(s.alerts.id));
  const prices = await shownPrices(db, [...new Set(rows.map((row) => row.productId))]);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as AlertKind,
    product_id: row.productId,
    product_name: row.name,
    thumbnail: row.thumbnail,
    price: money(prices.get(row.productId) ?? 0),
    in_stock: row.quantity > 0,
    notified: row.kind === 'stock' && row.notifiedAt !== null,
    created_at: dateTime(row.createdAt),
  }));
}

// ---------------------------------------------------------------- the signed unsubscribe link

export const unsubscribeSignature = (alertId: number): string => linkSignature('alert-unsubscribe', alertId);
export const validUnsubscribeSignature = (alertId: number, signature: string | undefined | null): boolean =>
  validLinkSignature('alert-unsubscribe', alertId, signature);

/** The one-click link of an alert's e-mails (RFC 8058): it stops the alert without a sign-in. */
export const unsubscribeUrl = (origin: string, alertId: number): string =>
  `${origin}/api/alert-unsubscribe?alert_id=${alertId}&sig=${unsubscribeSignature(alertId)}`;

/** The product an unsubscribe link is about (its confirm page names it), or null when stopped. */
export async function alertProductName(db: Db, alertId: number): Promise<{ name: string; locale: string } | null> {
  const [row] = await db
    .select({ locale: s.alerts.locale, name: s.products.name, i18n: s.products.i18n })
    .from(s.alerts)
    .innerJoin(s.products, eq(s.products.id, s.alerts.productId))
    .where(eq(s.alerts.id, alertId));
  return row ? { name: row.i18n[row.locale]?.name || row.name, locale: row.locale } : null;
}

/** Stops an alert by its signed link; stopping one already stopped is no error (a second click). */
export async function unsubscribe(db: Db, alertId: number): Promise<void> {
  await db.delete(s.alerts).where(eq(s.alerts.id, alertId));
}

// ---------------------------------------------------------------- finding events

/** How many alerts a check reads at a time. */
export const EVENT_PAGE = 500;

/**
 * Finds the events of alerts on some products (all, when `productIds` is left out) and queues one
 * job for each: a sold-out product back in stock, a shown price below the last one told. A price
 * above it becomes the new mark silently, so the next drop is told from there. Run it in the
 * transaction of the change, so the jobs are queued with it or not at all.
 */
export async function findAlertEvents(db: DbOrTx, productIds?: number[], pageSize = EVENT_PAGE): Promise<number> {
  if (productIds && productIds.length === 0) return 0;
  const onProducts = productIds ? inArray(s.alerts.productId, productIds) : undefined;
  let queued = 0;
  // A page of alerts at a time, in the order of their ids: the periodic check over every alert
  // holds one page in memory, however many shoppers are waiting.
  for (let after = 0; ; ) {
    const restocked = await db
      .select({ id: s.alerts.id, productId: s.alerts.productId })
      .from(s.alerts)
      .innerJoin(s.products, eq(s.products.id, s.alerts.productId))
      .where(and(eq(s.alerts.kind, 'stock'), isNull(s.alerts.notifiedAt), sql`${s.products.quantity} > 0`, eq(s.products.isActive, true), gt(s.alerts.id, after), onProducts))
      .orderBy(asc(s.alerts.id))
      .limit(pageSize);
    if (restocked.length === 0) break;
    after = restocked[restocked.length - 1].id;
    const prices = await shownPrices(db, [...new Set(restocked.map((row) => row.productId))]);
    for (const alert of restocked) {
      const [armed] = await db
        .update(s.alerts)
        .set({ notifiedAt: sql`now()`, version: sql`${s.alerts.version} + 1` })
        .where(and(eq(s.alerts.id, alert.id), isNull(s.alerts.notifiedAt)))
        .returning({ version: s.alerts.version });
      if (!armed) continue;
      queued += await queueJob(db, alert.id, `stock:${armed.version}`, prices.get(alert.productId) ?? 0, null);
    }
  }
  for (let after = 0; ; ) {
    const watched = await db
      .select({ id: s.alerts.id, productId: s.alerts.productId, lastPrice: s.alerts.lastPrice, version: s.alerts.version })
      .from(s.alerts)
      .innerJoin(s.products, eq(s.products.id, s.alerts.productId))
      .where(and(eq(s.alerts.kind, 'price'), eq(s.products.isActive, true), gt(s.alerts.id, after), onProducts))
      .orderBy(asc(s.alerts.id))
      .limit(pageSize);
    if (watched.length === 0) break;
    after = watched[watched.length - 1].id;
    const prices = await shownPrices(db, [...new Set(watched.map((row) => row.productId))]);
    for (const alert of watched) {
      const price = prices.get(alert.productId);
      if (price === undefined || price === alert.lastPrice) continue;
      const dropped = price < alert.lastPrice;
      const [moved] = await db
        .update(s.alerts)
        .set({ lastPrice: price, version: dropped ? sql`${s.alerts.version} + 1` : s.alerts.version })
        .where(and(eq(s.alerts.id, alert.id), eq(s.alerts.version, alert.version), eq(s.alerts.lastPrice, alert.lastPrice)))
        .returning({ version: s.alerts.version });
      if (moved && dropped) queued += await queueJob(db, alert.id, `price:${moved.version}`, price, alert.lastPrice);
    }
  }
  return queued;
}

async function queueJob(db: DbOrTx, alertId: number, eventKey: string, price: number, oldPrice: number | null): Promise<number> {
  const rows = await db.insert(s.alertJobs).values({ alertId, eventKey, price, oldPrice }).onConflictDoNothing().returning({ id: s.alertJobs.id });
  return rows.length;
}
