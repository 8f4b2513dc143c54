// Catalogue reads on a streaming read replica (DATABASE_REPLICA_URL): listings are served from
// the replica, a change on the primary shows there, and writes stay on the primary.
import { eq, sql } from 'drizzle-orm';
import { openDatabase, useDatabase as makeCurrentDatabase, type DbHandle } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { startTestCluster, startTestReplica, type TestCluster } from '@/server/db/testing/postgres-cluster';
import { call, onStatements, type Envelope } from './test-app';
import { processWide } from '@/server/process-wide';

jest.setTimeout(180_000);

let primary: TestCluster;
let replica: TestCluster;
let handle: DbHandle;
const onReplica: string[] = [];

beforeAll(async () => {
  primary = await startTestCluster();
  const setup = await openDatabase({ url: primary.url });
  await setup.migrate();
  await seed(setup.db, { mediaDir: null, products: 40 });
  await setup.close();
  replica = await startTestReplica(primary);
  handle = await openDatabase({ url: primary.url, replicaUrl: replica.url });
  makeCurrentDatabase(handle);
  processWide.databaseReady = Promise.resolve();
  onStatements(handle.catalog, (query) => void onReplica.push(query));
});
afterAll(async () => {
  await handle?.close();
  await replica?.stop();
  await primary?.stop();
});

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, seconds = 30): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const listed = async () => (await call<Envelope<{ total: number; products: { id: number }[] }>>('/products?per_page=100')).body.data;

describe('a read replica for the catalogue', () => {
  it('serves listings, the home page and shops from the replica', async () => {
    const answer = (await handle.catalog.execute(sql`select pg_is_in_recovery() as recovering`)) as unknown as { rows: { recovering: boolean }[] };
    const [{ recovering }] = answer.rows;
    expect(recovering).toBe(true);
    onReplica.length = 0;
    for (const path of ['/products?per_page=5', '/home?page=1&per_page=5', '/shops?per_page=5', '/categories', '/sitemap-products?per_page=5']) {
      expect({ path, status: (await call(path)).status }).toEqual({ path, status: 200 });
    }
    expect(onReplica.some((query) => query.includes('"catalog_state"'))).toBe(true);
    expect(onReplica.some((query) => query.includes('from "products"'))).toBe(true);
  });

  it('shows a change made on the primary, and keeps writes on the primary', async () => {
    const before = await listed();
    const hidden = before.products[0].id;
    await handle.db.update(s.products).set({ isActive: false }).where(eq(s.products.id, hidden));
    // The replica applies the change (the product and the catalogue version, one transaction)
    // moments later; a listing read across that moment may take one part from before it.
    const after = await eventually(listed, (data) => !data.products.some((product) => product.id === hidden) && data.total === before.total - 1);
    expect(after.products.map((product) => product.id)).not.toContain(hidden);
    expect(after.total).toBe(before.total - 1);
    // A write through the API (the contact form) lands on the primary: the replica refuses writes.
    const sent = await call('/support', { method: 'POST', json: { name: 'Replica Check', email: 'replica@example.com', subject: 'Hello', message: 'Written on the primary.' } });
    expect(sent.status).toBe(200);
    await expect(handle.catalog.execute(sql`create table replica_write_check (id int)`)).rejects.toMatchObject({ cause: { message: expect.stringMatching(/read-only/) } });
  });
});
