// POST /admin/demo-reset (ours, docs/contract.md): puts the demo data back as it was seeded, for
// QA suites that run against a local shop and want the same data before each run. It exists
// only in the local demo (APP_ENV=local) of a shop started with ADMIN_API_TOKEN, and takes that
// token; elsewhere it answers 404 like any unknown route.
import { Hono } from 'hono';
import { expireAfterRequest } from '@/server/cache/revalidate';
import { mediaDir } from '@/server/data-dir';
import { resetDemoData } from '@/server/db/seed/reset';
import { authorizeAdmin } from '@/server/http/admin';
import type { AppEnv } from '@/server/http/context';
import { routeNotFound } from '@/server/http/errors';
import { ok } from '@/server/http/respond';
import { isLocalDemo } from '@/server/app-env';

export const demoRoutes = new Hono<AppEnv>();

/** One reset at a time: a second call made meanwhile waits for the running one. */
let running: Promise<void> | null = null;

demoRoutes.post('/admin/demo-reset', async (c) => {
  if (!isLocalDemo()) throw routeNotFound(c.req.path);
  authorizeAdmin(c);
  running ??= resetDemoData(c.get('db'), mediaDir()).finally(() => (running = null));
  await running;
  // Every cached page showed the old data.
  expireAfterRequest(['master', 'catalog', 'category', 'shop', 'blog', 'content']);
  return ok(c, 'The demo data has been reset.', {});
});
