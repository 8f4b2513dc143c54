// Delivery addresses of the signed-in shopper (docs/contract.md "Accounts": addresses, address store,
// update and delete). Bodies may be JSON or form data, so flags and numbers may arrive as text.
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { idParam } from '@/server/http/params';
import { readBody, readBodyAs } from '@/server/http/request';
import { answer, ok } from '@/server/http/respond';
import { addressListSchema, savedAddressSchema } from '@/lib/api/schemas/profile';
import { flag } from './cart-input';
import { parseOrThrow } from '@/server/http/validation';
import { phoneRules } from '@/server/services/accounts';
import { ADDRESS_TYPES, deleteAddress, type AddressInput, listAddresses, storeAddress, updateAddress } from '@/server/services/addresses';
import { requiredText } from '@/server/http/text-fields';
import { isCountryCode } from '@/lib/countries';
import { shippingCountries } from '@/lib/seo/shipping-countries';

export const addressRoutes = new Hono<AppEnv>();


/** Optional text; empty means none. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);


const coordinate = (limit: number) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
    z.number().min(-limit).max(limit).nullable(),
  );

/** A country code of ISO 3166-1 in any case; left out, the shop's default country (SHOP_COUNTRIES' first). */
const country = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : (value ?? undefined)),
    z
      .string({ error: 'The selected :attribute is invalid.' })
      .refine(isCountryCode, { error: 'The selected :attribute is invalid.' })
      .default(shippingCountries()[0]),
  );

/** Built per request: the phone length comes from settings. */
function addressBody(phone: { min: number; max: number }) {
  return z.object({
    name: requiredText(255),
    // The original's min_digits and max_digits rules, in Laravel's words.
    phone: requiredText(32)
      .regex(/^[0-9+\s()-]*$/, { error: 'The :attribute field must contain digits only.' })
      .refine((value) => value.replace(/\D/g, '').length >= phone.min, { error: `The :attribute field must have at least ${phone.min} digits.`, abort: true })
      .refine((value) => value.replace(/\D/g, '').length <= phone.max, { error: `The :attribute field must not have more than ${phone.max} digits.` }),
    address_type: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : (value ?? undefined)),
      z.enum(ADDRESS_TYPES, { error: 'The selected :attribute is invalid.' }).default('home'),
    ),
    // Every text up to 255 characters, as the original's rules.
    area: optional(255),
    flat_no: optional(255),
    address_line: requiredText(255),
    address_line2: optional(255),
    post_code: optional(255),
    country: country(),
    region: optional(255),
    is_default: flag,
    latitude: coordinate(90),
    longitude: coordinate(180),
  });
}

const idOf = (value: string) => parseOrThrow(z.object({ id: idParam() }), { id: value }).id;

addressRoutes.get('/addresses', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const addresses = await listAddresses(c.get('db'), user.id);
  return answer(c, 'all addresses', addressListSchema, { total: addresses.length, addresses });
});

addressRoutes.post('/address/store', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const body = await readBodyAs(c, addressBody(await phoneRules(db)));
  return answer(c, 'address created successfully', savedAddressSchema, { address: await storeAddress(db, user.id, body) });
});

// Fields left out keep their value, so "make this the default" can send is_default alone. Only
// the fields present are parsed: defaults of the schema (type home, no coordinates) must not
// overwrite what is stored.
addressRoutes.post('/address/:id/update', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const id = idOf(c.req.param('id'));
  const raw = await readBody(c);
  const schema = addressBody(await phoneRules(db));
  const present = raw && typeof raw === 'object' && !Array.isArray(raw) ? Object.keys(raw).filter((key) => Object.hasOwn(schema.shape, key)) : [];
  const mask = Object.fromEntries(present.map((key) => [key, true])) as { [K in keyof typeof schema.shape]?: true };
  const body: Partial<AddressInput> = parseOrThrow(schema.pick(mask), raw);
  return answer(c, 'address updated successfully', savedAddressSchema, { address: await updateAddress(db, user.id, id, body) });
});

addressRoutes.delete('/address/:id/delete', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  await deleteAddress(db, user.id, idOf(c.req.param('id')));
  return ok(c, 'address deleted successfully');
});
