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
