import { call, shopForTests, type Envelope, type ErrorBody } from '@/server/test/test-app';

jest.setTimeout(60_000);

shopForTests();

interface ApiUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  phone_code: string | null;
  country: string | null;
  gender: string | null;
  date_of_birth: string | null;
  profile_photo: string | null;
  email_verified: boolean;
}
interface Access {
  user: ApiUser;
  access: { token: string };
}

let ip = 0;
const from = () => ({ 'X-Forwarded-For': `198.51.100.${++ip}` });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, ...from() });
let seq = 0;

async function signUp(name = 'Ada Lovelace') {
  seq += 1;
  const body = { name, email: `profile-${seq}@example.com`, phone: `41555501${String(seq).padStart(2, '0')}`, password: 'first-pass', country: 'United States', phone_code: '+1' };
  const answer = await call<Envelope<Access>>('/registration', { method: 'POST', json: body, headers: from() });
  expect(answer.status).toBe(200);
  return { ...body, token: answer.body.data.access.token, id: answer.body.data.user.id };
}

const login = (phone: string, password: string) => call<Envelope<Access>>('/login', { method: 'POST', json: { phone, password }, headers: from() });
const profileOf = async (token: string) => (await call<Envelope<{ user: ApiUser }>>('/profile', { headers: bearer(token) })).body.data.user;

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2a3a8f00000000049454e44ae426082', 'hex');

function photoForm(fields: Record<string, string>, file?: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set('profile_photo', file);
  return form;
}

describe('POST /update-profile', () => {
  it('needs a valid token', async () => {
    expect((await call('/update-profile', { method: 'POST', json: { name: 'X' } })).status).toBe(401);
    const wrong = await call('/update-profile', { method: 'POST', json: { name: 'X' }, headers: { Authorization: 'Bearer not-a-real-token' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('changes every field and answers the User shape; the change is there on the next read', async () => {
    const me = await signUp();
    const answer = await call<Envelope<{ user: ApiUser }>>('/update-profile', {
      method: 'POST',
      headers: bearer(me.token),
      json: { name: '  Ada King  ', email: 'Ada.King@Example.com', phone: '44 2079 460000', phone_code: '+44', country: 'United Kingdom', gender: 'Female', date_of_birth: '1990-12-10' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Profile updated successfully');
    const expected = {
      id: me.id,
      name: 'Ada King',
      email: 'ada.king@example.com',
      phone: '442079460000',
      // Sent as "+44", answered as the original writes codes: digits without "+".
      phone_code: '44',
      country: 'United Kingdom',
      gender: 'female',
      date_of_birth: '1990-12-10',
      // A new email has not been confirmed yet.
      email_verified: false,
    };
    expect(answer.body.data.user).toMatchObject(expected);
    expect(await profileOf(me.token)).toMatchObject(expected);
    // The new email signs in; the old one no longer does.
    expect((await login('ada.king@example.com', me.password)).status).toBe(200);
    expect((await login(me.email, me.password)).status).toBe(400);
  });

  it('keeps optional fields that are left out and clears those sent empty', async () => {
    const me = await signUp();
    await call('/update-profile', { method: 'POST', headers: bearer(me.token), json: { name: me.name, email: me.email, phone: me.phone, gender: 'male', date_of_birth: '2000-01-31' } });
    const kept = await call<Envelope<{ user: ApiUser }>>('/update-profile', { method: 'POST', headers: bearer(me.token), json: { name: 'Renamed', email: me.email, phone: me.phone } });
    expect(kept.body.data.user).toMatchObject({ name: 'Renamed', gender: 'male', date_of_birth: '2000-01-31', country: 'United States' });
    const cleared = await call<Envelope<{ user: ApiUser }>>('/update-profile', { method: 'POST', headers: bearer(me.token), json: { name: 'Renamed', email: me.email, phone: me.phone, gender: '', date_of_birth: '' } });
    expect(cleared.body.data.user).toMatchObject({ gender: null, date_of_birth: null });
  });

  it('stores an uploaded photo, serves it, and drops the photo it replaces', async () => {
    const me = await signUp();
    const fields = { name: me.name, email: me.email, phone: me.phone };
    const first = await call<Envelope<{ user: ApiUser }>>('/update-profile', { method: 'POST', headers: bearer(me.token), body: photoForm(fields, new File([png], 'me.png', { type: 'image/png' })) });
    expect(first.status).toBe(200);
    const photo = first.body.data.user.profile_photo ?? '';
    // A signed link that expires: any client's <img> shows it, nobody without it gets the file.
    expect(photo).toMatch(/^\/api\/uploads\/[\w-]+\?expires=\d+&sig=[\w-]+$/);
    expect((await profileOf(me.token)).profile_photo).toBe(photo);
    const served = await call<string>(photo.replace(/^\/api/, ''));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await call(photo.replace(/^\/api/, '').split('?')[0])).status).toBe(404);

    // A form without a new file keeps the photo (browsers send an empty, nameless file).
    const kept = await call<Envelope<{ user: ApiUser }>>('/update-profile', { method: 'POST', headers: bearer(me.token), body: photoForm({ ...fields, name: 'No New Photo' }, new File([], '')) });
    expect(kept.body.data.user).toMatchObject({ name: 'No New Photo', profile_photo: photo });

    const second = await call<Envelope<{ user: ApiUser }>>('/update-profile', { method: 'POST', headers: bearer(me.token), body: photoForm(fields, new File([png], 'again.png')) });
    expect(second.body.data.user.profile_photo).not.toBe(photo);
    expect((await call(photo.replace(/^\/api/, ''))).status).toBe(404);
  });

  it('answers the profile with the original\'s message, and refuses a photo over 2 MB in its words', async () => {
    const me = await signUp();
    expect((await call('/profile', { headers: bearer(me.token) })).body).toMatchObject({ message: 'profile details' });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const answer = await call('/update-profile', { method: 'POST', headers: bearer(me.token), body: photoForm({ name: me.name, email: me.email, phone: me.phone }, new File([big], 'big.png')) });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ profile_photo: ['The profile photo must not be greater than 2 MB.'] });
    const ar = await call('/update-profile', { method: 'POST', headers: bearer(me.token), locale: 'ar', json: { name: me.name, email: 'nope', phone: me.phone } });
    expect(ar.body.errors).toEqual({ email: ['يجب أن يكون البريد الإلكتروني بريداً إلكترونياً صالحاً.'] });
  });

  it('refuses a file that is not an image and changes nothing', async () => {
    const me = await signUp();
    const answer = await call('/update-profile', {
      method: 'POST',
      headers: bearer(me.token),
      body: photoForm({ name: 'Should Not Stick', email: me.email, phone: me.phone }, new File(['%PDF-1.7 not a photo'], 'cv.pdf')),
    });
    expect(answer.status).toBe(422);
    // The original's message for a profile photo that is not an image.
    expect(answer.body.errors).toEqual({ profile_photo: ['The profile photo must be an image.'] });
    expect((await profileOf(me.token)).name).toBe(me.name);
  });

  it("refuses another shopper's email or phone, but accepts the shopper's own", async () => {
    const me = await signUp();
    const other = await signUp();
    const taken = await call('/update-profile', { method: 'POST', headers: bearer(me.token), json: { name: me.name, email: other.email.toUpperCase(), phone: other.phone } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['The email has already been taken.'], phone: ['The phone has already been taken.'] });
    expect((await profileOf(me.token)).email).toBe(me.email);
    const own = await call('/update-profile', { method: 'POST', headers: bearer(me.token), json: { name: me.name, email: me.email, phone: me.phone } });
    expect(own.status).toBe(200);
  });

  it('validates each field with a message under it', async () => {
    const me = await signUp();
    const send = (json: Record<string, unknown>) => call('/update-profile', { method: 'POST', headers: bearer(me.token), json: { name: me.name, email: me.email, phone: me.phone, ...json } });
    const first = (answer: { body: ErrorBody }, field: string) => answer.body.errors?.[field]?.[0];
    expect(first(await send({ name: '' }), 'name')).toBe('The name field is required.');
    // The original's own wording on this form.
    expect(first(await send({ email: 'not-an-email' }), 'email')).toBe('The email must be a valid email address.');
    expect(first(await send({ phone: '' }), 'phone')).toBe('The phone field is required.');
    expect(first(await send({ phone: '12345' }), 'phone')).toBe('The phone field must be between 9 and 16 digits.');
    expect(first(await send({ phone: 'call me' }), 'phone')).toBe('The phone field must contain digits only.');
    expect(first(await send({ gender: 'robot' }), 'gender')).toBe('The selected gender is invalid.');
    expect(first(await send({ date_of_birth: '2001-02-30' }), 'date_of_birth')).toBe('The date of birth field must be a valid date (YYYY-MM-DD).');
    expect(first(await send({ date_of_birth: '2999-01-01' }), 'date_of_birth')).toBe('The date of birth field must be a date before today.');
    expect(first(await send({ name: 'x'.repeat(300) }), 'name')).toBe('The name field must not be greater than 255 characters.');
    expect((await send({ name: 42 })).status).toBe(422);
    const malformed = await call('/update-profile', { method: 'POST', headers: { ...bearer(me.token), 'Content-Type': 'application/json' }, body: '{"name":' });
    expect(malformed.status).toBe(400);
    expect((await profileOf(me.token)).name).toBe(me.name);
  });
});

describe('POST /change-password', () => {
  it('needs a valid token', async () => {
    expect((await call('/change-password', { method: 'POST', json: { current_password: 'a', password: 'bbbbbb', password_confirmation: 'bbbbbb' } })).status).toBe(401);
  });

  it('refuses a wrong current password, a short one and a confirmation that does not match', async () => {
    const me = await signUp();
    const send = (json: Record<string, unknown>) => call('/change-password', { method: 'POST', headers: bearer(me.token), json });
    const wrong = await send({ current_password: 'not-it', password: 'second-pass', password_confirmation: 'second-pass' });
    expect(wrong.status).toBe(422);
    // The original's words for each rule.
    expect(wrong.body).toEqual({ message: 'Current password does not match', errors: { current_password: ['Current password does not match'] } });
    const short = await send({ current_password: me.password, password: '12345', password_confirmation: '12345' });
    expect(short.body.errors).toEqual({ password: ['The new password must be at least 6 characters.'], password_confirmation: ['The confirm password must be at least 6 characters.'] });
    const mismatch = await send({ current_password: me.password, password: 'second-pass', password_confirmation: 'second-pasS' });
    expect(mismatch.body.errors).toEqual({ password: ['The password field confirmation does not match.'] });
    const missing = await send({});
    expect(missing.body.errors).toEqual({
      current_password: ['The current password field is required.'],
      password: ['The new password field is required.'],
      password_confirmation: ['The confirm password field is required.'],
    });
    expect((await send({ current_password: '12345', password: 'second-pass', password_confirmation: 'second-pass' })).body.errors).toEqual({
      current_password: ['The current password must be at least 6 characters.'],
    });
    const arabic = await call('/change-password', { method: 'POST', headers: bearer(me.token), locale: 'ar', json: { current_password: 'not-it', password: 'second-pass', password_confirmation: 'second-pass' } });
    expect(arabic.body.errors).toEqual({ current_password: ['كلمة المرور الحالية غير صحيحة.'] });
    // Nothing changed: the first password still signs in.
    expect((await login(me.email, me.password)).status).toBe(200);
  });

  it('changes the password, keeps this session and signs out every other one', async () => {
    const me = await signUp();
    const other = (await login(me.email, me.password)).body.data.access.token;
    expect((await call('/profile', { headers: bearer(other) })).status).toBe(200);
    const answer = await call('/change-password', { method: 'POST', headers: bearer(me.token), json: { current_password: me.password, password: 'second-pass', password_confirmation: 'second-pass' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Password changed successfully' });
    expect((await call('/profile', { headers: bearer(me.token) })).status).toBe(200);
    expect((await call('/profile', { headers: bearer(other) })).status).toBe(401);
    expect((await login(me.email, me.password)).status).toBe(400);
    expect((await login(me.email, 'second-pass')).status).toBe(200);
  });

  it('limits attempts per shopper', async () => {
    const me = await signUp();
    const send = () => call('/change-password', { method: 'POST', headers: bearer(me.token), json: { current_password: 'guessing', password: 'second-pass', password_confirmation: 'second-pass' } });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await send()).status).toBe(422);
    const blocked = await send();
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many password attempts/);
  });
});
