// The shopper's own account data (docs/contract.md "Accounts": update-profile, change-password, addresses,
// favourites; "Shared shapes: Address").
import * as z from 'zod';
import { productCardSchema } from './catalog';
import { flag, id, list, num, text } from './common';

/** A coordinate: a number, a numeric string, or nothing. */
const coordinate = z.preprocess((value) => (value === '' || value === undefined ? null : value), num.nullable());

/** Codes and numbers written as text; upstream sends some as numbers. */
const looseText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value)));

export type AddressType = 'home' | 'office' | 'other';

export const addressSchema = z.object({
  id,
  name: z.string(),
  phone: looseText,
  area: text,
  flat_no: looseText,
  address_type: z.string().nullish().transform((value) => value ?? 'home'),
  address_line: z.string(),
  address_line2: text,
  post_code: looseText,
  /** Ours: ISO 3166-1 alpha-2, upper case; the original backend sends none. */
  country: z
    .string()
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null)),
  region: text.clone(),
  is_default: flag,
  latitude: coordinate,
  longitude: coordinate,
});
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z.object({ total: num.optional(), addresses: list(addressSchema) });
export const savedAddressSchema = z.object({ address: addressSchema });

/** The body of POST /address/store and /address/{id}/update (update may send a part of it). */
export interface AddressInput {
  name: string;
  phone: string;
  address_type: AddressType;
  area: string;
  flat_no: string;
  address_line: string;
  address_line2: string;
  post_code: string;
  /** Ours: ISO 3166-1 alpha-2 (the shop's default country when left out) and a free-text region. */
  country?: string;
  region?: string;
  is_default: boolean;
  /** A number, or the text the shopper typed (the backend reads numeric text). */
  latitude?: number | string | null;
  longitude?: number | string | null;
}

/** JSON fields of POST /update-profile; the photo needs a FormData with the same fields. */
export interface ProfileInput {
  name: string;
  email: string;
  phone: string;
  phone_code?: string;
  country?: string;
  gender?: string;
  date_of_birth?: string;
}

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** Answers without data (change-password, address delete). */
export const noDataSchema = z.unknown();

export const favoriteListSchema = z.object({ total: num.optional(), products: list(productCardSchema) });
export const favoriteToggleSchema = z.object({ product: productCardSchema });

/** GET /recently-views: newest first (the original answers `products` only). */
export const recentlyViewedSchema = z.object({ total: num.optional(), products: list(productCardSchema) });
