import * as s from '@/server/db/schema';
import { call, shopForTests, type Envelope, type ErrorBody, type TestShop } from '@/server/test/test-app';
import type { Address } from '@/lib/api/schemas/profile';

jest.setTimeout(60_000);

let shop: TestShop;
shopForTests((started) => (shop = started));


let ip = 0;
const from = () => ({ 'X-Forwarded-For': `203.0.113.${++ip}` });
let seq = 0;

async function signUp() {
  seq += 1;
  const body = { name: `Shopper ${seq}`, email: `addresses-${seq}@example.com`, phone: `61255501${String(seq).padStart(2, '0')}`, password: 'secret-pass' };
  const answer = await call<Envelope<{ access: { token: string } }>>('/registration', { method: 'POST', json: body, headers: from() });
  expect(answer.status).toBe(200);
  return answer.body.data.access.token;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const home = { name: 'Ada Lovelace', phone: '+1 415 555 0100', address_type: 'home', area: 'Marylebone', flat_no: '12', address_line: '12 St James Square', address_line2: 'Floor 2', post_code: 'SW1Y 4JH', latitude: 51.5074, longitude: -0.1278 };

const list = async (token: string) => (await call<Envelope<{ total: number; addresses: Address[] }>>('/addresses', { headers: auth(token) })).body.data;
const store = (token: string, json: Record<string, unknown>) => call<Envelope<{ address: Address }> & ErrorBody>('/address/store', { method: 'POST', headers: auth(token), json });
const update = (token: string, id: number, json: Record<string, unknown>) => call<Envelope<{ address: Address }> & ErrorBody>(`/address/${id}/update`, { method: 'POST', headers: auth(token), json });
const remove = (token: string, id: number) => call(`/address/${id}/delete`, { method: 'DELETE', headers: auth(token) });
const defaults = (addresses: Address[]) => addresses.filter((address) => address.is_default).map((address) => address.id);

describe('addresses', () => {
  it('every call needs a token', async () => {
    expect((await call('/addresses')).status).toBe(401);
    expect((await call('/address/store', { method: 'POST', json: home })).status).toBe(401);
    expect((await call('/address/1/update', { method: 'POST', json: home })).status).toBe(401);
    expect((await call('/address/1/delete', { method: 'DELETE' })).status).toBe(401);
  });

  it('a new shopper has none; the first saved becomes the default, with every field kept', async () => {
    const token = await signUp();
    expect(await list(token)).toEqual({ total: 0, addresses: [] });
    const first = await store(token, { ...home, is_default: false });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('address created successfully');
    // No country sent: the shop's default country (SHOP_COUNTRIES' first, US here).
    expect(first.body.data.address).toEqual({ id: expect.any(Number), ...home, country: 'US', region: null, is_default: true });
    expect(await list(token)).toEqual({ total: 1, addresses: [first.body.data.address] });
  });

  it('keeps a country (ISO 3166-1, upper case) and a region, and refuses a country that is none', async () => {
    const token = await signUp();
    const saved = await store(token, { ...home, country: 'ae', region: ' DU ' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.address).toMatchObject({ country: 'AE', region: 'DU' });
    const id = saved.body.data.address.id;
    // A part of the address keeps the rest: the country stays when only the region changes.
    expect((await update(token, id, { region: '' })).body.data.address).toMatchObject({ country: 'AE', region: null });
    expect((await update(token, id, { country: 'GB' })).body.data.address).toMatchObject({ country: 'GB', region: null });
    for (const country of ['XX', 'USA', 'EU', 7, ['US']]) {
      const refused = await store(token, { ...home, country });
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.country).toEqual(['The selected country is invalid.']);
      expect((await update(token, id, { country })).status).toBe(422);
    }
    expect((await list(token)).addresses.map((address) => address.country)).toEqual(['GB']);
  });

  it('keeps exactly one default: choosing another moves it, and it cannot be switched off alone', async () => {
    const token = await signUp();
    const a = (await store(token, home)).body.data.address;
    const b = (await store(token, { ...home, address_type: 'office', address_line: '1 Office Road', is_default: 0 })).body.data.address;
    expect(b.is_default).toBe(false);
    expect(defaults((await list(token)).addresses)).toEqual([a.id]);

    const c = (await store(token, { ...home, address_type: 'other', address_line: '3 Other Lane', is_default: '1' })).body.data.address;
    expect(c.is_default).toBe(true);
    expect(defaults((await list(token)).addresses)).toEqual([c.id]);

    // "Set default" from the list sends the flag alone; nothing else changes.
    const moved = await update(token, b.id, { is_default: true });
    expect(moved.body.data.address).toEqual({ ...b, is_default: true });
    expect(defaults((await list(token)).addresses)).toEqual([b.id]);

    const off = await update(token, b.id, { is_default: false });
    expect(off.body.data.address.is_default).toBe(true);
    expect(defaults((await list(token)).addresses)).toEqual([b.id]);
  });

  it('updates the fields sent and keeps the others', async () => {
    const token = await signUp();
    const a = (await store(token, home)).body.data.address;
    const changed = await update(token, a.id, { name: 'Ada King', address_type: 'Office', area: '', latitude: '' });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('address updated successfully');
    expect(changed.body.data.address).toEqual({ ...a, name: 'Ada King', address_type: 'office', area: null, latitude: null });
    expect((await list(token)).addresses).toEqual([changed.body.data.address]);
  });

  it('ignores keys an update names after Object.prototype members instead of failing', async () => {
    const token = await signUp();
    const a = (await store(token, home)).body.data.address;
    const changed = await update(token, a.id, JSON.parse('{"name":"Ada King","constructor":1,"__proto__":{"x":1},"toString":"x"}'));
    expect(changed.status).toBe(200);
    expect(changed.body.data.address.name).toBe('Ada King');
  });

  it('accepts form data, where flags and numbers arrive as text', async () => {
    const token = await signUp();
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...home, is_default: 'on' })) form.set(key, String(value));
    const answer = await call<Envelope<{ address: Address }>>('/address/store', { method: 'POST', headers: auth(token), body: form });
    expect(answer.status).toBe(200);
    expect(answer.body.data.address).toMatchObject({ latitude: 51.5074, longitude: -0.1278, is_default: true, post_code: 'SW1Y 4JH' });
  });

  it('validates with a message under each field', async () => {
    const token = await signUp();
    const missing = await store(token, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({
      name: ['The name field is required.'],
      phone: ['The phone field is required.'],
      address_line: ['The address line field is required.'],
    });
    expect(missing.body.message).toBe('The name field is required. (and 2 more errors)');
    const first = (answer: { body: ErrorBody }, field: string) => answer.body.errors?.[field]?.[0];
    expect(first(await store(token, { ...home, address_type: 'castle' }), 'address_type')).toBe('The selected address type is invalid.');
    // The original's min_digits and max_digits rules, in Laravel's words.
    expect(first(await store(token, { ...home, phone: '123' }), 'phone')).toBe('The phone field must have at least 9 digits.');
    expect(first(await store(token, { ...home, phone: '1'.repeat(17) }), 'phone')).toBe('The phone field must not have more than 16 digits.');
    expect(first(await store(token, { ...home, address_line: 'x'.repeat(256) }), 'address_line')).toBe('The address line field must not be greater than 255 characters.');
    expect(first(await store(token, { ...home, phone: 'not a phone' }), 'phone')).toBe('The phone field must contain digits only.');
    expect(first(await store(token, { ...home, latitude: 91 }), 'latitude')).toBe('The latitude field must not be greater than 90.');
    expect(first(await store(token, { ...home, longitude: 'east' }), 'longitude')).toBe('The longitude field must be a number.');
    expect(first(await store(token, { ...home, post_code: 'x'.repeat(256) }), 'post_code')).toBe('The post code field must not be greater than 255 characters.');
    expect((await list(token)).total).toBe(0);

    const a = (await store(token, home)).body.data.address;
    const blank = await update(token, a.id, { name: '  ', address_line: '' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ name: ['The name field is required.'], address_line: ['The address line field is required.'] });
    expect((await list(token)).addresses).toEqual([a]);
    expect((await update(token, 0, home)).status).toBe(422);
    expect((await call('/address/abc/update', { method: 'POST', headers: auth(token), json: home })).status).toBe(422);
  });

  it("one shopper can neither see, change nor delete another's address", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const bobs = (await store(bob, { ...home, name: 'Bob' })).body.data.address;
    expect((await list(alice)).addresses).toEqual([]);

    const changed = await update(alice, bobs.id, { name: 'Hijacked', is_default: true });
    expect(changed.status).toBe(404);
    expect(changed.body).toEqual({ message: 'Address not found' });
    const deleted = await remove(alice, bobs.id);
    expect(deleted.status).toBe(404);

    expect((await list(bob)).addresses).toEqual([bobs]);
    // Alice's own default is not disturbed by Bob's either.
    const alices = (await store(alice, home)).body.data.address;
    expect((await update(bob, alices.id, { is_default: true })).status).toBe(404);
    expect(defaults((await list(alice)).addresses)).toEqual([alices.id]);
    expect(defaults((await list(bob)).addresses)).toEqual([bobs.id]);
  });

  it('deleting the default hands it to the newest address left; unknown ids are 404', async () => {
    const token = await signUp();
    const a = (await store(token, home)).body.data.address;
    const b = (await store(token, { ...home, address_line: 'B street' })).body.data.address;
    const c = (await store(token, { ...home, address_line: 'C street' })).body.data.address;
    const answer = await remove(token, a.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'address deleted successfully' });
    const after = (await list(token)).addresses;
    expect(after.map((address) => address.id)).toEqual([b.id, c.id]);
    expect(defaults(after)).toEqual([c.id]);

    expect((await remove(token, b.id)).status).toBe(200);
    expect(defaults((await list(token)).addresses)).toEqual([c.id]);
    expect((await remove(token, c.id)).status).toBe(200);
    expect(await list(token)).toEqual({ total: 0, addresses: [] });
    expect((await remove(token, c.id)).status).toBe(404);
  });

  it('refuses to delete an address an order was sent to', async () => {
    const token = await signUp();
    const used = (await store(token, home)).body.data.address;
    const free = (await store(token, { ...home, address_line: 'Never used' })).body.data.address;
    const me = (await call<Envelope<{ user: { id: number } }>>('/profile', { headers: auth(token) })).body.data.user;
    const [aShop] = await shop.handle.db.select({ id: s.shops.id }).from(s.shops).limit(1);
    await shop.handle.db.insert(s.orders).values({
      userId: me.id,
      shopId: aShop.id,
      orderCode: `#RC9${used.id}`,
      address: used,
      quantity: 1,
      totalAmount: 1000,
      payableAmount: 1000,
      paymentMethod: 'cash',
    });
    const refused = await remove(token, used.id);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: 'address can not be deleted because it has orders' });
    expect((await list(token)).total).toBe(2);
    expect((await remove(token, free.id)).status).toBe(200);
  });
});
