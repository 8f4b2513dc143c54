import { eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { call, shopForTests, type Envelope, type ErrorBody, type TestShop } from '@/server/test/test-app';

jest.setTimeout(60_000);

let shop: TestShop;
shopForTests((started) => (shop = started));

let ip = 0;
/** Each test its own client address, so one test's applications do not count against another's. */
const from = () => ({ 'X-Forwarded-For': `198.51.100.${++ip}` });
let serial = 0;
const application = () => {
  serial += 1;
  return {
    first_name: 'Nadia',
    last_name: 'Haddad',
    phone: `+1 555 010 ${String(1000 + serial)}`,
    email: `seller-${serial}@example.com`,
    password: 'secret-123',
    password_confirmation: 'secret-123',
    shop_name: `Nadia's Lamps ${serial}`,
    description: 'Hand-made lamps.',
  };
};
const apply = <T = ErrorBody>(json: unknown, headers: Record<string, string> = from(), locale?: string) =>
  call<T>('/seller/registration', { method: 'POST', json, headers, locale });

interface Applied {
  user: { name: string; email: string; phone: string };
  shop: { id: number; name: string; status: string };
}

describe('POST /seller/registration', () => {
  it('creates a shop that waits for approval: not listed, and its owner cannot sign in yet', async () => {
    const form = application();
    const answer = await apply<Envelope<Applied>>(form);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Your profile is under review');
    expect(answer.body.data).toMatchObject({ user: { name: 'Nadia Haddad', email: form.email }, shop: { name: form.shop_name, status: 'pending' } });
    const [stored] = await shop.handle.db.select().from(s.shops).where(eq(s.shops.id, answer.body.data.shop.id));
    expect(stored).toMatchObject({ isActive: false, ownerName: 'Nadia Haddad', ownerEmail: form.email, shortDescription: 'Hand-made lamps.' });
    expect(stored.ownerPasswordHash).not.toContain('secret-123');
    const listed = await call<Envelope<{ shops: { id: number }[] }>>('/shops?per_page=100');
    expect(listed.body.data.shops.map((one) => one.id)).not.toContain(stored.id);
    const login = await call('/seller/login', { method: 'POST', json: { email: form.email, password: form.password }, headers: from() });
    expect(login.body).toEqual({ message: 'Your shop is inactive.' });
  });

  it('refuses an email or phone that already has a shop, in either case', async () => {
    const first = application();
    expect((await apply(first)).status).toBe(200);
    const sameEmail = await apply({ ...application(), email: first.email.toUpperCase() });
    expect(sameEmail.status).toBe(422);
    expect(sameEmail.body.errors).toEqual({ email: ['The email has already been taken.'] });
    const samePhone = await apply({ ...application(), phone: first.phone });
    expect(samePhone.body.errors).toEqual({ phone: ['The phone has already been taken.'] });
  });

  it('says what is wrong with each field, and keeps a bad form from creating anything', async () => {
    const before = (await shop.handle.db.select({ id: s.shops.id }).from(s.shops)).length;
    const answer = await apply({ ...application(), first_name: ' ', email: 'not-an-email', password: '123', password_confirmation: '124', shop_name: '', phone: '12' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['email', 'first_name', 'password', 'shop_name']);
    const mismatch = await apply({ ...application(), password_confirmation: 'secret-124', phone: '12' });
    expect(mismatch.body.errors).toEqual({ password: ['The password field confirmation does not match.'], phone: ['The phone field must be between 9 and 16 digits.'] });
    const control = await apply({ ...application(), shop_name: 'Lamps\u0000' });
    expect(control.status).toBe(422);
    expect((await shop.handle.db.select({ id: s.shops.id }).from(s.shops)).length).toBe(before);
  });

  it('answers in Arabic for an Arabic page', async () => {
    const answer = await apply<Envelope<Applied>>(application(), from(), 'ar');
    expect(answer.body.message).toBe('طلبك قيد المراجعة');
    const missing = await apply({ ...application(), shop_name: '' }, from(), 'ar');
    expect(missing.body.errors).toEqual({ shop_name: ['حقل اسم المتجر مطلوب.'] });
  });

  it('limits applications from one address to five in ten minutes', async () => {
    const address = from();
    for (let n = 0; n < 5; n += 1) expect((await apply(application(), address)).status).toBe(200);
    const blocked = await apply(application(), address);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many applications\. Please try again in \d+ minutes?\.$/);
  });
});
