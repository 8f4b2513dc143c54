// Order placement on PostgreSQL, where requests really run at the same time (PGlite runs one
// transaction after another): buyers racing for the last units, one shopper's double tap with
// one Idempotency-Key, and baskets that lock the same products in opposite orders.
import { eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { makeProduct, makeShop, putInCart } from './cart-fixtures';
import { makeBuyer, placeOrder } from './place-order-fixtures';
import { shopOnPostgres } from './postgres-shop';
import type { TestShop } from './test-app';

jest.setTimeout(180_000);

let shop: TestShop;
shopOnPostgres((started) => (shop = started));

const stockOf = async (productId: number) => (await shop.handle.db.select({ q: s.products.quantity }).from(s.products).where(eq(s.products.id, productId)))[0].q;
const soldOf = async (productId: number) => (await shop.handle.db.select({ n: s.products.totalSold }).from(s.products).where(eq(s.products.id, productId)))[0].n;

describe('placing orders on PostgreSQL', () => {
  it('sells exactly the stock to 50 buyers ordering at once: 10 orders, stock 0, no 500', async () => {
    const db = shop.handle.db;
    const shopId = await makeShop(db);
    const product = await makeProduct(db, { shopId, price: 1000, quantity: 10 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => makeBuyer(db)));
    for (const buyer of buyers) await putInCart(db, buyer.id, { productId: product, quantity: 1 });
    const answers = await Promise.all(buyers.map((buyer) => placeOrder(buyer, { shop_ids: [shopId] })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(40);
    expect(await db.select().from(s.orderItems).where(eq(s.orderItems.productId, product))).toHaveLength(10);
    expect(await stockOf(product)).toBe(0);
    expect(await soldOf(product)).toBe(10);
  });

  it('places one order set for one Idempotency-Key sent five times at once', async () => {
    const db = shop.handle.db;
    const buyer = await makeBuyer(db);
    const shopId = await makeShop(db);
    const product = await makeProduct(db, { shopId, price: 1000, quantity: 10 });
    await putInCart(db, buyer.id, { productId: product, quantity: 2 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(buyer, { shop_ids: [shopId] }, { 'Idempotency-Key': 'pg-double-tap' })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(await db.select().from(s.orders).where(eq(s.orders.userId, buyer.id))).toHaveLength(1);
    expect(await stockOf(product)).toBe(8);
  });

  it('places every order when baskets hold the same products in opposite orders', async () => {
    const db = shop.handle.db;
    const shopId = await makeShop(db);
    const first = await makeProduct(db, { shopId, price: 1000, quantity: 100 });
    const second = await makeProduct(db, { shopId, price: 2000, quantity: 100 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => makeBuyer(db)));
    for (const [i, buyer] of buyers.entries()) {
      for (const productId of i % 2 ? [first, second] : [second, first]) await putInCart(db, buyer.id, { productId, quantity: 1 });
    }
    const answers = await Promise.all(buyers.map((buyer) => placeOrder(buyer, { shop_ids: [shopId] })));
    expect(answers.map((answer) => answer.status)).toEqual(buyers.map(() => 200));
    expect(await stockOf(first)).toBe(80);
    expect(await stockOf(second)).toBe(80);
    expect([await soldOf(first), await soldOf(second)]).toEqual([20, 20]);
  });
});
