// GET /affiliations (ours, docs/contract.md "Accounts"): balance, referral code and link, referrals.
import * as z from 'zod';
import { num } from './common';

/** Money as the two-decimal text the storefront shows ("12.50"), from a number or a string. */
const amount = z.union([z.string(), z.number()]).nullish().transform((value) => (value === null || value === undefined || value === '' ? 0 : Number(value)).toFixed(2));

export const referralSchema = z.object({
  name: z.string(),
  joined_at: z.string(),
  orders: num.nullish().transform((value) => value ?? 0),
  earned: amount,
});
export type Referral = z.infer<typeof referralSchema>;

export const affiliationsSchema = z.object({
  balance: amount,
  referral_code: z.string(),
  referral_link: z.string(),
  total: num,
  referrals: z.array(referralSchema),
});
export type Affiliations = z.infer<typeof affiliationsSchema>;
