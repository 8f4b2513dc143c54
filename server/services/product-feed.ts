// Ours (docs/contract.md "GET /feed-products"): products for a shopping-search feed, by id ascending
// and paged by the last id seen, so that reading 100,000 products costs the same per page from the
// first to the last: the card of each product with its summary, and the dates of a running sale.
import { and, asc, gt, inArray } from 'drizzle-orm';
import type { FeedProducts } from '@/lib/api/schemas/catalog';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { deliveryPlans } from './delivery-plans';
import { cardRows, runningFlashPrices, toCards, visibleProduct } from './product-cards';
import { tr } from './translate';

export async function feedPage(db: Db, locale: string, afterId: number, limit: number): Promise<FeedProducts> {
  const rows = await cardRows(db, locale)
    .where(and(visibleProduct, gt(s.products.id, afterId)))
    .orderBy(asc(s.products.id))
    .limit(limit);
  if (rows.length === 0) return { products: [], next_after_id: null, delivery_plans: {} };
  const ids = rows.map((row) => row.id);
  const [cards, texts, sales] = await Promise.all([
    toCards(db, locale, rows),
    db
      .select({ id: s.products.id, summary: tr(s.products.i18n, s.products.shortDescription, locale, 'short_description') })
      .from(s.products)
      .where(inArray(s.products.id, ids)),
    runningFlashPrices(db, ids),
  ]);
  const saleIds = [...new Set([...sales.values()].map((sale) => sale.saleId))];
  const saleTimes = saleIds.length
    ? await db.select({ id: s.flashSales.id, startAt: s.flashSales.startAt, endAt: s.flashSales.endAt }).from(s.flashSales).where(inArray(s.flashSales.id, saleIds))
    : [];
  const summaryOf = new Map(texts.map((row) => [row.id, row.summary ?? '']));
  const timesOf = new Map(saleTimes.map((row) => [row.id, row]));
  const products = cards.map((card) => {
    const sale = sales.get(card.id);
    const times = sale ? timesOf.get(sale.saleId) : undefined;
    return {
      ...card,
      short_description: summaryOf.get(card.id) ?? '',
      sale_starts_at: times ? times.startAt.toISOString() : null,
      sale_ends_at: times ? times.endAt.toISOString() : null,
    };
  });
  const plans = await deliveryPlans(db, rows.map((row) => row.shopId));
  return { products, next_after_id: rows.length < limit ? null : ids[ids.length - 1], delivery_plans: Object.fromEntries(plans) };
}
