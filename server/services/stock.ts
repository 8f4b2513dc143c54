// Taking the stock of bought lines, for order placement inside its transaction. Conditional
// updates ("only if enough is left") mean two buyers of the last unit cannot both have it, even
// without the row locks computeCheckout's `lock` takes.
import { and, eq, gte, sql } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { NO_MORE_STOCK } from './cart';
import type { DbOrTx, PricedLine } from './cart-lines';

/**
 * Takes the lines' units from their products' stock and, for lines bought at a flash price, from
 * the sale's stock (its `sold` grows). Throws a 422 naming the product when there is not enough;
 * run it in the order transaction so nothing is taken then.
 */
export async function takeStock(tx: DbOrTx, lines: PricedLine[]): Promise<void> {
  const products = new Map<number, { name: string; units: number }>();
  const sales = new Map<string, { saleId: number; productId: number; name: string; units: number }>();
  for (const line of lines) {
    const product = products.get(line.productId) ?? { name: line.name, units: 0 };
    product.units += line.quantity;
    products.set(line.productId, product);
    if (line.flashSaleId !== null) {
      const key = `${line.flashSaleId}:${line.productId}`;
      const sale = sales.get(key) ?? { saleId: line.flashSaleId, productId: line.productId, name: line.name, units: 0 };
      sale.units += line.quantity;
      sales.set(key, sale);
    }
  }
  // Always in id order, so two orders sharing products cannot wait on each other forever.
  for (const [productId, { name, units }] of [...products.entries()].sort(([a], [b]) => a - b)) {
    const taken = await tx
      .update(s.products)
      .set({ quantity: sql`${s.products.quantity} - ${units}` })
      .where(and(eq(s.products.id, productId), gte(s.products.quantity, units)))
      .returning({ id: s.products.id });
    if (taken.length === 0) throw new ApiError(422, `${NO_MORE_STOCK}: ${name}`);
  }
  for (const sale of [...sales.values()].sort((a, b) => a.productId - b.productId)) {
    const taken = await tx
      .update(s.flashSaleProducts)
      .set({ sold: sql`${s.flashSaleProducts.sold} + ${sale.units}` })
      .where(
        and(
          eq(s.flashSaleProducts.flashSaleId, sale.saleId),
          eq(s.flashSaleProducts.productId, sale.productId),
          sql`${s.flashSaleProducts.quantity} - ${s.flashSaleProducts.sold} >= ${sale.units}`,
        ),
      )
      .returning({ productId: s.flashSaleProducts.productId });
    if (taken.length === 0) throw new ApiError(422, `${NO_MORE_STOCK}: ${sale.name}`);
  }
}
