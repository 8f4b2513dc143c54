// How orders speak the contract (docs/contract.md "Shared shapes: Order"): the seven statuses and their
// snake_case keys, order codes, the "d M, Y h:i A" date and the shop's return window.
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';

export const ORDER_STATUSES = ['Pending', 'Confirm', 'Processing', 'Pickup', 'On The Way', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** "On The Way" → "on_the_way": the keys of status_wise_orders and of the order_status filter. */
export const statusKey = (status: string): string => status.trim().toLowerCase().replace(/[\s-]+/g, '_');

/**
 * The status an order_status filter names, by name ("On The Way") or key ("on_the_way"), in any
 * case; "all" means no filter (undefined); anything else is null.
 */
export function statusOf(value: string): OrderStatus | undefined | null {
  const key = statusKey(value);
  if (key === 'all') return undefined;
  return ORDER_STATUSES.find((status) => statusKey(status) === key) ?? null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** PHP's "d M, Y h:i A" in UTC, e.g. "05 Mar, 2025 02:07 PM" (placed_at of the contract). */
export function placedAt(value: Date): string {
  const hours = value.getUTCHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(value.getUTCDate())} ${MONTHS[value.getUTCMonth()]}, ${value.getUTCFullYear()} ${pad(twelve)}:${pad(value.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The setting the shop keeps in GET /master; a week when it is missing or not a number. */
export const DEFAULT_RETURN_DAYS = 7;

export async function returnWindowDays(db: Db): Promise<number> {
  const [row] = await db.select({ value: s.settings.value }).from(s.settings).where(eq(s.settings.key, 'return_order_within_days')).limit(1);
  const days = typeof row?.value === 'number' ? row.value : Number(row?.value);
  return Number.isInteger(days) && days >= 0 ? days : DEFAULT_RETURN_DAYS;
}

const DAY_MS = 86_400_000;

/** The last moment a delivered order can be returned. */
export const lastReturnDate = (deliveredAt: Date, days: number): Date => new Date(deliveredAt.getTime() + days * DAY_MS);

/** "3-5 days" → 5: the slowest delivery a shop promises, in days (a week when it says nothing). */
export function deliveryDays(estimate: string | null | undefined): number {
  const numbers = (estimate ?? '').match(/\d+/g)?.map(Number) ?? [];
  return numbers.length > 0 ? Math.min(Math.max(...numbers), 365) : 7;
}

/** An ISO date (YYYY-MM-DD) in UTC. */
export const isoDate = (value: Date): string => value.toISOString().slice(0, 10);
