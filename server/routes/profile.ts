// The signed-in shopper's profile and password (docs/contract.md "Accounts": update-profile,
// change-password). The profile may come as multipart (with the photo) or as JSON.
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { addFieldError, validationError, type FieldErrors } from '@/server/http/errors';
import { createLimiter } from '@/server/http/rate-limit';
import { readBody } from '@/server/http/request';
import { answer, ok } from '@/server/http/respond';
import { profileSchema } from '@/lib/api/schemas/account';
import { parseOrThrow } from '@/server/http/validation';
import { phoneRules, userPayload } from '@/server/services/accounts';
import { changePassword, updateProfile } from '@/server/services/profile';
import { requiredText } from '@/server/http/text-fields';

export const profileRoutes = new Hono<AppEnv>();


/** Optional text: absent keeps the stored value, empty clears it. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.getUTCDate() === Number(match[3]) && date.getUTCFullYear() >= 1900;
}

const profileBody = z.object({
  name: requiredText(255),
  // The original's own message for this form (its other forms say "The email field must be …").
  email: requiredText(255).pipe(z.email({ error: 'The :attribute must be a valid email address.' })),
  phone: z.string().trim().max(32).regex(/^[0-9+\s-]*$/, { error: 'The :attribute field must contain digits only.' }).default(''),
  gender: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value),
    z.enum(['male', 'female', 'other'], { error: 'The selected :attribute is invalid.' }).nullish(),
  ),
  date_of_birth: optionalText(10)
    .refine((value) => value == null || isRealDate(value), { error: 'The :attribute field must be a valid date (YYYY-MM-DD).' })
    .refine((value) => value == null || value < new Date().toISOString().slice(0, 10), { error: 'The :attribute field must be a date before today.' }),
  country: optionalText(100),
  phone_code: optionalText(8).refine((value) => value == null || /^\+?\d{1,6}$/.test(value), { error: 'The :attribute field format is invalid.' }),
});

/** An empty file input still arrives as a nameless, empty file: that means "keep the photo". */
function photoOf(body: unknown): unknown {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>).profile_photo : undefined;
  if (value === undefined || value === null || value === '') return undefined;
  if (value instanceof File && value.size === 0 && value.name === '') return undefined;
  return value;
}

profileRoutes.post('/update-profile', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const raw = await readBody(c);
  const body = parseOrThrow(profileBody, raw);
  // The same phone rules as registration, from settings.
  const { required, min, max } = await phoneRules(db);
  const digits = body.phone.replace(/\D/g, '');
  if (required && digits.length === 0) throw validationError({ phone: ['The phone field is required.'] });
  if (digits.length > 0 && (digits.length < min || digits.length > max)) {
    throw validationError({ phone: [`The phone field must be between ${min} and ${max} digits.`] });
  }
  const updated = await updateProfile(db, user, body, photoOf(raw));
  return answer(c, 'Profile updated successfully', profileSchema, { user: userPayload(updated) });
});

/**
 * The original's rules for a password change (current_password required|min:6, password
 * required|min:6|confirmed, password_confirmation required|min:6) in its own words, which name
 * the fields "new password" and "confirm password".
 */
function passwordErrors(input: { current_password: string; password: string; password_confirmation: string }): FieldErrors {
  const errors: FieldErrors = {};
  const check = (field: string, value: string, label: string) => {
    if (value === '') addFieldError(errors, field, `The ${label} field is required.`);
    else if (value.length < 6) addFieldError(errors, field, `The ${label} must be at least 6 characters.`);
  };
  check('current_password', input.current_password, 'current password');
  check('password', input.password, 'new password');
  if (input.password !== '' && input.password !== input.password_confirmation) addFieldError(errors, 'password', 'The password field confirmation does not match.');
  check('password_confirmation', input.password_confirmation, 'confirm password');
  return errors;
}

const passwordTries = createLimiter('profile.passwordTries', 10, 10 * 60);

profileRoutes.post('/change-password', async (c) => {
  const db = c.get('db');
  const { user, token } = await requireUser(c, db);
  const body = await readBody(c);
  const input = parseOrThrow(
    z.object({ current_password: z.string().max(128).default(''), password: z.string().max(128).default(''), password_confirmation: z.string().max(128).default('') }),
    body,
  );
  const errors = passwordErrors(input);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  // Someone holding a stolen token must not be able to guess the password at leisure.
  await passwordTries(c, [`user:${user.id}`], 'password attempts');
  await changePassword(db, user, token, input.current_password, input.password);
  return ok(c, 'Password changed successfully');
});
