// Flash prices: one query for every place a price shows, so two sales of one product ending at
// the same moment give the same price on its card and in the cart.
import { openDatabase, type DbHandle } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { cardsByIds, runningFlashPrices } from './product-cards';

jest.setTimeout(60_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await openDatabase({ memory: true });
  await handle.migrate();
  await seed(handle.db, { mediaDir: null, products: 40 });
});
afterAll(() => handle?.close());

it('takes the sale ending first, and of two ending together the older one', async () => {
  const db = handle.db;
  const [product] = await db.select({ id: s.products.id, price: s.products.price }).from(s.products).limit(1);
  const startAt = new Date(Date.now() - 60_000);
  const endAt = new Date(Date.now() + 3_600_000);
  const [older, newer] = await db
    .insert(s.flashSales)
    .values([
      { name: 'Older sale', thumbnail: '/media/flash/f-1.webp', startAt, endAt },
      { name: 'Newer sale', thumbnail: '/media/flash/f-1.webp', startAt, endAt },
    ])
    .returning();
  // The newer sale's row is written first: the order of rows must not decide.
  await db.insert(s.flashSaleProducts).values([
    { flashSaleId: newer.id, productId: product.id, price: 100, quantity: 5 },
    { flashSaleId: older.id, productId: product.id, price: 200, quantity: 5 },
  ]);
  const flash = await runningFlashPrices(db, [product.id]);
  expect(flash.get(product.id)).toEqual({ saleId: older.id, price: 200, stock: 5 });
  const [card] = await cardsByIds(db, 'en', [product.id]);
  expect(card.discount_price).toBe(2);
});
