// The WHERE and ORDER BY of product lists, the statement of what a listing means that the listing
// index (catalog-index.ts) is tested against. Search text is not among them: it is matched and
// ranked by the search index (search/engine.ts), which no SQL states.
import { and, asc, desc, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { effectivePrice, visibleProduct } from './product-cards';

export const SORT_TYPES = ['top_selling', 'popular_product', 'newest', 'just_for_you', 'high_to_low', 'low_to_high', 'default'] as const;
export type SortType = (typeof SORT_TYPES)[number];

export interface ProductFilters {
  search?: string;
  shopIds?: number[];
  categoryIds?: number[];
  subCategoryIds?: number[];
  brandIds?: number[];
  colorIds?: number[];
  sizeIds?: number[];
  /** Rating band [rating, rating + 1). */
  rating?: number;
  /** Minor units, compared with the price the shopper pays. */
  minPrice?: number;
  maxPrice?: number;
}

/** Every condition of the filters; `withPrice: false` leaves out the price range (for facets). */
export function productWhere(f: Omit<ProductFilters, 'search'>, withPrice = true): SQL {
  const conditions: (SQL | undefined)[] = [visibleProduct];
  if (f.shopIds?.length) conditions.push(inArray(s.products.shopId, f.shopIds));
  if (f.categoryIds?.length) conditions.push(inArray(s.products.categoryId, f.categoryIds));
  if (f.subCategoryIds?.length) conditions.push(inArray(s.products.subCategoryId, f.subCategoryIds));
  if (f.brandIds?.length) conditions.push(inArray(s.products.brandId, f.brandIds));
  if (f.colorIds?.length) {
    conditions.push(
      sql`exists (select 1 from ${s.productColors} where ${s.productColors.productId} = ${s.products.id} and ${inArray(s.productColors.colorId, f.colorIds)})`,
    );
  }
  if (f.sizeIds?.length) {
    conditions.push(
      sql`exists (select 1 from ${s.productSizes} where ${s.productSizes.productId} = ${s.products.id} and ${inArray(s.productSizes.sizeId, f.sizeIds)})`,
    );
  }
  if (f.rating !== undefined) {
    conditions.push(gte(s.products.rating, String(f.rating)), lt(s.products.rating, String(f.rating + 1)));
  }
  if (withPrice && f.minPrice !== undefined) conditions.push(sql`${effectivePrice} >= ${f.minPrice}`);
  if (withPrice && f.maxPrice !== undefined) conditions.push(sql`${effectivePrice} <= ${f.maxPrice}`);
  return and(...conditions) ?? sql`true`;
}

export function productOrder(sort: SortType): SQL[] {
  const tieBreak = desc(s.products.id);
  switch (sort) {
    case 'top_selling':
      return [desc(s.products.totalSold), tieBreak];
    case 'popular_product':
      return [desc(s.products.viewCount), tieBreak];
    case 'newest':
    case 'just_for_you':
      return [desc(s.products.createdAt), tieBreak];
    case 'high_to_low':
      return [desc(effectivePrice), tieBreak];
    case 'low_to_high':
      return [asc(effectivePrice), asc(s.products.id)];
    default:
      return [tieBreak];
  }
}
