// Accounts (docs/contract.md "Accounts" and "Shared shapes: User").
import * as z from 'zod';
import { flag, id, text } from './common';

export const userSchema = z.object({
  id,
  name: z.string(),
  phone: text,
  phone_verified: flag.optional(),
  email: text,
  email_verified: flag.optional(),
  is_active: flag.optional(),
  profile_photo: text,
  gender: text.optional(),
  date_of_birth: text.optional(),
  country: text.optional(),
  phone_code: text.optional(),
  account_verified: flag.optional(),
  last_online: flag.optional(),
  affiliation_balance: z.union([z.string(), z.number()]).nullish().transform((value) => (value === null || value === undefined ? null : Number(value).toFixed(2))),
});
export type User = z.infer<typeof userSchema>;

export const accessSchema = z.object({ auth_type: z.string(), token: z.string(), expires_at: text.optional() });

export const signedInSchema = z.object({ user: userSchema, access: accessSchema });
export const profileSchema = z.object({ user: userSchema });

/** POST /send-otp; forgot_password 1 for a password reset, null (or left out) to verify the account. */
export interface OtpRequest {
  phone: string | null;
  phone_code?: string | null;
  country?: string;
  forgot_password?: 1 | null;
}

/** `otp` is filled only when the app runs as the local demo (docs/contract.md). */
const loose = z.union([z.string(), z.number()]).nullish();
export const otpSentSchema = z.object({ email_or_phone: loose, phone_code: loose, otp: loose });
export const otpVerifiedSchema = z.object({ token: z.string() });

/** POST /registration's fields (the storefront's /session/register passes them on). */
export interface RegistrationInput {
  name: string;
  phone: string;
  email: string;
  password: string;
  country: string;
  phone_code: string;
  ref_id: string | null;
}
