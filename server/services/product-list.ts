// GET /products and /category-products: a filtered, sorted page of cards plus the facets
// (sizes, colours, brands, price range) of the whole result set.
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { money } from './format';
import { cardRows, effectivePrice, toCards, type ProductCard } from './product-cards';
import { productOrder, productWhere, type ProductFilters, type SortType } from './product-filters';
import { tr } from './translate';

export interface ProductListParams {
  filters: ProductFilters;
  sort: SortType;
  limit: number;
  offset: number;
}

export interface ProductFacets {
  sizes: { id: number; name: string }[];
  colors: { id: number; name: string; color_code: string }[];
  brands: { id: number; name: string }[];
  min_price: number;
  max_price: number;
}

/** GET /products: a page of cards and the facets of the whole result set. */
export async function listProducts(db: Db, locale: string, params: ProductListParams) {
  const [page, filters] = await Promise.all([readPage(db, locale, params), readFacets(db, locale, params.filters)]);
  return { total: page.total, products: page.products, filters };
}

/** Only the page of cards (home's "just for you"). */
export function productPage(db: Db, locale: string, params: ProductListParams): Promise<{ total: number; products: ProductCard[] }> {
  return readPage(db, locale, params);
}

async function readPage(db: Db, locale: string, params: ProductListParams): Promise<{ total: number; products: ProductCard[] }> {
  const where = productWhere(params.filters, locale);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(s.products).where(where),
    cardRows(db, locale)
      .where(where)
      .orderBy(...productOrder(params.sort, params.filters.search, locale))
      .limit(params.limit)
      .offset(params.offset),
  ]);
  return { total, products: await toCards(db, locale, rows) };
}

/** Facets ignore the price range, so the price slider can always widen again. */
async function readFacets(db: Db, locale: string, filters: ProductFilters): Promise<ProductFacets> {
  const matching = db.select({ id: s.products.id }).from(s.products).where(productWhere(filters, locale, false));
  const [sizes, colors, brands, [range]] = await Promise.all([
    db
      .select({ id: s.sizes.id, name: s.sizes.name })
      .from(s.sizes)
      .where(inArray(s.sizes.id, db.select({ id: s.productSizes.sizeId }).from(s.productSizes).where(inArray(s.productSizes.productId, matching))))
      .orderBy(asc(s.sizes.id)),
    db
      .select({ id: s.colors.id, name: tr(s.colors.i18n, s.colors.name, locale, 'name'), color_code: s.colors.colorCode })
      .from(s.colors)
      .where(inArray(s.colors.id, db.select({ id: s.productColors.colorId }).from(s.productColors).where(inArray(s.productColors.productId, matching))))
      .orderBy(asc(s.colors.id)),
    db
      .select({ id: s.brands.id, name: s.brands.name })
      .from(s.brands)
      .where(inArray(s.brands.id, db.select({ id: s.products.brandId }).from(s.products).where(productWhere(filters, locale, false))))
      .orderBy(asc(s.brands.name)),
    db
      .select({
        min: sql<number>`coalesce(min(${effectivePrice}), 0)::int`.mapWith(Number),
        max: sql<number>`coalesce(max(${effectivePrice}), 0)::int`.mapWith(Number),
      })
      .from(s.products)
      .where(productWhere(filters, locale, false)),
  ]);
  return { sizes, colors, brands, min_price: money(range.min), max_price: money(range.max) };
}
