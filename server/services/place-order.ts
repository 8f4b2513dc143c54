// Placing orders (docs/contract.md POST /place-order and /place-order/again): one order per shop of the
// checkout, all under one payment, written in one transaction. Totals come from computeCheckout
// (checkout.ts) inside that transaction, never from the client. Stock is taken with conditional
// updates, so concurrent buyers can never take more than there is. An Idempotency-Key makes a
// repeated request answer the first one's orders instead of placing new ones.
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { activeGateway, CASH } from '@/server/payments/registry';
import { ordersPlaced, payments, gatewayLabel } from '@/server/observability/metrics';
import { recordOf, type PaymentRecord, type PaymentRow } from '@/server/payments/settle';
import { addressPayload } from './addresses';
import { lockShopper, removeLines } from './cart';
import type { Tx } from './cart-lines';
import { computeCheckout, type CheckoutResult } from './checkout';
import { Invalid, NotFound, Refused } from './errors';
import { placementAnswer, type PayContext } from './order-payment';
import { countCouponUse, lockBasketProducts, writeOrder, type AddressCopy } from './order-writer';
import { takeStock } from './stock';
import { flagOf } from '@/lib/coerce';

export interface Shopper {
  id: number;
  accountVerified: boolean;
  email?: string | null;
}

export interface PlaceOrderInput {
  shopIds: number[];
  addressId: number;
  paymentMethod: string;
  couponCode: string | null;
  note: string | null;
  isBuyNow: boolean;
  /** Vouchers chosen per shop (ours; checkout.ts, "Best vouchers"). */
  vouchers?: { best: boolean; couponIds: number[]; noVoucherShopIds: number[] };
}

export interface PlaceAgainInput {
  orderId: number;
  paymentMethod: string;
}

const IDEMPOTENCY_CONSTRAINT = 'order_payments_idempotency_unique';

/** A setting switched on, as operators write it (lib/coerce.ts). */
const isOn = (value: unknown): boolean => flagOf(value) === true;

async function settingValues(db: Db, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db.select().from(s.settings).where(inArray(s.settings.key, keys));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** The rules that come before any order is written: a verified account, and a method the shop takes. */
async function checkShopperAndMethod(db: Db, shopper: Shopper, method: string): Promise<void> {
  const settings = await settingValues(db, ['order_place_account_verify', 'cash_on_delivery', 'online_payment']);
  if (isOn(settings.get('order_place_account_verify')) && !shopper.accountVerified) throw new Refused('Please verify your account first');
  // A missing switch counts as on: a shop that never set it takes what it has.
  const allowed = (key: string) => !settings.has(key) || isOn(settings.get(key));
  const usable = method === CASH ? allowed('cash_on_delivery') : allowed('online_payment') && (await activeGateway(db, method)) !== null;
  if (!usable) throw new Invalid({ payment_method: ['The selected payment method is invalid.'] });
}

/** The address as the order keeps it: a copy with its id, so later edits do not change the order. */
function addressCopy(row: typeof s.addresses.$inferSelect): AddressCopy {
  // Coordinates stay as the exact decimal text the address had.
  return { ...addressPayload(row), latitude: row.latitude, longitude: row.longitude };
}

const fingerprint = (request: object): string => createHash('sha256').update(JSON.stringify(request)).digest('base64url');

const errorCode = (error: unknown): string | undefined => {
  const own = (error as { code?: unknown } | null)?.code;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause ? errorCode(cause) : undefined;
};

const constraintOf = (error: unknown): string | undefined => {
  const own = (error as { constraint?: unknown } | null)?.constraint;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause ? constraintOf(cause) : undefined;
};

/** PostgreSQL gave up on one of two transactions that waited on each other: trying again is safe. */
const isRetryable = (error: unknown): boolean => ['40001', '40P01'].includes(errorCode(error) ?? '');

async function paymentByKey(db: Db | Tx, userId: number, key: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(s.orderPayments).where(and(eq(s.orderPayments.userId, userId), eq(s.orderPayments.idempotencyKey, key))).limit(1);
  return row ?? null;
}

/** A payment placed earlier with this key: the same request answers it, a different one is refused. */
function repeatOf(payment: PaymentRow, request: string): number {
  if (recordOf(payment).request !== request) throw new Refused('This Idempotency-Key was already used for a different order.');
  return payment.id;
}

interface Plan {
  key: string | null;
  /** Fingerprint of the request, to tell a repeat from a different request with the same key. */
  request: string;
  method: string;
  note: string | null;
  /** Inside the transaction, with the shopper locked: what to order and where to deliver it. */
  prepare(tx: Tx): Promise<{ checkout: CheckoutResult; address: AddressCopy | Record<string, unknown>; finish?: () => Promise<void> }>;
}

/**
 * Writes one order set; answers the id of its payment (an earlier one for a repeated key) and how
 * many orders it wrote (none for a repeat).
 */
async function writeOrderSet(db: Db, shopper: Shopper, plan: Plan, locale: string): Promise<{ paymentId: number; placed: number }> {
  return db.transaction(async (tx) => {
    // One shopper's placements run one at a time, so a key is looked up after any earlier
    // request with it has finished.
    await lockShopper(tx, shopper.id);
    if (plan.key) {
      const earlier = await paymentByKey(tx, shopper.id, plan.key);
      if (earlier) return { paymentId: repeatOf(earlier, plan.request), placed: 0 };
    }
    const { checkout, address, finish } = await plan.prepare(tx);
    if (checkout.shops.length === 0) throw new Refused('There is nothing to order from the selected shops.');
    const [payment] = await tx
      .insert(s.orderPayments)
      .values({
        userId: shopper.id,
        idempotencyKey: plan.key,
        paymentMethod: plan.method,
        amount: checkout.totals.payableAmount,
        status: 'Pending',
        response: { order_ids: [], locale, request: plan.request } satisfies PaymentRecord,
      })
      .returning({ id: s.orderPayments.id });
    const orderIds: number[] = [];
    for (const shop of checkout.shops) {
      orderIds.push(await writeOrder(tx, { userId: shopper.id, paymentId: payment.id, method: plan.method, note: plan.note, address, shop }));
    }
    const lines = checkout.shops.flatMap((shop) => shop.lines);
    await takeStock(tx, lines);
    for (const shop of checkout.shops) if (shop.couponId !== null) await countCouponUse(tx, shopper.id, shop.couponId);
    await removeLines(tx, shopper.id, lines.map((line) => line.cartId));
    await finish?.();
    await tx
      .update(s.orderPayments)
      .set({ response: { order_ids: orderIds, locale, request: plan.request } satisfies PaymentRecord })
      .where(eq(s.orderPayments.id, payment.id));
    return { paymentId: payment.id, placed: orderIds.length };
  });
}

async function place(db: Db, shopper: Shopper, plan: Plan, context: PayContext) {
  if (plan.key) {
    const earlier = await paymentByKey(db, shopper.id, plan.key);
    if (earlier) return placementAnswer(db, shopper.id, repeatOf(earlier, plan.request), context);
  }
  await checkShopperAndMethod(db, shopper, plan.method);
  let paymentId: number | undefined;
  for (let attempt = 1; paymentId === undefined; attempt++) {
    try {
      const written = await writeOrderSet(db, shopper, plan, context.locale);
      paymentId = written.paymentId;
      // Counted once committed: a transaction tried again is counted once.
      if (written.placed > 0) {
        ordersPlaced.inc(written.placed);
        payments.inc({ gateway: gatewayLabel(plan.method), outcome: 'started' });
      }
    } catch (error) {
      // Two requests with one key at the same moment: the second finds the first's orders.
      if (plan.key && errorCode(error) === '23505' && constraintOf(error) === IDEMPOTENCY_CONSTRAINT) {
        const earlier = await paymentByKey(db, shopper.id, plan.key);
        if (earlier) {
          paymentId = repeatOf(earlier, plan.request);
          break;
        }
      }
      if (attempt < 3 && isRetryable(error)) continue;
      throw error;
    }
  }
  return placementAnswer(db, shopper.id, paymentId, context);
}

/** POST /place-order: the selected shops of the cart (or the buy-now basket) become orders. */
export async function placeOrders(db: Db, shopper: Shopper, input: PlaceOrderInput, key: string | null, context: PayContext) {
  const shopIds = [...new Set(input.shopIds)].sort((a, b) => a - b);
  const couponCode = input.couponCode?.trim() || null;
  const vouchers = input.vouchers && (input.vouchers.best || input.vouchers.couponIds.length > 0 || input.vouchers.noVoucherShopIds.length > 0) ? input.vouchers : undefined;
  return place(
    db,
    shopper,
    {
      key,
      request: fingerprint({ kind: 'cart', shopIds, addressId: input.addressId, method: input.paymentMethod, couponCode, note: input.note, isBuyNow: input.isBuyNow, ...(vouchers ? { vouchers } : {}) }),
      method: input.paymentMethod,
      note: input.note,
      async prepare(tx) {
        const [address] = await tx.select().from(s.addresses).where(and(eq(s.addresses.id, input.addressId), eq(s.addresses.userId, shopper.id))).limit(1);
        if (!address) throw new Invalid({ address_id: ['The selected address id is invalid.'] });
        await lockBasketProducts(tx, shopper.id, input.isBuyNow);
        const checkout = await computeCheckout(tx, shopper.id, { shopIds, couponCode, isBuyNow: input.isBuyNow, locale: context.locale, lock: true, bestVouchers: vouchers?.best, couponIds: vouchers?.couponIds, noVoucherShopIds: vouchers?.noVoucherShopIds });
        return { checkout, address: addressCopy(address) };
      },
    },
    context,
  );
}

/**
 * POST /place-order/again: the items of a delivered order, at today's prices and stock, as a new
 * order set to the same address. The items pass through the buy-now basket inside the
 * transaction, so they are priced and checked exactly like any checkout; whatever the shopper had
 * in that basket is put back before the transaction ends.
 */
export async function placeOrderAgain(db: Db, shopper: Shopper, input: PlaceAgainInput, key: string | null, context: PayContext) {
  return place(
    db,
    shopper,
    {
      key,
      request: fingerprint({ kind: 'again', orderId: input.orderId, method: input.paymentMethod }),
      method: input.paymentMethod,
      note: null,
      async prepare(tx) {
        const [order] = await tx.select().from(s.orders).where(and(eq(s.orders.id, input.orderId), eq(s.orders.userId, shopper.id))).limit(1);
        if (!order) throw new NotFound('Order not found');
        if (order.orderStatus !== 'Delivered') throw new Refused(`Only delivered orders can be ordered again. This order is ${order.orderStatus}.`);
        const items = await tx
          .select({ productId: s.orderItems.productId, quantity: s.orderItems.quantity, color: s.orderItems.color, size: s.orderItems.size, unitId: s.products.unitId })
          .from(s.orderItems)
          .innerJoin(s.products, eq(s.products.id, s.orderItems.productId))
          .where(eq(s.orderItems.orderId, order.id))
          .orderBy(asc(s.orderItems.id));
        const kept = await tx.select().from(s.cartItems).where(and(eq(s.cartItems.userId, shopper.id), eq(s.cartItems.isBuyNow, true)));
        if (kept.length > 0) await tx.delete(s.cartItems).where(and(eq(s.cartItems.userId, shopper.id), eq(s.cartItems.isBuyNow, true)));
        const variantId = (value: unknown): number | null => {
          const id = Number((value as { id?: unknown } | null)?.id);
          return Number.isInteger(id) && id > 0 ? id : null;
        };
        // The same product in the same colour and size twice is one basket line.
        const lines = new Map<string, typeof s.cartItems.$inferInsert>();
        for (const item of items) {
          const line = { userId: shopper.id, productId: item.productId, colorId: variantId(item.color), sizeId: variantId(item.size), unitId: item.unitId, isBuyNow: true, quantity: item.quantity };
          const id = `${line.productId}:${line.colorId}:${line.sizeId}`;
          const same = lines.get(id);
          lines.set(id, same ? { ...same, quantity: same.quantity + line.quantity } : line);
        }
        if (lines.size > 0) await tx.insert(s.cartItems).values([...lines.values()]);
        await lockBasketProducts(tx, shopper.id, true);
        const checkout = await computeCheckout(tx, shopper.id, { isBuyNow: true, locale: context.locale, lock: true });
        const finish = async () => {
          if (kept.length > 0) await tx.insert(s.cartItems).values(kept);
        };
        return { checkout, address: (order.address ?? {}) as Record<string, unknown>, finish };
      },
    },
    context,
  );
}
