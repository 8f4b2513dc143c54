// Categories with their subcategories (two statements for any number of categories).
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Category, SubCategory } from '@/lib/api/schemas/catalog';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { categoriesInUse } from './catalog-index';
import { groupBy, visibleProduct } from './product-cards';
import { tr } from './translate';

function subCategoryRows(db: Db, locale: string, where: SQL | undefined) {
  return db
    .select({
      id: s.subCategories.id,
      categoryId: s.subCategories.categoryId,
      name: tr(s.subCategories.i18n, s.subCategories.name, locale, 'name'),
      thumbnail: s.subCategories.thumbnail,
    })
    .from(s.subCategories)
    .where(where)
    .orderBy(asc(s.subCategories.position), asc(s.subCategories.id));
}

async function withSubCategories(db: Db, locale: string, rows: (SubCategory & { updatedAt: Date })[]): Promise<Category[]> {
  if (rows.length === 0) return [];
  const subs = groupBy(await subCategoryRows(db, locale, inArray(s.subCategories.categoryId, rows.map((row) => row.id))), (sub) => sub.categoryId);
  return rows.map(({ updatedAt, ...row }) => ({
    ...row,
    sub_categories: (subs.get(row.id) ?? []).map(({ id, name, thumbnail }) => ({ id, name, thumbnail })),
    updated_at: updatedAt.toISOString(),
  }));
}

async function categoryPage(db: Db, locale: string, where: SQL | undefined, page: { limit: number; offset: number }) {
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(s.categories).where(where),
    db
      .select({ id: s.categories.id, name: tr(s.categories.i18n, s.categories.name, locale, 'name'), thumbnail: s.categories.thumbnail, updatedAt: s.categories.updatedAt })
      .from(s.categories)
      .where(where)
      .orderBy(asc(s.categories.position), asc(s.categories.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { total, categories: await withSubCategories(db, locale, rows) };
}

/** The categories a shopper can find products in, as the original lists them. */
export async function listCategories(db: Db, locale: string, page: { limit: number; offset: number }) {
  // From the listing index: a scan of the products would cost 25 ms at 100,000 and ten times that
  // at 1,000,000, on every home page and category list.
  const used = await categoriesInUse(db);
  return categoryPage(db, locale, used.length ? inArray(s.categories.id, used) : sql`false`, page);
}

/** Categories a shop sells in. */
export function shopCategories(db: Db, locale: string, shopId: number, page: { limit: number; offset: number }) {
  const used = db
    .select({ id: s.products.categoryId })
    .from(s.products)
    .where(and(eq(s.products.shopId, shopId), visibleProduct));
  return categoryPage(db, locale, inArray(s.categories.id, used), page);
}

export async function categoryExists(db: Db, categoryId: number): Promise<boolean> {
  const rows = await db.select({ id: s.categories.id }).from(s.categories).where(eq(s.categories.id, categoryId));
  return rows.length > 0;
}

export async function listSubCategories(db: Db, locale: string, categoryId: number): Promise<SubCategory[]> {
  const rows = await subCategoryRows(db, locale, eq(s.subCategories.categoryId, categoryId));
  return rows.map(({ id, name, thumbnail }) => ({ id, name, thumbnail }));
}
