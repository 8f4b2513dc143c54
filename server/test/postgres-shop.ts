// A test file's shop on a throw-away PostgreSQL cluster: started before its tests, stopped after.
import { openDatabase } from '@/server/db/client';
import { startTestCluster, type TestCluster } from '@/server/db/testing/postgres-cluster';
import { startTestShop, type TestShop } from './test-app';

/** Registers the cluster's and the shop's start and stop; `ready` receives them once started. */
export function shopOnPostgres(ready: (shop: TestShop, cluster: TestCluster) => void): void {
  let cluster: TestCluster | undefined;
  let shop: TestShop | undefined;
  beforeAll(async () => {
    cluster = await startTestCluster();
    shop = await startTestShop({ handle: await openDatabase({ url: cluster.url }) });
    ready(shop, cluster);
  });
  afterAll(async () => {
    await shop?.close();
    await cluster?.stop();
  });
}
