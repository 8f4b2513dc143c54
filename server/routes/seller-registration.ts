// POST /seller/registration (docs/contract.md "Seller application"): the "Become a Seller" form.
// The original's path and fields; its pictures (profile photo, logo, banner) are optional here:
// the operator adds them on approval. Validated and rate-limited like a shopper's registration.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@/server/http/context';
import { validationError, type FieldErrors } from '@/server/http/errors';
import { phoneProblem, PHONE_TEXT } from '@/server/http/phone-field';
import { clientIp, createLimiter } from '@/server/http/rate-limit';
import { readBodyAs } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { sellerApplicationSchema } from '@/lib/api/schemas/seller';
import { optionalText, rawText, requiredText } from '@/server/http/text-fields';
import { phoneRules } from '@/server/services/accounts';
import { applyAsSeller } from '@/server/services/seller-application';

export const sellerRegistrationRoutes = new Hono<AppEnv>();

const applicationsPerIp = createLimiter('seller.applicationsPerIp', 5, 10 * 60);

const applicationSchema = z.object({
  first_name: requiredText(255),
  last_name: optionalText(255),
  phone: PHONE_TEXT,
  email: requiredText(255).pipe(z.email({ error: 'The :attribute field must be a valid email address.' })),
  password: rawText(128).pipe(z.string().min(6)),
  password_confirmation: rawText(128).optional(),
  shop_name: requiredText(100),
  description: optionalText(200),
});

sellerRegistrationRoutes.post('/seller/registration', async (c) => {
  const body = await readBodyAs(c, applicationSchema);
  const errors: FieldErrors = {};
  if (body.password_confirmation !== undefined && body.password_confirmation !== body.password) errors.password = ['The password field confirmation does not match.'];
  const phone = phoneProblem(body.phone, await phoneRules(c.get('db')));
  if (phone) errors.phone = [phone];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  await applicationsPerIp(c, [clientIp(c)], 'applications');
  const result = await applyAsSeller(c.get('db'), {
    firstName: body.first_name,
    lastName: body.last_name ?? null,
    phone: body.phone,
    email: body.email,
    password: body.password,
    shopName: body.shop_name,
    description: body.description ?? null,
  });
  if (!result.ok) throw validationError(result.errors);
  return answer(c, 'Your profile is under review', sellerApplicationSchema, { user: result.owner, shop: { ...result.shop, status: 'pending' } });
});
