// GET /affiliations (ours): balance, referral code and link, and the shopper's referrals.
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { shopOrigin } from '@/server/http/origin';
import { pagingOf, pagingShape } from '@/server/http/params';
import { readQuery } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { affiliationsSchema } from '@/lib/api/schemas/affiliations';
import { affiliations } from '@/server/services/affiliations';

export const affiliationRoutes = new Hono<AppEnv>();

affiliationRoutes.get('/affiliations', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const query = readQuery(c, z.object(pagingShape));
  return answer(c, 'Affiliations', affiliationsSchema, await affiliations(c.get('db'), user.id, shopOrigin(c), pagingOf(query)));
});
