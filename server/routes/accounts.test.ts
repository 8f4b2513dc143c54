import { eq } from 'drizzle-orm';
import { demoCustomer } from '@/lib/demo-credentials';
import * as s from '@/server/db/schema';
import { call, shopForTests, type Envelope, type ErrorBody, type TestShop } from '@/server/test/test-app';

jest.setTimeout(60_000);

let shop: TestShop;
shopForTests((started) => (shop = started));

interface Access {
  user: { id: number; name: string; email: string; phone: string; last_online: boolean; affiliation_balance: string };
  access: { auth_type: string; token: string; expires_at: string };
}

let ip = 0;
/** Each test its own client address, so the rate limits of one test do not reach the next. */
const from = () => ({ 'X-Forwarded-For': `192.0.2.${++ip}` });
const post = <T = ErrorBody>(path: string, json: unknown, headers: Record<string, string> = from()) => call<T>(path, { method: 'POST', json, headers });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('login', () => {
  it('signs the demo customer in by email or by phone and returns a bearer token', async () => {
    const byEmail = await post<Envelope<Access>>('/login', { phone: demoCustomer.email.toUpperCase(), password: demoCustomer.password });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.access.auth_type).toBe('Bearer');
    expect(byEmail.body.data.user.email).toBe(demoCustomer.email);
    expect(byEmail.body.data.user.affiliation_balance).toBe('12.50');
    const byPhone = await post<Envelope<Access>>('/login', { phone: demoCustomer.phone, password: demoCustomer.password });
    expect(byPhone.body.data.user.id).toBe(byEmail.body.data.user.id);
    const profile = await call<Envelope<{ user: { id: number } }>>('/profile', { headers: bearer(byPhone.body.data.access.token) });
    expect(profile.body.data.user.id).toBe(byEmail.body.data.user.id);
  });

  it('answers 400 "Credential is invalid!" for a wrong password or an unknown account', async () => {
    expect((await post('/login', { phone: demoCustomer.email, password: 'wrong-password' })).body).toEqual({ message: 'Credential is invalid!' });
    const unknown = await post('/login', { phone: 'nobody@example.com', password: 'whatever' });
    expect(unknown.status).toBe(400);
  });

  it('gives field errors for missing fields and 429 after too many attempts on one account', async () => {
    const missing = await post('/login', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.phone?.[0]).toBe('The phone field is required.');
    const headers = from();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await post('/login', { phone: 'limit@example.com', password: 'x' }, headers)).status).toBe(400);
    const blocked = await post('/login', { phone: 'limit@example.com', password: 'x' }, from());
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many login attempts/);
  });
});

describe('registration', () => {
  const newUser = { name: 'Grace Hopper', phone: '4155550123', email: 'grace@example.com', password: 'cobol-1959', country: 'United States', phone_code: '+1', ref_id: 'DEMO2024' };

  it('refuses control characters in any text field, as every route does', async () => {
    for (const [field, value] of [['name', 'Grace\u0007 Hopper'], ['country', 'United\u001bStates'], ['ref_id', 'DEMO\u007f']] as const) {
      const answer = await post('/registration', { ...newUser, email: `control-${field}@example.com`, phone: `41555501${field.length}9`, [field]: value });
      expect({ field, status: answer.status, errors: answer.body.errors?.[field] }).toEqual({ field, status: 422, errors: [`The ${field.replace('_', ' ')} field contains invalid characters.`] });
    }
    // Line breaks and tabs are text, not control characters to refuse (a chat message keeps them).
    expect((await post('/registration', { ...newUser, email: 'tabbed@example.com', phone: '4155550777', name: 'Grace\tHopper' })).status).toBe(200);
  });

  it('creates the account, signs it in and records who referred it', async () => {
    const answer = await post<Envelope<Access>>('/registration', newUser);
    expect(answer.status).toBe(200);
    // phone_code "+1" is kept and answered as the original writes it: "1".
    expect(answer.body.data.user).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', phone: '4155550123', phone_code: '1' });
    const login = await post<Envelope<Access>>('/login', { phone: 'grace@example.com', password: 'cobol-1959' });
    expect(login.status).toBe(200);
    const [row] = await shop.handle.db.select().from(s.users).where(eq(s.users.email, 'grace@example.com'));
    expect(row.referredById).toBe(1);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken email or phone with field errors', async () => {
    const answer = await post('/registration', { ...newUser, email: demoCustomer.email, phone: demoCustomer.phone });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ email: ['The email has already been taken.'], phone: ['The phone has already been taken.'] });
  });

  it('answers an Arabic page in Arabic: the summary line, each field error and the limit', async () => {
    const taken = await call('/registration', { method: 'POST', json: { ...newUser, email: demoCustomer.email, phone: demoCustomer.phone }, headers: from(), locale: 'ar' });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({
      message: 'البريد الإلكتروني مستخدم من قبل. (وخطأ آخر)',
      errors: { email: ['البريد الإلكتروني مستخدم من قبل.'], phone: ['رقم الهاتف مستخدم من قبل.'] },
    });
    const missing = await call('/registration', { method: 'POST', json: { ...newUser, name: '', email: 'not-an-email' }, headers: from(), locale: 'ar-EG' });
    expect(missing.body.errors).toMatchObject({ name: ['حقل الاسم مطلوب.'], email: ['يجب أن يكون البريد الإلكتروني بريداً إلكترونياً صالحاً.'] });
    const address = from();
    for (let n = 0; n < 20; n += 1) await call('/login', { method: 'POST', json: { phone: 'nobody@example.com', password: 'wrong-password' }, headers: address });
    const limited = await call('/login', { method: 'POST', json: { phone: 'someone@example.com', password: 'wrong-password' }, headers: address, locale: 'ar' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('محاولات تسجيل الدخول: تجاوزت الحد المسموح. يرجى المحاولة بعد دقيقة.');
    const english = await call('/registration', { method: 'POST', json: { ...newUser, email: demoCustomer.email, phone: demoCustomer.phone }, headers: from(), locale: 'en' });
    expect(english.body.message).toBe('The email has already been taken. (and 1 more error)');
  });

  it('checks the phone length from settings and a valid email', async () => {
    const short = await post('/registration', { ...newUser, email: 'short@example.com', phone: '12345' });
    expect(short.body.errors?.phone?.[0]).toBe('The phone field must be between 9 and 16 digits.');
    const badEmail = await post('/registration', { ...newUser, email: 'not-an-email', phone: '4155550999' });
    expect(badEmail.body.errors?.email?.[0]).toBe('The email field must be a valid email address.');
  });
});

describe('one-time codes and password reset', () => {
  it('returns the code in the demo environment only', async () => {
    const local = await post<Envelope<{ otp: string | null; email_or_phone: string }>>('/send-otp', { phone: demoCustomer.email, forgot_password: 1 });
    expect(local.body.data.otp).toMatch(/^\d{4}$/);
    process.env.APP_ENV = 'production';
    try {
      // Without an SMS gateway the code cannot travel, and it never comes back in the answer
      // (delivery by email and SMS: server/services/delivery/otp.test.ts).
      const production = await post<{ message: string; data?: unknown }>('/send-otp', { phone: demoCustomer.phone, forgot_password: 1 });
      expect(production.status).toBe(422);
      expect(production.body).toEqual({ message: 'Codes cannot be sent by SMS right now. Please use your email address.' });
    } finally {
      delete process.env.APP_ENV;
    }
  });

  it('refuses the forgot flow for an unknown account', async () => {
    const answer = await post('/send-otp', { phone: 'ghost@example.com', forgot_password: 1 });
    expect(answer.status).toBe(422);
  });

  it('walks the forgot-password flow: code, token, new password; old sessions end', async () => {
    const session = (await post<Envelope<Access>>('/login', { phone: 'grace@example.com', password: 'cobol-1959' })).body.data.access.token;
    const { otp } = (await post<Envelope<{ otp: string }>>('/send-otp', { phone: 'grace@example.com', forgot_password: 1 })).body.data;
    const wrong = otp === '0000' ? '1111' : '0000';
    expect((await post('/verify-otp', { phone: 'grace@example.com', otp: wrong })).body).toEqual({ message: 'Invalid OTP' });
    const verified = await post<Envelope<{ token: string }>>('/verify-otp', { phone: 'grace@example.com', otp });
    expect(verified.status).toBe(200);
    const mismatch = await post('/reset-password', { token: verified.body.data.token, password: 'new-pass-1', password_confirmation: 'other' });
    expect(mismatch.body.errors?.password?.[0]).toBe('The password field confirmation does not match.');
    const reset = await post('/reset-password', { token: verified.body.data.token, password: 'new-pass-1', password_confirmation: 'new-pass-1' });
    expect(reset.body).toEqual({ message: 'Password reset successfully' });
    expect((await post('/reset-password', { token: verified.body.data.token, password: 'again-2', password_confirmation: 'again-2' })).status).toBe(400);
    expect((await post('/login', { phone: 'grace@example.com', password: 'new-pass-1' })).status).toBe(200);
    expect((await call('/profile', { headers: bearer(session) })).status).toBe(401);
  });

  it('spends a code after five wrong tries', async () => {
    const { otp } = (await post<Envelope<{ otp: string }>>('/send-otp', { phone: demoCustomer.email, forgot_password: 1 })).body.data;
    const wrong = otp === '0000' ? '1111' : '0000';
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await post('/verify-otp', { phone: demoCustomer.email, otp: wrong })).body.message).toBe('Invalid OTP');
    expect((await post('/verify-otp', { phone: demoCustomer.email, otp: wrong })).body.message).toBe('Too many wrong codes. Please request a new OTP.');
    expect((await post('/verify-otp', { phone: demoCustomer.email, otp })).status).toBe(400);
  });
});

describe('sessions and presence', () => {
  it('logs out by GET or POST, after which the token is refused', async () => {
    for (const method of ['GET', 'POST']) {
      const token = (await post<Envelope<Access>>('/login', { phone: demoCustomer.email, password: demoCustomer.password })).body.data.access.token;
      const answer = await call('/logout', { method, headers: bearer(token) });
      expect(answer.body).toEqual({ message: 'Logout successfully' });
      expect((await call('/profile', { headers: bearer(token) })).body).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('marks the user online for ten minutes after a heartbeat', async () => {
    const token = (await post<Envelope<Access>>('/login', { phone: demoCustomer.email, password: demoCustomer.password })).body.data.access.token;
    const seen = await call('/update-last-seen', { method: 'POST', json: {}, headers: bearer(token) });
    expect(seen.status).toBe(204);
    const profile = await call<Envelope<{ user: { last_online: boolean } }>>('/profile', { headers: bearer(token) });
    expect(profile.body.data.user.last_online).toBe(true);
    expect((await call('/update-last-seen', { method: 'POST', json: {} })).status).toBe(401);
  });
});
