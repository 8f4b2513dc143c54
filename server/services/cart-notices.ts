// Server notices of a basket (the `info` of the cart answers), shown as warning toasts: products
// no longer sold, out of stock or below the line's quantity, and price changes since the shopper
// last saw a line (told once: flash sales that began or ended, and any other change of price).
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { quantitiesByProduct, type DbOrTx, type PricedLine } from './cart-lines';

/** Flash-sale changes since a line was added (or last told): a sale that ended, or one that began. */
export async function flashChanges(db: DbOrTx, lines: PricedLine[]): Promise<Map<number, 'ended' | 'started'>> {
  const changes = new Map<number, 'ended' | 'started'>();
  if (lines.length === 0) return changes;
  const oldest = new Date(Math.min(...lines.map((line) => line.createdAt.getTime())));
  const sales = await db
    .select({ productId: s.flashSaleProducts.productId, saleId: s.flashSales.id, startAt: s.flashSales.startAt, endAt: s.flashSales.endAt })
    .from(s.flashSaleProducts)
    .innerJoin(s.flashSales, eq(s.flashSales.id, s.flashSaleProducts.flashSaleId))
    .where(and(inArray(s.flashSaleProducts.productId, [...new Set(lines.map((line) => line.productId))]), gt(s.flashSales.endAt, oldest), lte(s.flashSales.startAt, sql`now()`)));
  const now = Date.now();
  for (const line of lines) {
    const added = line.createdAt.getTime();
    const mine = sales.filter((sale) => sale.productId === line.productId);
    if (line.flashSaleId !== null) {
      if (mine.some((sale) => sale.saleId === line.flashSaleId && sale.startAt.getTime() > added)) changes.set(line.cartId, 'started');
    } else if (mine.some((sale) => sale.endAt.getTime() > added && sale.endAt.getTime() <= now)) {
      changes.set(line.cartId, 'ended');
    }
  }
  return changes;
}

/** Lines whose unit price differs from the one the shopper last saw (any cause). */
export function repriced(lines: PricedLine[]): PricedLine[] {
  return lines.filter((line) => line.shownPrice !== null && line.shownPrice !== line.paidPrice);
}

export function notices(lines: PricedLine[], changes: Map<number, 'ended' | 'started'>): string[] {
  const info: string[] = [];
  const wanted = quantitiesByProduct(lines);
  const told = new Set<number>();
  const otherChange = new Set(repriced(lines).map((line) => line.cartId));
  for (const line of lines) {
    const change = changes.get(line.cartId);
    if (change === 'ended') info.push(`The flash sale of ${line.name} has ended, so its price has changed.`);
    else if (change === 'started') info.push(`${line.name} is now on flash sale, so its price has changed.`);
    else if (otherChange.has(line.cartId)) info.push(`The price of ${line.name} has changed.`);
    if (told.has(line.productId)) continue;
    if (!line.available) {
      info.push(`${line.name} is no longer available.`);
      told.add(line.productId);
    } else if (line.stock <= 0) {
      info.push(`${line.name} is out of stock.`);
      told.add(line.productId);
    } else if ((wanted.get(line.productId) ?? 0) > line.stock) {
      info.push(`Only ${line.stock} of ${line.name} left in stock.`);
      told.add(line.productId);
    }
  }
  return info;
}

/**
 * Lines whose price change was told count from now on (see cartAnswer): flash changes by the
 * line's age, other changes by the price last shown, which every answer records.
 */
export async function acknowledge(db: DbOrTx, userId: number, cartIds: number[], lines: PricedLine[] = []): Promise<void> {
  if (cartIds.length > 0) {
    await db.update(s.cartItems).set({ createdAt: sql`now()` }).where(and(eq(s.cartItems.userId, userId), inArray(s.cartItems.id, cartIds)));
  }
  for (const line of lines.filter((candidate) => candidate.shownPrice !== candidate.paidPrice)) {
    await db.update(s.cartItems).set({ shownPrice: line.paidPrice }).where(and(eq(s.cartItems.userId, userId), eq(s.cartItems.id, line.cartId)));
  }
}
