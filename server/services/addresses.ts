// A shopper's delivery addresses. Every read and write is by address id AND user id, so one
// shopper can never see or touch another's. Exactly one address of a shopper is the default
// (the default address becomes the basket address): the first one saved
// becomes it, choosing another moves it, and deleting it hands it to the newest one left.
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Address } from '@/lib/api/schemas/profile';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { NotFound, Refused } from './errors';

type AddressRow = typeof s.addresses.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Beyond this a shopper has to delete one first: keeps lists and checkout pickers sane. */
export const MAX_ADDRESSES = 50;

export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;

export interface AddressInput {
  name: string;
  phone: string;
  address_type: (typeof ADDRESS_TYPES)[number];
  area: string | null;
  flat_no: string | null;
  address_line: string;
  address_line2: string | null;
  post_code: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  region: string | null;
  is_default: boolean;
  latitude: number | null;
  longitude: number | null;
}

/** The Address shape of docs/contract.md. */
export function addressPayload(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    area: row.area,
    flat_no: row.flatNo,
    address_type: row.addressType,
    address_line: row.addressLine,
    address_line2: row.addressLine2,
    post_code: row.postCode,
    country: row.country,
    region: row.region,
    is_default: row.isDefault,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
  };
}

function columnsOf(input: Partial<AddressInput>) {
  const pick = <K extends keyof AddressInput, V>(key: K, map: (value: AddressInput[K]) => V) => (input[key] === undefined ? {} : map(input[key] as AddressInput[K]));
  return {
    ...pick('name', (name) => ({ name })),
    ...pick('phone', (phone) => ({ phone })),
    ...pick('address_type', (addressType) => ({ addressType })),
    ...pick('area', (area) => ({ area })),
    ...pick('flat_no', (flatNo) => ({ flatNo })),
    ...pick('address_line', (addressLine) => ({ addressLine })),
    ...pick('address_line2', (addressLine2) => ({ addressLine2 })),
    ...pick('post_code', (postCode) => ({ postCode })),
    ...pick('country', (country) => ({ country })),
    ...pick('region', (region) => ({ region })),
    ...pick('latitude', (latitude) => ({ latitude: latitude === null ? null : String(latitude) })),
    ...pick('longitude', (longitude) => ({ longitude: longitude === null ? null : String(longitude) })),
  };
}

/** Oldest first, so the list keeps its order as addresses are added and changed. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db.select().from(s.addresses).where(eq(s.addresses.userId, userId)).orderBy(asc(s.addresses.id));
  return rows.map(addressPayload);
}

async function findOwn(db: Db | Tx, userId: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(s.addresses)
    .where(and(eq(s.addresses.id, id), eq(s.addresses.userId, userId)))
    .limit(1);
  // Someone else's address answers exactly like a missing one: ids tell nothing.
  if (!row) throw new NotFound('Address not found');
  return row;
}

/** Serialises default changes of one shopper, so two requests cannot leave two defaults. */
async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select id from ${s.users} where ${s.users.id} = ${userId} for update`);
}

async function clearOtherDefaults(tx: Tx, userId: number, keepId: number): Promise<void> {
  await tx
    .update(s.addresses)
    .set({ isDefault: false })
    .where(and(eq(s.addresses.userId, userId), ne(s.addresses.id, keepId), eq(s.addresses.isDefault, true)));
}

export async function storeAddress(db: Db, userId: number, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ total }] = await tx.select({ total: count() }).from(s.addresses).where(eq(s.addresses.userId, userId));
    if (total >= MAX_ADDRESSES) throw new Refused(`You can save at most ${MAX_ADDRESSES} addresses. Please delete one first.`);
    const [row] = await tx
      .insert(s.addresses)
      .values({ userId, ...columnsOf(input), name: input.name, phone: input.phone, addressLine: input.address_line, isDefault: input.is_default || total === 0 })
      .returning();
    if (row.isDefault) await clearOtherDefaults(tx, userId, row.id);
    return addressPayload(row);
  });
}

/**
 * Changes the fields given. Making an address the default moves the flag to it; the default
 * cannot be switched off by itself (another address has to become the default instead), so a
 * shopper with addresses always has one.
 */
export async function updateAddress(db: Db, userId: number, id: number, input: Partial<AddressInput>): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await findOwn(tx, userId, id);
    const isDefault = current.isDefault || input.is_default === true;
    const [row] = await tx
      .update(s.addresses)
      .set({ ...columnsOf(input), isDefault })
      .where(and(eq(s.addresses.id, id), eq(s.addresses.userId, userId)))
      .returning();
    if (isDefault) await clearOtherDefaults(tx, userId, id);
    return addressPayload(row);
  });
}

/** Orders keep a JSON copy of their address; one that names this address id still uses it. */
async function usedByOrder(tx: Tx, userId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: s.orders.id })
    .from(s.orders)
    .where(and(eq(s.orders.userId, userId), sql`${s.orders.address}->>'id' = ${String(id)}`))
    .limit(1);
  return row !== undefined;
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await findOwn(tx, userId, id);
    if (await usedByOrder(tx, userId, id)) throw new Refused('address can not be deleted because it has orders');
    await tx.delete(s.addresses).where(and(eq(s.addresses.id, id), eq(s.addresses.userId, userId)));
    if (!current.isDefault) return;
    const [newest] = await tx.select({ id: s.addresses.id }).from(s.addresses).where(eq(s.addresses.userId, userId)).orderBy(desc(s.addresses.id)).limit(1);
    if (newest) await tx.update(s.addresses).set({ isDefault: true }).where(eq(s.addresses.id, newest.id));
  });
}
