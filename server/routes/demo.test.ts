// POST /admin/demo-reset: the demo data back as seeded, only in the local demo and only for the
// operator's token.
import { eq, sql } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { withEnv } from '@/server/test/env';
import { call, shopForTests, type TestShop } from '@/server/test/test-app';

jest.setTimeout(120_000);

let shop: TestShop;
shopForTests((started) => (shop = started));

const reset = (token?: string) => call<{ message: string }>('/admin/demo-reset', { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {} });
const count = async (table: string) => Number((await shop.handle.db.execute(sql.raw(`select count(*)::int as n from "${table}"`)) as unknown as { rows: { n: number }[] }).rows[0].n);
const version = async () => (await shop.handle.db.select({ version: s.catalogState.version }).from(s.catalogState))[0].version;

test('does not exist outside the local demo, nor without ADMIN_API_TOKEN', async () => {
  await withEnv({ APP_ENV: 'production', ADMIN_API_TOKEN: 'operator' }, async () => {
    expect((await reset('operator')).status).toBe(404);
  });
  await withEnv({ APP_ENV: 'local', ADMIN_API_TOKEN: undefined }, async () => {
    expect((await reset('anything')).status).toBe(404);
  });
});

test('refuses a missing or wrong token and changes nothing', async () => {
  await withEnv({ APP_ENV: 'local', ADMIN_API_TOKEN: 'operator' }, async () => {
    const products = await count('products');
    expect(await reset()).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect((await reset('wrong')).status).toBe(401);
    expect(await count('products')).toBe(products);
  });
});

test('puts every table back as the demo seed wrote it, and moves the catalogue version on', async () => {
  const db = shop.handle.db;
  const seededName = (await db.select({ name: s.products.name }).from(s.products).where(eq(s.products.id, 1)))[0].name;
  const seededUsers = await count('users');
  await db.update(s.products).set({ name: 'Renamed by a test' }).where(eq(s.products.id, 1));
  await db.delete(s.blogs);
  const before = await version();

  await withEnv({ APP_ENV: 'local', ADMIN_API_TOKEN: 'operator' }, async () => {
    expect(await reset('operator')).toMatchObject({ status: 200, body: { message: 'The demo data has been reset.' } });
  });

  // The demo's default catalogue (the test shop had seeded 40), the seeded people, the posts.
  expect(await count('products')).toBe(300);
  expect((await db.select({ name: s.products.name }).from(s.products).where(eq(s.products.id, 1)))[0].name).toBe(seededName);
  expect(await count('users')).toBe(seededUsers);
  expect(await count('blogs')).toBeGreaterThan(0);
  expect(await version()).toBeGreaterThan(before);
  // The shop answers from the new data: the listing index followed.
  const listed = await call<{ data: { total: number } }>('/products?per_page=1');
  expect(listed.body.data.total).toBe(300);
});
