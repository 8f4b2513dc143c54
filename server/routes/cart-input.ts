// Request values of the cart, checkout and voucher calls. Bodies come as JSON from the storefront
// and as form data from other clients, so ids, quantities and flags may arrive as text; empty
// values mean "none". Order placement reads shop_ids, coupon_code and is_buy_now the same way.
import { z } from 'zod';
import { INT_MAX } from '@/server/http/params';
import { text } from '@/server/http/text-fields';
import { formFlagOf } from '@/lib/coerce';

export const MAX_LINE_QUANTITY = 1000;
export const MAX_SHOPS = 100;

const numericText = (value: unknown) => (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value) ? Number(value) : value);
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** An id sent as a JSON number or as form text. */
export const idValue = z.preprocess(numericText, z.number().int({ error: 'The :attribute field must be an integer.' }).min(1).max(INT_MAX));

/** An optional id: empty, null and 0 mean none (clients send all three for "no colour"). */
export const optionalId = z.preprocess(
  (value) => (isEmpty(value) || value === 0 || value === '0' ? null : numericText(value)),
  z.number().int({ error: 'The :attribute field must be an integer.' }).min(1).max(INT_MAX).nullable(),
);

/** A yes or no as JSON and forms send it (lib/coerce.ts); absent is no. */
export const flag = z.preprocess(formFlagOf, z.boolean());

export const quantity = z.preprocess(numericText, z.number().int({ error: 'The :attribute field must be an integer.' }).min(1).max(MAX_LINE_QUANTITY)).default(1);

/** A unit id or name; empty means the product's own unit. */
export const unitValue = z.preprocess(
  (value) => (isEmpty(value) ? null : typeof value === 'number' ? String(value) : value),
  text(100).nullable(),
);

/** A voucher code; empty means none. */
export const couponCode = z.preprocess(
  (value) => (isEmpty(value) ? null : value),
  text(64).nullable(),
);

/** shop_ids as a JSON array, repeated form fields (`shop_ids[]`), "1,2" or one id; absent stays absent. */
export function shopIdList(raw: Record<string, unknown>): unknown {
  const value = raw['shop_ids[]'] ?? raw.shop_ids;
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.trim() === '' ? [] : value.split(',').map((part) => part.trim());
  return [value];
}

export const shopIds = z.array(idValue).max(MAX_SHOPS).optional();

/** An id list as a JSON array, repeated form fields (`name[]`), "1,2" or one id; absent is empty (ours). */
export function idListOf(raw: Record<string, unknown>, name: string): unknown {
  const value = raw[`${name}[]`] ?? raw[name];
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.trim() === '' ? [] : value.split(',').map((part) => part.trim());
  return [value];
}

/** The voucher choices of a checkout (ours): best_vouchers, coupon_ids and no_voucher_shop_ids. */
export const voucherChoiceShape = {
  best_vouchers: flag,
  coupon_ids: z.array(idValue).max(MAX_SHOPS),
  no_voucher_shop_ids: z.array(idValue).max(MAX_SHOPS),
};

export const voucherChoiceFields = (raw: Record<string, unknown>) => ({
  best_vouchers: raw.best_vouchers,
  coupon_ids: idListOf(raw, 'coupon_ids'),
  no_voucher_shop_ids: idListOf(raw, 'no_voucher_shop_ids'),
});
