// One client for server components and browser islands: each method is one call of API.md with
// its schema. The transport decides where the request goes (lib/api/server.ts, lib/api/browser.ts).
import { send, type ClientContext, type Query } from './core';
import * as catalog from './schemas/catalog';
import * as settings from './schemas/settings';

export interface Paging {
  page?: number;
  per_page?: number;
}

export type SortType = 'top_selling' | 'popular_product' | 'newest' | 'just_for_you' | 'high_to_low' | 'low_to_high' | 'default';

export interface ProductQuery extends Paging {
  search?: string;
  shop_id?: number;
  category_id?: number;
  sub_category_id?: number;
  brand_id?: number;
  color_id?: number;
  size_id?: number;
  rating?: number;
  min_price?: number;
  max_price?: number;
  sort_type?: SortType;
}

const data = async <T>(answer: Promise<{ data: T }>): Promise<T> => (await answer).data;

export function createApi(context: ClientContext) {
  const get = <S extends Parameters<typeof send>[2]>(path: string, schema: S, query?: Query) => data(send(context, { path, query }, schema));
  return {
    context,
    master: () => get('/master', settings.masterSchema),
    translations: (locale: string) => data(send(context, { path: `/lang/${encodeURIComponent(locale)}`, bare: true }, settings.translationsSchema)),
    countries: () => get('/countries', settings.countriesSchema),
    home: (paging: Paging) => get('/home', catalog.homeSchema, { ...paging }),
    products: (query: ProductQuery) => get('/products', catalog.productListSchema, { ...query }),
    categoryProducts: (query: ProductQuery) => get('/category-products', catalog.productListSchema, { ...query }),
    categories: (paging: Paging = {}) => get('/categories', catalog.categoryListSchema, { ...paging }),
  };
}

export type Api = ReturnType<typeof createApi>;
