// Several web servers on one PostgreSQL, as README's "Growing past one machine" describes: each
// keeps its own page cache, and a change made through one reaches the pages the other has cached
// (server/cache/tag-broadcast.ts, scripts/lib/tag-relay.mjs). Starts its own throw-away
// PostgreSQL cluster and two production servers of the build under test.
import { expect, test } from '@playwright/test';
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
