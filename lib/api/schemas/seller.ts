// POST /seller/registration (docs/contract.md "Accounts"): a seller application.
import * as z from 'zod';
import { id, text } from './common';

export interface SellerApplicationInput {
  first_name: string;
  last_name?: string;
  phone: string;
  email: string;
  password: string;
  password_confirmation: string;
  shop_name: string;
  description?: string;
}

/** The original answers its seller's whole profile under `user`; only what this shop shows is read. */
export const sellerApplicationSchema = z.object({
  user: z.looseObject({ name: text.optional(), email: text.optional() }).nullish(),
  shop: z.looseObject({ id: id.optional(), name: text.optional() }).nullish(),
});
export type SellerApplication = z.infer<typeof sellerApplicationSchema>;
