// The shareable URL of a product listing (/products, category, shop, most popular, best deal)
// and its translation into a /products call. Unknown or malformed values are dropped.
import type { ProductQuery, SortType } from '@/lib/api/client';
import { firstParam, idParam, pageParam, textParam, type SearchParams } from './search-params';

export const SORTS = {
  newest: 'newest',
  popular: 'popular_product',
  top_selling: 'top_selling',
  price_asc: 'low_to_high',
  price_desc: 'high_to_low',
} as const satisfies Record<string, SortType>;
export type SortKey = keyof typeof SORTS;

/** The URL parameters a listing understands, in the order they are written. */
export const LISTING_KEYS = ['search', 'category', 'subcategory', 'brand', 'color', 'size', 'min_price', 'max_price', 'rating', 'sort', 'page'] as const;
export type ListingKey = (typeof LISTING_KEYS)[number];
export type ListingState = Partial<Record<ListingKey, string>>;

function priceParam(params: SearchParams, key: string): number | undefined {
  const raw = firstParam(params, key);
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 1e9 ? value : undefined;
}

export interface Listing {
  /** What the URL asks for, cleaned: the source of links and form values. */
  state: ListingState;
  page: number;
  sort: SortKey | undefined;
  /** The filters as the API takes them (without paging). */
  query: ProductQuery;
}

export function readListing(params: SearchParams): Listing {
  const sortRaw = firstParam(params, 'sort');
  const sort = sortRaw && sortRaw in SORTS ? (sortRaw as SortKey) : undefined;
  const ratingRaw = idParam(params, 'rating');
  const rating = ratingRaw !== undefined && ratingRaw <= 5 ? ratingRaw : undefined;
  let minPrice = priceParam(params, 'min_price');
  let maxPrice = priceParam(params, 'max_price');
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const search = textParam(params, 'search');
  const query: ProductQuery = {
    search: search || undefined,
    category_id: idParam(params, 'category'),
    sub_category_id: idParam(params, 'subcategory'),
    brand_id: idParam(params, 'brand'),
    color_id: idParam(params, 'color'),
    size_id: idParam(params, 'size'),
    min_price: minPrice,
    max_price: maxPrice,
    rating,
    sort_type: sort ? SORTS[sort] : undefined,
  };
  const page = pageParam(params);
  const state: ListingState = {
    search: search || undefined,
    category: query.category_id?.toString(),
    subcategory: query.sub_category_id?.toString(),
    brand: query.brand_id?.toString(),
    color: query.color_id?.toString(),
    size: query.size_id?.toString(),
    min_price: minPrice?.toString(),
    max_price: maxPrice?.toString(),
    rating: rating?.toString(),
    sort,
    page: page > 1 ? String(page) : undefined,
  };
  return { state, page, sort, query };
}

/** Query parameters for a link: the current state with changes; any change but paging resets to page 1. */
export function listingHref(state: ListingState, changes: ListingState = {}): Record<string, string> {
  const next: ListingState = { ...state, ...changes };
  if (!('page' in changes)) delete next.page;
  const query: Record<string, string> = {};
  for (const key of LISTING_KEYS) {
    const value = next[key];
    if (value !== undefined && value !== '') query[key] = value;
  }
  return query;
}

/** Whether any filter (not search, sort or page) is set. */
export function hasFilters(state: ListingState): boolean {
  return activeFilterCount(state) > 0;
}

/** How many filters narrow the listing, as a shopper counts them: a price range is one. */
export function activeFilterCount(state: ListingState): number {
  const single = (['category', 'subcategory', 'brand', 'color', 'size', 'rating'] as const).filter((key) => state[key] !== undefined).length;
  return single + (state.min_price !== undefined || state.max_price !== undefined ? 1 : 0);
}
