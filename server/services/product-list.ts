// GET /products and /category-products: a filtered, sorted page of cards plus the facets
// (sizes, colours, brands, price range) of the whole result set. Which products, how many and
// the facets come from the listing index (catalog-index.ts); the database then reads only the
// page's cards and the facets' names.
import { asc, inArray } from 'drizzle-orm';
import type { ProductList } from '@/lib/api/schemas/catalog';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { memoryListing, type ListingAnswer, type ListingEngine } from './catalog-index';
import { money } from './format';
import { cardsByIds, type ProductCard } from './product-cards';
import type { ProductFilters, SortType } from './product-filters';
import { tr } from './translate';

export interface ProductListParams {
  filters: ProductFilters;
  sort: SortType;
  limit: number;
  offset: number;
}

/** The facets of a listing: the contract's `filters` (lib/api/schemas/catalog.ts). */
export type ProductFacets = NonNullable<ProductList['filters']>;

const engine: ListingEngine = memoryListing;

/** GET /products: a page of cards and the facets of the whole result set. */
export async function listProducts(db: Db, locale: string, params: ProductListParams): Promise<ProductList> {
  const found = await engine.list(db, { ...params, locale });
  const [products, filters] = await Promise.all([cardsByIds(db, locale, found.ids), facetNames(db, locale, found.facets)]);
  // Ours (docs/contract.md): with search text, which words the results match and a spelling to offer.
  return { total: found.total, products, filters, ...(found.search && { search: found.search }) };
}

/** Only the page of cards (home's "just for you"). */
export async function productPage(db: Db, locale: string, params: ProductListParams): Promise<Pick<ProductList, 'total'> & { products: ProductCard[] }> {
  const found = await engine.list(db, { ...params, locale });
  return { total: found.total, products: await cardsByIds(db, locale, found.ids) };
}

async function facetNames(db: Db, locale: string, facets: ListingAnswer['facets']): Promise<ProductFacets> {
  const [sizes, colors, brands] = await Promise.all([
    db.select({ id: s.sizes.id, name: s.sizes.name }).from(s.sizes).where(inArray(s.sizes.id, facets.sizeIds)).orderBy(asc(s.sizes.id)),
    db
      .select({ id: s.colors.id, name: tr(s.colors.i18n, s.colors.name, locale, 'name'), color_code: s.colors.colorCode })
      .from(s.colors)
      .where(inArray(s.colors.id, facets.colorIds))
      .orderBy(asc(s.colors.id)),
    db.select({ id: s.brands.id, name: s.brands.name }).from(s.brands).where(inArray(s.brands.id, facets.brandIds)).orderBy(asc(s.brands.name)),
  ]);
  // Whole numbers, as the original sends them; rounded outwards so the range still holds every price.
  return { sizes, colors, brands, min_price: Math.floor(money(facets.minPrice)), max_price: Math.ceil(money(facets.maxPrice)) };
}
