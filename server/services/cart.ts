// The shopper's cart and buy-now basket (docs/contract.md "Cart, vouchers and orders"). A line is one
// product in one colour, size and unit; the buy-now basket holds one line and never touches the
// cart. Writes of one shopper are serialised by locking their user row, so two quick taps can
// never take a line past the stock. Every line is read and written by its id and the user's id.
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { cartAsSentSchema } from '@/lib/api/schemas/cart';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { cartGroups, loadLines, type DbOrTx, type Tx } from './cart-lines';
import { acknowledge, flashChanges, notices } from './cart-notices';
import { deliveryPlans } from './delivery-plans';
import { Invalid, NotFound, Refused } from './errors';

export const NO_MORE_STOCK = 'Sorry! product cart quantity is limited. No more stock';
export const ADDED = 'product added to cart';
export const REMOVED = 'product removed from cart';

/**
 * The cart as this backend sends it (lib/api/schemas/cart.ts). Its notices for the shopper (price
 * changes, stock) are one message, or null when there is none: the original backend sends one
 * message string or null here, never a list.
 */
export type CartAnswer = z.output<typeof cartAsSentSchema> & { info: string | null };

/** Serialises the cart writes (and order placement) of one shopper. */
export async function lockShopper(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select id from ${s.users} where ${s.users.id} = ${userId} for update`);
}

/**
 * The answer of GET /carts and of every cart change: one basket, grouped by shop. A price change
 * is told once: the line's created_at then moves to now, so it counts from the price the
 * shopper has been shown (a line's age matters nowhere else but in picking a product's most
 * recent line).
 */
export async function cartAnswer(db: DbOrTx, locale: string, userId: number, isBuyNow: boolean): Promise<CartAnswer> {
  const { lines, shops } = await loadLines(db, userId, { isBuyNow, locale });
  const changes = await flashChanges(db, lines);
  const info = notices(lines, changes).join(' ') || null;
  await acknowledge(db, userId, [...changes.keys()], lines);
  return {
    total: lines.reduce((sum, line) => sum + line.quantity, 0),
    cart_items: cartGroups(lines, shops, await deliveryPlans(db, [...shops.keys()])),
    info,
  };
}

/** Stock a product can still sell now: its own, and during a flash sale no more than the flash stock. */
async function sellable(tx: Tx, productId: number, stock: number): Promise<number> {
  const [sale] = await tx
    .select({ left: sql<number>`${s.flashSaleProducts.quantity} - ${s.flashSaleProducts.sold}`.mapWith(Number) })
    .from(s.flashSaleProducts)
    .innerJoin(s.flashSales, eq(s.flashSales.id, s.flashSaleProducts.flashSaleId))
    .where(and(eq(s.flashSaleProducts.productId, productId), lte(s.flashSales.startAt, sql`now()`), gt(s.flashSales.endAt, sql`now()`)))
    .orderBy(s.flashSales.endAt, s.flashSales.id)
    .limit(1);
  return Math.max(0, sale ? Math.min(sale.left, stock) : stock);
}

/** Units of a product already in one basket of the shopper (all its colours and sizes). */
async function inBasket(tx: Tx, userId: number, productId: number, isBuyNow: boolean): Promise<number> {
  const [row] = await tx
    .select({ units: sql<number>`coalesce(sum(${s.cartItems.quantity}), 0)`.mapWith(Number) })
    .from(s.cartItems)
    .where(and(eq(s.cartItems.userId, userId), eq(s.cartItems.productId, productId), eq(s.cartItems.isBuyNow, isBuyNow)));
  return row?.units ?? 0;
}

export interface AddToCart {
  productId: number;
  quantity: number;
  colorId: number | null;
  sizeId: number | null;
  /** A unit id or name, as the storefront sends it; none means the product's unit. */
  unit: number | string | null;
  isBuyNow: boolean;
}

/** The product's own unit when the one asked for is it (by id or by any of its names). */
async function resolveUnit(tx: Tx, productUnitId: number | null, asked: number | string | null): Promise<number | null> {
  if (asked === null) return productUnitId;
  if (productUnitId !== null) {
    const [unit] = await tx.select().from(s.units).where(eq(s.units.id, productUnitId)).limit(1);
    const names = unit ? [unit.name, ...Object.values(unit.i18n).map((fields) => fields.name)].filter(Boolean).map((name) => name.toLowerCase()) : [];
    if (asked === productUnitId || String(asked) === String(productUnitId) || names.includes(String(asked).trim().toLowerCase())) return productUnitId;
  }
  throw new Invalid({ unit: ['The selected unit is invalid.'] });
}

/** Checks the colour and size against the product: required when it has some, and its own. */
async function checkVariants(tx: Tx, productId: number, colorId: number | null, sizeId: number | null): Promise<void> {
  const [colors, sizes] = await Promise.all([
    tx.select({ id: s.productColors.colorId }).from(s.productColors).where(eq(s.productColors.productId, productId)),
    tx.select({ id: s.productSizes.sizeId }).from(s.productSizes).where(eq(s.productSizes.productId, productId)),
  ]);
  const errors: Record<string, string[]> = {};
  if (colorId === null && colors.length > 0) errors.color = ['The color field is required.'];
  if (colorId !== null && !colors.some((color) => color.id === colorId)) errors.color = ['The selected color is invalid.'];
  if (sizeId === null && sizes.length > 0) errors.size = ['The size field is required.'];
  if (sizeId !== null && !sizes.some((size) => size.id === sizeId)) errors.size = ['The selected size is invalid.'];
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
}

/**
 * Adds units to the cart (an existing line of the same colour, size and unit grows), or, for buy
 * now, replaces the buy-now basket with this one line. Refuses more units than can be sold.
 */
export async function addToCart(db: Db, locale: string, userId: number, input: AddToCart): Promise<CartAnswer> {
  await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const [product] = await tx
      .select({ id: s.products.id, stock: s.products.quantity, unitId: s.products.unitId, active: s.products.isActive, shopActive: s.shops.isActive })
      .from(s.products)
      .innerJoin(s.shops, eq(s.shops.id, s.products.shopId))
      .where(eq(s.products.id, input.productId))
      .limit(1);
    if (!product) throw new NotFound('Product not found');
    if (!product.active || !product.shopActive) throw new Refused('This product is no longer available.');
    await checkVariants(tx, product.id, input.colorId, input.sizeId);
    const unitId = await resolveUnit(tx, product.unitId, input.unit);
    const stock = await sellable(tx, product.id, product.stock);
    const key = and(
      eq(s.cartItems.userId, userId),
      eq(s.cartItems.isBuyNow, input.isBuyNow),
      eq(s.cartItems.productId, product.id),
      sql`coalesce(${s.cartItems.colorId}, 0) = ${input.colorId ?? 0}`,
      sql`coalesce(${s.cartItems.sizeId}, 0) = ${input.sizeId ?? 0}`,
      sql`coalesce(${s.cartItems.unitId}, 0) = ${unitId ?? 0}`,
    );
    if (input.isBuyNow) {
      if (input.quantity > stock) throw new Refused(NO_MORE_STOCK);
      await tx.delete(s.cartItems).where(and(eq(s.cartItems.userId, userId), eq(s.cartItems.isBuyNow, true)));
    } else {
      if ((await inBasket(tx, userId, product.id, false)) + input.quantity > stock) throw new Refused(NO_MORE_STOCK);
      const [grown] = await tx
        .update(s.cartItems)
        .set({ quantity: sql`${s.cartItems.quantity} + ${input.quantity}` })
        .where(key)
        .returning({ id: s.cartItems.id });
      if (grown) return;
    }
    await tx.insert(s.cartItems).values({ userId, productId: product.id, colorId: input.colorId, sizeId: input.sizeId, unitId, isBuyNow: input.isBuyNow, quantity: input.quantity });
  });
  return cartAnswer(db, locale, userId, input.isBuyNow);
}

export interface LineRef {
  productId?: number;
  /** ours: one exact line; without it, the most recent line of the product. */
  cartId?: number;
  isBuyNow: boolean;
}

async function findLine(tx: Tx, userId: number, ref: LineRef) {
  const [line] = await tx
    .select()
    .from(s.cartItems)
    .where(
      and(
        eq(s.cartItems.userId, userId),
        eq(s.cartItems.isBuyNow, ref.isBuyNow),
        ref.productId === undefined ? undefined : eq(s.cartItems.productId, ref.productId),
        ref.cartId === undefined ? undefined : eq(s.cartItems.id, ref.cartId),
      ),
    )
    .orderBy(desc(s.cartItems.createdAt), desc(s.cartItems.id))
    .limit(1);
  if (!line) throw new NotFound('Product not found in cart');
  return line;
}

const mine = (userId: number, cartId: number) => and(eq(s.cartItems.id, cartId), eq(s.cartItems.userId, userId));

/** One more unit of a line, within the stock. */
export async function incrementLine(db: Db, locale: string, userId: number, ref: LineRef): Promise<CartAnswer> {
  await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const line = await findLine(tx, userId, ref);
    const [product] = await tx
      .select({ stock: s.products.quantity, active: s.products.isActive, shopActive: s.shops.isActive })
      .from(s.products)
      .innerJoin(s.shops, eq(s.shops.id, s.products.shopId))
      .where(eq(s.products.id, line.productId))
      .limit(1);
    if (!product || !product.active || !product.shopActive) throw new Refused('This product is no longer available.');
    const stock = await sellable(tx, line.productId, product.stock);
    if ((await inBasket(tx, userId, line.productId, ref.isBuyNow)) + 1 > stock) throw new Refused(NO_MORE_STOCK);
    await tx.update(s.cartItems).set({ quantity: sql`${s.cartItems.quantity} + 1` }).where(mine(userId, line.id));
  });
  return cartAnswer(db, locale, userId, ref.isBuyNow);
}

/** One unit less; the last unit takes the line out. Answers whether the line went. */
export async function decrementLine(db: Db, locale: string, userId: number, ref: LineRef): Promise<{ removed: boolean; cart: CartAnswer }> {
  const removed = await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const line = await findLine(tx, userId, ref);
    if (line.quantity <= 1) {
      await tx.delete(s.cartItems).where(mine(userId, line.id));
      return true;
    }
    await tx.update(s.cartItems).set({ quantity: sql`${s.cartItems.quantity} - 1` }).where(mine(userId, line.id));
    return false;
  });
  return { removed, cart: await cartAnswer(db, locale, userId, ref.isBuyNow) };
}

export async function deleteLine(db: Db, locale: string, userId: number, ref: LineRef): Promise<CartAnswer> {
  await db.transaction(async (tx) => {
    const line = await findLine(tx, userId, ref);
    await tx.delete(s.cartItems).where(mine(userId, line.id));
  });
  return cartAnswer(db, locale, userId, ref.isBuyNow);
}

/** Takes bought lines out of a basket (order placement, in its own transaction). */
export async function removeLines(tx: DbOrTx, userId: number, cartIds: number[]): Promise<void> {
  if (cartIds.length === 0) return;
  await tx.delete(s.cartItems).where(and(eq(s.cartItems.userId, userId), inArray(s.cartItems.id, cartIds)));
}
