// A shop changing its own products' stock and prices (POST /seller/product-update, ours). The
// alerts the change answers (back in stock, a lower price) are queued in the same transaction.
import { and, eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { expireAfterRequest } from '@/server/cache/revalidate';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { findAlertEvents } from './alerts';
import { Invalid, NotFound } from './errors';
import { money } from './format';

export interface ProductChange {
  /** Units in stock. */
  quantity?: number;
  /** Prices in the default currency, e.g. 12.5; a discount price of 0 is none. */
  price?: number;
  discount_price?: number;
}

/** Applies the change to a product of the shop; another shop's or an unknown one is a 404. */
export async function updateShopProduct(db: Db, shopId: number, productId: number, change: ProductChange) {
  const result = await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ price: s.products.price, discountPrice: s.products.discountPrice })
      .from(s.products)
      .where(and(eq(s.products.id, productId), eq(s.products.shopId, shopId)))
      .for('update');
    if (!product) throw new NotFound('Product not found.');
    const price = change.price === undefined ? product.price : Math.round(change.price * 100);
    const discountPrice = change.discount_price === undefined ? product.discountPrice : Math.round(change.discount_price * 100);
    if (discountPrice >= price && discountPrice > 0) throw new Invalid({ discount_price: ['The discount price must be less than the price.'] });
    const [row] = await tx
      .update(s.products)
      .set({ price, discountPrice, ...(change.quantity === undefined ? {} : { quantity: change.quantity }) })
      .where(eq(s.products.id, productId))
      .returning({ id: s.products.id, quantity: s.products.quantity, price: s.products.price, discountPrice: s.products.discountPrice });
    const alertsQueued = await findAlertEvents(tx, [productId]);
    return { product: { id: row.id, quantity: row.quantity, price: money(row.price), discount_price: money(row.discountPrice) }, alerts_queued: alertsQueued };
  });
  expireAfterRequest([cacheTags.product(productId)]);
  return result;
}
