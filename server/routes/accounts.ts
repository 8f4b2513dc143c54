// Accounts (docs/contract.md): login, registration, one-time codes, password reset, logout, profile and
// presence, with rate limits on everything a stranger could hammer.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { HttpError, validationError } from '@/server/http/errors';
import { phoneProblem, PHONE_TEXT } from '@/server/http/phone-field';
import { clientIp, createLimiter } from '@/server/http/rate-limit';
import { readBodyAs } from '@/server/http/request';
import { canDeliver, deliverOtp } from '@/server/services/delivery/otp';
import { answer, ok } from '@/server/http/respond';
import { otpSentSchema, otpVerifiedSchema, profileSchema, signedInSchema } from '@/lib/api/schemas/account';
import { appName, createOtp, findUser, OTP_MINUTES, phoneRules, login, loginIdentifier, markSeen, register, resetPassword, revokeToken, userPayload, verifyOtp } from '@/server/services/accounts';
import { requiredText, text } from '@/server/http/text-fields';
import { isLocalDemo } from '@/server/app-env';

export const accountRoutes = new Hono<AppEnv>();

const password = z.string().min(6).max(128);

const loginPerIp = createLimiter('accounts.loginPerIp', 20, 60);
const loginPerAccount = createLimiter('accounts.loginPerAccount', 5, 60);
const registerPerIp = createLimiter('accounts.registerPerIp', 5, 10 * 60);
const otpPerIp = createLimiter('accounts.otpPerIp', 10, 10 * 60);
const otpPerTarget = createLimiter('accounts.otpPerTarget', 3, 10 * 60);
const verifyPerIp = createLimiter('accounts.verifyPerIp', 20, 10 * 60);
const resetPerIp = createLimiter('accounts.resetPerIp', 10, 10 * 60);

/** APP_ENV=local (the default) is the demo: one-time codes come back in the answer. */

accountRoutes.post('/login', async (c) => {
  const body = await readBodyAs(c, z.object({ phone: requiredText(255), password: z.string().min(1).max(128) }));
  await loginPerIp(c, [clientIp(c)], 'login attempts');
  await loginPerAccount(c, [loginIdentifier(body.phone).value], 'login attempts');
  return answer(c, 'Login successfully', signedInSchema, await login(c.get('db'), body.phone, body.password));
});

accountRoutes.post('/registration', async (c) => {
  const body = await readBodyAs(
    c,
    z.object({
      name: requiredText(255),
      phone: PHONE_TEXT,
      email: requiredText(255).pipe(z.email({ error: 'The :attribute field must be a valid email address.' })),
      password,
      country: text(100).nullish(),
      phone_code: text(8).nullish(),
      ref_id: text(64).nullish(),
    }),
  );
  const phone = phoneProblem(body.phone, await phoneRules(c.get('db')));
  if (phone) throw validationError({ phone: [phone] });
  await registerPerIp(c, [clientIp(c)], 'registrations');
  const account = await register(c.get('db'), {
    ...body,
    country: body.country ?? null,
    phone_code: body.phone_code ?? null,
    ref_id: body.ref_id ?? null,
  });
  return answer(c, 'Registration successfully', signedInSchema, account);
});

accountRoutes.post('/send-otp', async (c) => {
  const body = await readBodyAs(
    c,
    z.object({
      phone: requiredText(255),
      phone_code: text(8).nullish(),
      forgot_password: z.union([z.literal(1), z.literal('1'), z.literal(true), z.null()]).optional(),
    }),
  );
  const target = loginIdentifier(body.phone);
  if (!target.value) throw validationError({ phone: ['The phone or email field is required'] });
  const forgot = body.forgot_password !== undefined && body.forgot_password !== null;
  if (forgot && !(await findUser(c.get('db'), body.phone))) throw validationError({ phone: ['We could not find an account with that email or phone.'] });
  await otpPerIp(c, [clientIp(c)], 'codes requested');
  await otpPerTarget(c, [target.value], 'codes requested');
  const purpose = forgot ? 'forgot' : 'verify';
  const delivery = { ...target, phoneCode: body.phone_code };
  // Outside the demo the code only travels by email or SMS, never in the answer.
  if (!isLocalDemo() && !canDeliver(delivery)) {
    throw new HttpError(422, target.kind === 'email' ? 'Codes cannot be sent by email right now. Please try again later.' : 'Codes cannot be sent by SMS right now. Please use your email address.');
  }
  const code = await createOtp(c.get('db'), target.value, purpose);
  try {
    await deliverOtp(delivery, code, purpose, { words: c.get('words'), minutes: OTP_MINUTES, appName: await appName(c.get('db')) });
  } catch (error) {
    if (!isLocalDemo()) {
      console.error('One-time code not delivered:', error instanceof Error ? error.message : error);
      throw new HttpError(503, 'The code could not be sent. Please try again in a moment.');
    }
  }
  return answer(c, `OTP sent to your ${target.kind === 'email' ? 'email' : 'phone'}`, otpSentSchema, {
    email_or_phone: body.phone,
    phone_code: body.phone_code ?? null,
    otp: isLocalDemo() ? code : null,
  });
});

accountRoutes.post('/verify-otp', async (c) => {
  const body = await readBodyAs(c, z.object({ phone: requiredText(255), otp: z.string().trim().regex(/^\d{4}$/, { error: 'The otp field must be 4 digits.' }) }));
  await verifyPerIp(c, [clientIp(c)], 'attempts');
  const token = await verifyOtp(c.get('db'), loginIdentifier(body.phone).value, body.otp);
  return answer(c, 'OTP verified successfully', otpVerifiedSchema, { token });
});

accountRoutes.post('/reset-password', async (c) => {
  const body = await readBodyAs(c, z.object({ token: requiredText(200), password, password_confirmation: z.string().max(128) }));
  if (body.password !== body.password_confirmation) throw validationError({ password: ['The password field confirmation does not match.'] });
  await resetPerIp(c, [clientIp(c)], 'attempts');
  await resetPassword(c.get('db'), body.token, body.password);
  return ok(c, 'Password reset successfully');
});

async function logout(c: Context<AppEnv>) {
  const { token } = await requireUser(c, c.get('db'));
  await revokeToken(c.get('db'), token);
  return ok(c, 'Logout successfully');
}
// Upstream has POST only; the storefront calls GET (docs/contract.md): both are served.
accountRoutes.get('/logout', logout);
accountRoutes.post('/logout', logout);

accountRoutes.get('/profile', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  return answer(c, 'profile details', profileSchema, { user: userPayload(user) });
});

accountRoutes.post('/update-last-seen', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  await markSeen(c.get('db'), user.id);
  return c.body(null, 204);
});
