// Building blocks shared by the contract schemas. They accept what both backends send (the
// built-in one and the upstream one, which writes flags as 0/1 and numbers as strings at times)
// and hand the storefront one normalised type.
import * as z from 'zod';

// zod compiles object schemas with `new Function` unless told not to. The shop's
// Content-Security-Policy has no 'unsafe-eval', so in the browser even zod's test of it is an
// eval the browser refuses and reports: there, every schema (they all import this module) parses
// without compiling. The server keeps the compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** A boolean that may arrive as true/false, 1/0 or "1"/"0"/"true"/"false". */
export const flag = z.preprocess((value) => {
  if (typeof value === 'string') return ['1', 'true', 'on', 'yes'].includes(value.toLowerCase());
  if (typeof value === 'number') return value !== 0;
  if (value === null || value === undefined) return false;
  return value;
}, z.boolean());

/** A number that may arrive as a numeric string. */
export const num = z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), z.number());

/** Text that may be null or missing; normalised to null. */
export const text = z.string().nullish().transform((value) => value ?? null);

/** A list that may be missing or null; normalised to an empty list. */
export const list = <T extends z.ZodType>(item: T) => z.array(item).nullish().transform((value) => value ?? []);

export const id = num.pipe(z.number().int());
