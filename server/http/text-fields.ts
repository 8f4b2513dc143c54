// Text fields of request bodies, read as Laravel's string rules read them: trimmed, limited in
// length, and never holding a NUL character (which PostgreSQL cannot store).
import { z } from 'zod';

const noNul = (value: string) => !value.includes('\u0000');
const NUL_ERROR = { error: 'The :attribute field contains invalid characters.' };

/** required|string|max:N: blank after trimming counts as missing. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max).refine(noNul, NUL_ERROR);

/** nullable|string|max:N: absent or blank is null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(noNul, NUL_ERROR)
    .nullish()
    .transform((value) => value || null);
