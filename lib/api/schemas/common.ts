// Building blocks shared by the contract schemas. They accept what both backends send (the
// built-in one and the upstream one, which writes flags as 0/1 and numbers as strings at times)
// and hand the storefront one normalised type.
//
// Each building block is one instance that many fields share. A field with a note of its own
// (lib/api/schemas/notes.ts, the generator's) takes a `.clone()` of the block, which parses alike:
// a note added to the shared instance would be every field's.
import * as z from 'zod';
import { flagOf } from '@/lib/coerce';

// zod compiles object schemas with `new Function` unless told not to. The shop's
// Content-Security-Policy has no 'unsafe-eval', so in the browser even zod's test of it is an
// eval the browser refuses and reports: there, every schema (they all import this module) parses
// without compiling. The server keeps the compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

/**
 * A boolean of an answer, as backends write it (lib/coerce.ts); lenient as a reader should be:
 * absent or another word is false, another number true.
 */
export const flag = z.preprocess((value) => flagOf(value) ?? (typeof value === 'number' ? value !== 0 : typeof value === 'string' || value === null || value === undefined ? false : value), z.boolean());

/** A numeric string as its number; anything else as it is. */
const numeric = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/** A number that may arrive as a numeric string. */
export const num = z.preprocess(numeric, z.number());

/** Text that may be null or missing; normalised to null. */
export const text = z.string().nullish().transform((value) => value ?? null);

/** A list that may be missing or null; normalised to an empty list. */
export const list = <T extends z.ZodType>(item: T) => z.array(item).nullish().transform((value) => value ?? []);

/**
 * A whole number that may arrive as a numeric string. One preprocess, not a pipe after `num`:
 * zod writes a pipe of a pipe as a field that may be left out, and the OpenAPI document would
 * call ids optional.
 */
export const id = z.preprocess(numeric, z.number().int());
