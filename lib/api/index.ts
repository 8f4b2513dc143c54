export { ApiError, ContractError } from './core';
export type { Api, Paging, ProductQuery, SortType } from './client';
export type * from './schemas/catalog';
export type * from './schemas/settings';
