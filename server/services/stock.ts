// Taking the stock of bought lines, for order placement inside its transaction (place-order.ts).
// Conditional updates ("only if enough is left") mean two buyers of the last unit cannot both have
// it, even without the row locks computeCheckout's `lock` takes.
import { and, eq, gte, sql } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { expireAfterRequest } from '@/server/cache/revalidate';
import * as s from '@/server/db/schema';
import { NO_MORE_STOCK } from './cart';
import type { DbOrTx, PricedLine } from './cart-lines';
import { Refused } from './errors';

/** Units of a bought line or order item: the product's, and the flash sale's they were bought in. */
interface Units {
  productId: number;
  quantity: number;
  /** The flash sale the units were bought in; null when bought outside one (or the sale is gone). */
  flashSaleId: number | null;
}

/**
 * The units of some lines or order items added up per product and per flash sale and product, in
 * the order their rows are updated (products by id; flash rows by sale id, then product id), with
 * the first line of each for its name.
 */
function unitsOf<T extends Units>(items: T[]) {
  const products = new Map<number, { productId: number; n: number; item: T }>();
  const sales = new Map<string, { saleId: number; productId: number; n: number; item: T }>();
  for (const item of items) {
    const product = products.get(item.productId) ?? { productId: item.productId, n: 0, item };
    product.n += item.quantity;
    products.set(item.productId, product);
    if (item.flashSaleId !== null) {
      const key = `${item.flashSaleId}:${item.productId}`;
      const sale = sales.get(key) ?? { saleId: item.flashSaleId, productId: item.productId, n: 0, item };
      sale.n += item.quantity;
      sales.set(key, sale);
    }
  }
  return {
    products: [...products.values()].sort((a, b) => a.productId - b.productId),
    sales: [...sales.values()].sort((a, b) => a.saleId - b.saleId || a.productId - b.productId),
  };
}

/** Product pages show stock and sold counts: they are read again once the request is over. */
function stockChanged(products: { productId: number }[]): void {
  expireAfterRequest(products.map(({ productId }) => cacheTags.product(productId)));
}

/**
 * Takes the bought units from stock and counts them as sold, in one update per product:
 * `quantity = quantity - n, total_sold = total_sold + n WHERE quantity >= n`; for units bought at
 * a flash price the sale's stock too (its `sold` grows, only while quantity - sold >= n). An
 * update that finds too little changes nothing and Refused naming the product is thrown: run it in
 * the order transaction, so the whole order set is refused and nothing is taken or counted then.
 * Rows are updated in id order (products by id; flash rows by sale id, then product id), so two
 * order sets touching the same products wait for each other instead of deadlocking.
 */
export async function takeStock(tx: DbOrTx, lines: PricedLine[]): Promise<void> {
  const { products, sales } = unitsOf(lines);
  stockChanged(products);
  for (const { productId, n, item } of products) {
    const taken = await tx
      .update(s.products)
      .set({ quantity: sql`${s.products.quantity} - ${n}`, totalSold: sql`${s.products.totalSold} + ${n}` })
      .where(and(eq(s.products.id, productId), gte(s.products.quantity, n)))
      .returning({ id: s.products.id });
    if (taken.length === 0) throw new Refused(`${NO_MORE_STOCK}: ${item.name} is out of stock.`);
  }
  for (const sale of sales) {
    const taken = await tx
      .update(s.flashSaleProducts)
      .set({ sold: sql`${s.flashSaleProducts.sold} + ${sale.n}` })
      .where(
        and(
          eq(s.flashSaleProducts.flashSaleId, sale.saleId),
          eq(s.flashSaleProducts.productId, sale.productId),
          sql`${s.flashSaleProducts.quantity} - ${s.flashSaleProducts.sold} >= ${sale.n}`,
        ),
      )
      .returning({ productId: s.flashSaleProducts.productId });
    if (taken.length === 0) throw new Refused(`${NO_MORE_STOCK}: ${sale.item.name} is sold out in the flash sale.`);
  }
}

/**
 * Puts the units of a cancelled order back, the reverse of takeStock: the products' stock grows
 * and their sold count falls (never below 0), and units bought in a flash sale go back to that
 * sale's stock (its `sold` falls, never below 0). A sale deleted meanwhile gets nothing back.
 * Rows are updated in the same order as takeStock's, so a cancel and a placement touching the same
 * products wait for each other instead of deadlocking. Run it in the cancelling transaction.
 */
export async function putBackStock(tx: DbOrTx, items: Units[]): Promise<void> {
  const { products, sales } = unitsOf(items);
  stockChanged(products);
  for (const { productId, n } of products) {
    await tx
      .update(s.products)
      .set({ quantity: sql`${s.products.quantity} + ${n}`, totalSold: sql`greatest(${s.products.totalSold} - ${n}, 0)` })
      .where(eq(s.products.id, productId));
  }
  for (const sale of sales) {
    await tx
      .update(s.flashSaleProducts)
      .set({ sold: sql`greatest(${s.flashSaleProducts.sold} - ${sale.n}, 0)` })
      .where(and(eq(s.flashSaleProducts.flashSaleId, sale.saleId), eq(s.flashSaleProducts.productId, sale.productId)));
  }
}
