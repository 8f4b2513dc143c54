// The WHERE and ORDER BY of product lists. Search combines full-text and trigram matching so
// typos still find products; both are served by GIN indexes on products.name. The trigram
// operator `<%` uses the threshold every database session starts with (WORD_SIMILARITY in
// server/db/client.ts).
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

/** A product's name in `locale` ('' without one). */
export const translatedName = (locale: string) => sql`coalesce(${s.products.i18n} -> ${locale}::text ->> 'name', '')`;

/**
 * Base names are English; in any other language a search also matches the names translated into
 * it, the same way (French names are words in Latin letters as much as Arabic ones are not).
 */
export const searchesTranslations = (locale: string) => locale !== 'en';

const matchesName = (name: SQL | typeof s.products.name, q: string) => [
  sql`to_tsvector('simple', ${name}) @@ plainto_tsquery('simple', ${q}::text)`,
  sql`${q}::text <% ${name}`,
];
const nameRanks = (name: SQL | typeof s.products.name, q: string) => [
  sql`ts_rank(to_tsvector('simple', ${name}), plainto_tsquery('simple', ${q}::text))`,
  sql`word_similarity(${q}::text, ${name})`,
];

export function searchCondition(q: string, locale: string): SQL {
  const conditions = matchesName(s.products.name, q);
  // Translated names have no index: the database scans them only when the search in memory
  // cannot answer (catalog-index.ts), which matches them there.
  if (searchesTranslations(locale)) conditions.push(...matchesName(translatedName(locale), q));
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** The greatest of each name's ts_rank and word similarity. */
export function searchRank(q: string, locale: string): SQL<number> {
  const scores = nameRanks(s.products.name, q);
  if (searchesTranslations(locale)) scores.push(...nameRanks(translatedName(locale), q));
  return sql<number>`greatest(${sql.join(scores, sql`, `)})`;
}

/** Every condition of the filters; `withPrice: false` leaves out the price range (for facets). */
export function productWhere(f: ProductFilters, locale: string, withPrice = true): SQL {
  const conditions: (SQL | undefined)[] = [visibleProduct];
  if (f.search) conditions.push(searchCondition(f.search, locale));
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

export function productOrder(sort: SortType, search: string | undefined, locale: string): SQL[] {
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
      return search ? [desc(searchRank(search, locale)), tieBreak] : [tieBreak];
  }
}
