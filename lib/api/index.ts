export { ApiError, ContractError } from './core';
export type { Api, Paging, ProductQuery, SortType } from './client';
export type * from './schemas/catalog';
export type * from './schemas/settings';
export type * from './schemas/content';
export type * from './schemas/product';
export type * from './schemas/shop';
