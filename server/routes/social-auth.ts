// POST /auth/{provider}/token (docs/contract.md): the storefront hands over what the provider gave it;
// the answer is the same `data{user, access}` as /login.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@/server/http/context';
import { routeNotFound } from '@/server/http/errors';
import { clientIp, createLimiter } from '@/server/http/rate-limit';
import { readBodyAs } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { signedInSchema } from '@/lib/api/schemas/account';
import { isSocialProvider, socialSignIn } from '@/server/services/social-auth';

export const socialAuthRoutes = new Hono<AppEnv>();

const perIp = createLimiter('social-auth.perIp', 20, 60);

const body = z.object({
  // id_tokens and access tokens are a few hundred bytes to a few kilobytes.
  code: z.string().trim().min(1).max(8192),
  // Upstream sends profile details here (Facebook: name and email; Apple: the decoded token).
  // Only a display name is taken from it, and only for a new account whose token has none.
  data: z.record(z.string(), z.unknown()).nullish(),
});

socialAuthRoutes.post('/auth/:provider/token', async (c) => {
  const provider = c.req.param('provider');
  if (!isSocialProvider(provider)) throw routeNotFound(c.req.path);
  const { code, data } = await readBodyAs(c, body);
  await perIp(c, [clientIp(c)], 'sign-in attempts');
  const name = typeof data?.name === 'string' && data.name.trim() ? data.name.trim().slice(0, 255) : null;
  return answer(c, 'Login successfully', signedInSchema, await socialSignIn(c.get('db'), { provider, code, nameHint: name }));
});
