// Text fields of request bodies, read as Laravel's string rules read them: trimmed, limited in
// length, and never holding a NUL or another control character (PostgreSQL cannot store NUL; the
// others have no place in a name, an address or a message). Tabs and line breaks are text.
// Every route's text fields are built from these.
import { z } from 'zod';

/** NUL and the C0 controls but tab, line feed and carriage return, and DEL. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasControlCharacters = (value: string): boolean => CONTROL.test(value);
export const INVALID_CHARACTERS = 'The :attribute field contains invalid characters.';
const clean = (value: string) => !hasControlCharacters(value);

/** string|max:N, trimmed (blank stays ''). */
export const text = (max: number) => z.string().trim().max(max).refine(clean, { error: INVALID_CHARACTERS });

/** string|max:N kept as sent (passwords, signatures): only control characters are refused. */
export const rawText = (max: number) => z.string().max(max).refine(clean, { error: INVALID_CHARACTERS });

/** required|string|max:N: blank after trimming counts as missing. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max).refine(clean, { error: INVALID_CHARACTERS });

/** nullable|string|max:N: absent or blank is null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(clean, { error: INVALID_CHARACTERS })
    .nullish()
    .transform((value) => value || null);
