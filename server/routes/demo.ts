// POST /admin/demo-reset (ours, docs/contract.md): puts the demo data back as it was seeded, for
// QA suites that run against a local shop and want the same data before each run. It exists
// only in the local demo (APP_ENV=local) of a shop started with ADMIN_API_TOKEN, and takes that
// token; elsewhere it answers 404 like any unknown route.
import { Hono } from 'hono';
import { mediaDir } from '@/server/data-dir';
import { authorizeAdmin } from '@/server/http/admin';
import type { AppEnv } from '@/server/http/context';
import { routeNotFound } from '@/server/http/errors';
import { answer } from '@/server/http/respond';
import { emptySchema } from '@/lib/api/schemas/admin';
import { isLocalDemo } from '@/server/app-env';
import { resetDemo } from '@/server/services/demo';

export const demoRoutes = new Hono<AppEnv>();

demoRoutes.post('/admin/demo-reset', async (c) => {
  if (!isLocalDemo()) throw routeNotFound(c.req.path);
  authorizeAdmin(c);
  await resetDemo(c.get('db'), mediaDir());
  return answer(c, 'The demo data has been reset.', emptySchema, {});
});
