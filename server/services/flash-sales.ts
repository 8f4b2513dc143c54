// Flash sales: the running one (started, not ended) and the next incoming one.
import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { FlashSale } from '@/lib/api/schemas/catalog';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { dateTime } from './format';
import { cardRows, toCards, visibleProduct, type ProductCard } from './product-cards';
import { tr } from './translate';

const running: SQL = and(lte(s.flashSales.startAt, sql`now()`), gt(s.flashSales.endAt, sql`now()`)) ?? sql`false`;
const incoming: SQL = gt(s.flashSales.startAt, sql`now()`);

function saleRows(db: Db, locale: string) {
  return db
    .select({
      id: s.flashSales.id,
      name: tr(s.flashSales.i18n, s.flashSales.name, locale, 'name'),
      thumbnail: s.flashSales.thumbnail,
      startAt: s.flashSales.startAt,
      endAt: s.flashSales.endAt,
    })
    .from(s.flashSales)
    .$dynamic();
}

type SaleRow = Awaited<ReturnType<ReturnType<typeof saleRows>['execute']>>[number];

const toSale = (row: SaleRow, products: ProductCard[] | null): FlashSale => ({
  id: row.id,
  name: row.name,
  thumbnail: row.thumbnail,
  start_date: dateTime(row.startAt),
  end_date: dateTime(row.endAt),
  products,
});

/** Products of a sale, best sellers first. */
async function saleProducts(db: Db, locale: string, saleId: number, options: { categoryId?: number; limit: number; offset: number }) {
  const where = and(
    eq(s.flashSaleProducts.flashSaleId, saleId),
    visibleProduct,
    options.categoryId === undefined ? undefined : eq(s.products.categoryId, options.categoryId),
  );
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(s.flashSaleProducts)
      .innerJoin(s.products, eq(s.products.id, s.flashSaleProducts.productId))
      .where(where),
    cardRows(db, locale)
      .innerJoin(s.flashSaleProducts, eq(s.flashSaleProducts.productId, s.products.id))
      .where(where)
      .orderBy(desc(s.products.totalSold), asc(s.products.id))
      .limit(options.limit)
      .offset(options.offset),
  ]);
  return { total, products: await toCards(db, locale, rows) };
}

/** The running and the next incoming sale; `runningProducts` cards of the running one, or none. */
export async function currentFlashSales(db: Db, locale: string, runningProducts: number | null) {
  const [[runningRow], [incomingRow]] = await Promise.all([
    saleRows(db, locale).where(running).orderBy(asc(s.flashSales.endAt), asc(s.flashSales.id)).limit(1),
    saleRows(db, locale).where(incoming).orderBy(asc(s.flashSales.startAt), asc(s.flashSales.id)).limit(1),
  ]);
  let runningSale: FlashSale | null = null;
  if (runningRow) {
    const products = runningProducts === null ? null : (await saleProducts(db, locale, runningRow.id, { limit: runningProducts, offset: 0 })).products;
    runningSale = toSale(runningRow, products);
  }
  return { running_flash_sale: runningSale, incoming_flash_sale: incomingRow ? toSale(incomingRow, null) : null };
}

export async function flashSaleDetails(db: Db, locale: string, params: { id: number; categoryId?: number; limit: number; offset: number }) {
  const [row] = await saleRows(db, locale).where(eq(s.flashSales.id, params.id));
  if (!row) return null;
  const { total, products } = await saleProducts(db, locale, row.id, params);
  return { total_products: total, flash_sale: toSale(row, null), products };
}

/** The running sale a product is part of, for its details page. */
export async function runningSaleOf(db: Db, locale: string, saleId: number | undefined): Promise<FlashSale | null> {
  if (saleId === undefined) return null;
  const [row] = await saleRows(db, locale).where(and(eq(s.flashSales.id, saleId), running));
  return row ? toSale(row, null) : null;
}
