// Shoppers who can place orders (a token and an address of their own) and the calls the order
// placement tests make, shared by the route, payment and PostgreSQL tests.
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { makeShopper, type Shopper } from './cart-fixtures';
import { call, type Envelope } from './test-app';

export interface Buyer extends Shopper {
  addressId: number;
}

export async function makeBuyer(db: Db, options: { verified?: boolean } = {}): Promise<Buyer> {
  const shopper = await makeShopper(db);
  if (options.verified) await db.update(s.users).set({ accountVerified: true }).where(eq(s.users.id, shopper.id));
  const [address] = await db
    .insert(s.addresses)
    .values({ userId: shopper.id, name: `Buyer ${shopper.id}`, phone: '2025550199', area: 'Centre', addressLine: `${shopper.id} Market Road`, postCode: '10001', isDefault: true })
    .returning({ id: s.addresses.id });
  return { ...shopper, addressId: address.id };
}

export interface PlacedOrder {
  id: number;
  order_code: string;
  amount: number;
  payment_method: string;
  payment_status: string;
  order_status: string;
  address: Record<string, unknown>;
}

export interface Placed {
  order_payment_url: string | null;
  payment: { id: number; payment_method: string; amount: number; status: string };
  orders: PlacedOrder[];
}

export function placeOrder(buyer: Buyer, body: Record<string, unknown>, headers: Record<string, string> = {}, locale?: string) {
  return call<Envelope<Placed> & { errors?: Record<string, string[]> }>('/place-order', {
    method: 'POST',
    headers: { ...buyer.headers, ...headers },
    json: { address_id: buyer.addressId, payment_method: 'cash', ...body },
    locale,
  });
}

/** Path and query of an absolute URL the backend handed out, for calling it in process. */
export const apiPathOf = (url: string): string => {
  const parsed = new URL(url);
  return parsed.pathname.replace(/^\/api/, '') + parsed.search;
};
