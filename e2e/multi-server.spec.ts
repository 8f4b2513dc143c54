// Several web servers on one PostgreSQL, as README's "Growing past one machine" describes: each
// keeps its own page cache, and a change made through one reaches the pages the other has cached
// (server/cache/tag-broadcast.ts, server/web/tag-relay.ts); with PAGE_CACHE_STORE=postgres they
// share one page cache in that database (server/web/page-cache-handler.ts). Each test starts
// its own throw-away PostgreSQL cluster and two production servers of the build under test.
import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { startTestCluster, type TestCluster } from '../server/db/testing/postgres-cluster';
import { startTestServer } from '../scripts/lib/server.mjs';

type Server = { baseURL: string; stop(): Promise<void> };

test.describe.configure({ timeout: 360_000 });

const admin = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', Authorization: 'Bearer multi-server-admin' };

test('two web servers on one PostgreSQL: a settings change made through one shows on the pages the other keeps, within five seconds', async () => {
  let cluster: TestCluster | null = null;
  const servers: Server[] = [];
  try {
    cluster = await startTestCluster();
    const env = { DATABASE_URL: cluster.url, ADMIN_API_TOKEN: 'multi-server-admin', APP_ENV: 'local' };
    // One after the other: the first start migrates and seeds the empty database.
    servers.push((await startTestServer(process.cwd(), env)) as Server);
    servers.push((await startTestServer(process.cwd(), env)) as Server);
    const [first, second] = servers;
    // The demo pictures the first server wrote while seeding are on the second one's disk too.
    for (const server of servers) expect((await fetch(`${server.baseURL}/media/banners/banner-1.webp`)).status).toBe(200);
    const cacheState = async () => (await fetch(`${second.baseURL}/contact-us`)).headers.get('x-nextjs-cache');
    await expect.poll(cacheState, { timeout: 30_000 }).toBe('HIT');

    const phone = `+1 555 01${Date.now() % 100_000}`;
    const changed = await fetch(`${first.baseURL}/api/admin/settings`, { method: 'PATCH', headers: admin, body: JSON.stringify({ mobile: phone }) });
    expect(changed.status).toBe(200);
    const started = Date.now();
    await expect.poll(async () => (await fetch(`${second.baseURL}/contact-us`)).text(), { timeout: 5_000, intervals: [100, 250, 500] }).toContain(phone);
    expect(Date.now() - started).toBeLessThan(5_000);
  } finally {
    for (const server of servers) await server.stop();
    await cluster?.stop();
  }
});

test('with PAGE_CACHE_STORE=postgres two web servers share one page cache: a page rendered through one is served by the other without rendering, and changes show on both within five seconds', async () => {
  let cluster: TestCluster | null = null;
  const servers: Server[] = [];
  const secret = 'multi-server-revalidate';
  try {
    cluster = await startTestCluster();
    const env = { DATABASE_URL: cluster.url, ADMIN_API_TOKEN: 'multi-server-admin', REVALIDATE_SECRET: secret, APP_ENV: 'local', PAGE_CACHE_STORE: 'postgres' };
    servers.push((await startTestServer(process.cwd(), env)) as Server);
    servers.push((await startTestServer(process.cwd(), env)) as Server);
    const [first, second] = servers;
    const page = async (server: Server, path: string) => {
      const response = await fetch(`${server.baseURL}${path}`);
      return { cache: response.headers.get('x-nextjs-cache'), html: await response.text() };
    };

    // Rendered through the first server only; the second's very first request for each page is a
    // hit: it read the page the first one rendered from the shared cache, and rendered nothing.
    for (const path of ['/contact-us', '/ar/contact-us', '/blogs']) {
      await expect.poll(async () => (await page(first, path)).cache, { timeout: 30_000 }).toBe('HIT');
      const shared = await page(second, path);
      expect({ path, cache: shared.cache }).toEqual({ path, cache: 'HIT' });
    }

    const showsOnBoth = async (text: string) => {
      const started = Date.now();
      for (const server of [second, first]) {
        await expect.poll(async () => (await page(server, '/contact-us')).html, { timeout: 5_000, intervals: [100, 250, 500] }).toContain(text);
      }
      expect(Date.now() - started).toBeLessThan(5_000);
    };

    // A change through the built-in backend of the first server.
    const phone = `+1 555 01${Date.now() % 100_000}`;
    const changed = await fetch(`${first.baseURL}/api/admin/settings`, { method: 'PATCH', headers: admin, body: JSON.stringify({ mobile: phone }) });
    expect(changed.status).toBe(200);
    await showsOnBoth(phone);

    // An external backend changes the data itself and posts the signed /api/revalidate to one server.
    const otherPhone = `+1 555 02${Date.now() % 100_000}`;
    const db = new Client({ connectionString: cluster.url });
    await db.connect();
    try {
      await db.query(`update settings set value = to_jsonb($1::text) where key = 'mobile'`, [otherPhone]);
    } finally {
      await db.end();
    }
    const body = JSON.stringify({ tags: ['master'] });
    const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    const revalidated = await fetch(`${second.baseURL}/api/revalidate`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Signature': signature }, body });
    expect(revalidated.status).toBe(200);
    await showsOnBoth(otherPhone);
  } finally {
    for (const server of servers) await server.stop();
    await cluster?.stop();
  }
});
