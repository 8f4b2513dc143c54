// The alert e-mails' job worker on PostgreSQL, where several web servers really take jobs at the
// same time: workers of two database handles (two servers) racing for the same jobs send each
// alert once, and a job whose worker died is sent by another once its lease is over.
import { eq } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '@/server/db/client';
import type { TestCluster } from '@/server/db/testing/postgres-cluster';
import * as s from '@/server/db/schema';
import { findAlertEvents, setAlert } from '@/server/services/alerts';
import { claimJobs, workAlertJobs } from '@/server/services/alerts-worker';
import type { Mail } from '@/server/services/delivery/mailer';
import { makeProduct, makeShop, makeShopper } from './cart-fixtures';
import { shopOnPostgres } from './postgres-shop';
import type { TestShop } from './test-app';

jest.setTimeout(180_000);

let shop: TestShop;
let cluster: TestCluster;
let second: DbHandle;
// Closed before the cluster stops (hooks after all run in the order they are declared).
afterAll(() => second?.close());
shopOnPostgres((started, startedCluster) => {
  shop = started;
  cluster = startedCluster;
});

beforeAll(async () => {
  second = await openDatabase({ url: cluster.url });
});

/** A sold-out product with `n` shoppers waiting for it, restocked: n jobs queued. */
async function restockFor(n: number): Promise<number> {
  const db = shop.handle.db;
  const product = await makeProduct(db, { shopId: await makeShop(db), price: 1000, quantity: 0 });
  for (let i = 0; i < n; i += 1) await setAlert(db, { userId: (await makeShopper(db)).id, productId: product, kind: 'stock', locale: 'en' });
  await db.update(s.products).set({ quantity: 4 }).where(eq(s.products.id, product));
  expect(await findAlertEvents(db, [product])).toBe(n);
  return product;
}

describe('alert jobs on PostgreSQL', () => {
  it('workers of two servers racing for the same jobs send each alert once', async () => {
    await restockFor(30);
    const sent: string[] = [];
    // A slow SMTP server, so that the workers' rounds overlap.
    const send = async (mail: Mail) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(mail.to);
    };
    const worker = async (db: DbHandle['db'], name: string) => {
      let total = 0;
      for (;;) {
        const { sent: n } = await workAlertJobs(db, { worker: name, batch: 3, origin: 'https://shop.example.com', send });
        if (n === 0) return total;
        total += n;
      }
    };
    const totals = await Promise.all([worker(shop.handle.db, 'a1'), worker(shop.handle.db, 'a2'), worker(second.db, 'b1'), worker(second.db, 'b2')]);
    expect(totals.reduce((sum, n) => sum + n, 0)).toBe(30);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    // More than one worker had a share.
    expect(totals.filter((n) => n > 0).length).toBeGreaterThan(1);
  });

  it('a job leased by a server that died is sent by another after the lease', async () => {
    await restockFor(1);
    expect(await claimJobs(second.db, 'died', 10, 500)).toHaveLength(1);
    const sent: string[] = [];
    const send = async (mail: Mail) => void sent.push(mail.to);
    expect((await workAlertJobs(shop.handle.db, { worker: 'alive', origin: 'https://shop.example.com', send })).sent).toBe(0);
    // Polled until the lease is over.
    let n = 0;
    while (n === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      n = (await workAlertJobs(shop.handle.db, { worker: 'alive', origin: 'https://shop.example.com', send })).sent;
    }
    expect(sent).toHaveLength(1);
  });
});
