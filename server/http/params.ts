// Building blocks for query strings: every value arrives as text, and every limit on it (sizes,
// ranges, ids within PostgreSQL's integer; docs/contract.md, "Errors") is enforced here, before
// any SQL runs.
import { z } from 'zod';
import { UNPAGED_CAP } from '@/server/services/limits';

export { UNPAGED_CAP };

/** Largest value of a PostgreSQL integer column: bigger ids would make the query itself fail. */
export const INT_MAX = 2_147_483_647;
export const MAX_PER_PAGE = 100;
export const SEARCH_MAX = 200;

const integerText = z
  .string()
  .trim()
  .regex(/^-?\d{1,15}$/, { error: 'The :attribute field must be an integer.' })
  .transform(Number);

export const intParam = (min: number, max: number) => integerText.pipe(z.number().min(min).max(max));

export const idParam = () => intParam(1, INT_MAX);

/** "3" or "3,7,9": filters accept several ids at once. */
export const idListParam = () =>
  z
    .string()
    .trim()
    .max(2000)
    .regex(/^\d{1,15}(\s*,\s*\d{1,15})*$/, { error: 'The :attribute field must be an id or a comma-separated list of ids.' })
    .transform((value) => value.split(',').map((part) => Number(part.trim())))
    .pipe(z.array(z.number().min(1).max(INT_MAX)).max(100));

export const decimalParam = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,6})?$/, { error: 'The :attribute field must be a number.' })
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** Free text; NUL characters cannot be stored or compared by PostgreSQL, so they are refused. */
export const textParam = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), { error: 'The :attribute field contains invalid characters.' })
    .transform((value) => value.trim());

export const pagingShape = {
  page: intParam(1, 1_000_000).optional(),
  per_page: intParam(1, MAX_PER_PAGE).optional(),
};

export interface Paging {
  limit: number;
  offset: number;
}

/** Without page and per_page the whole list comes back, capped; with either, pages of per_page. */
export function pagingOf(query: { page?: number; per_page?: number }, defaultPerPage = 20): Paging {
  if (query.page === undefined && query.per_page === undefined) return { limit: UNPAGED_CAP, offset: 0 };
  const limit = query.per_page ?? defaultPerPage;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}
