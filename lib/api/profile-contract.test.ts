// Contract tests of the shopper's own calls: profile, password, addresses, wishlist, recently
// viewed and one-time codes, each answer of the built-in backend parsed by the client's schemas.
import { app } from '@/server/app';
import { startTestShop, type TestShop } from '@/server/test/test-app';
import type { Api } from './client';
import { ApiError } from './core';
import { inProcessApi } from '@/server/test/in-process-api';

jest.setTimeout(60_000);

let shop: TestShop;
let shopperCount = 0;
const seen: Request[] = [];

function clientFor(token?: string, locale = 'en'): Api {
  shopperCount += 1;
  const address = `100.64.0.${shopperCount}`;
  return inProcessApi({ token, locale, forwardedFor: address, seen });
}

/** A fresh shopper and a client signed in as them. */
async function shopper(): Promise<{ api: Api; email: string; phone: string }> {
  const n = shopperCount + 1;
  const email = `contract-${n}@example.com`;
  const phone = `31255501${String(n).padStart(2, '0')}`;
  const response = await app.fetch(
    new Request('http://shop.test/api/registration', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': `100.65.0.${n}` },
      body: JSON.stringify({ name: 'Contract Shopper', email, phone, password: 'secret-pass' }),
    }),
  );
  const body = (await response.json()) as { data: { access: { token: string } } };
  return { api: clientFor(body.data.access.token), email, phone };
}

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2a3a8f00000000049454e44ae426082', 'hex');

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('profile calls', () => {
  it('updateProfile sends JSON or multipart and parses data.user', async () => {
    const { api, email, phone } = await shopper();
    const json = await api.updateProfile({ name: 'Grace', email, phone, gender: 'female', date_of_birth: '1990-01-02', country: 'Canada', phone_code: '+1' });
    expect(json.message).toBe('Profile updated successfully');
    expect(json.data.user).toMatchObject({ name: 'Grace', gender: 'female', date_of_birth: '1990-01-02', country: 'Canada' });

    const form = new FormData();
    form.set('name', 'Grace Hopper');
    form.set('email', email);
    form.set('phone', phone);
    form.set('profile_photo', new File([png], 'me.png', { type: 'image/png' }));
    seen.length = 0;
    const multipart = await api.updateProfile(form);
    expect(seen[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.data.user.profile_photo).toMatch(/^\/api\/uploads\//);
    expect((await api.profile()).user.name).toBe('Grace Hopper');
  });

  it('updateProfile errors carry the field messages', async () => {
    const { api } = await shopper();
    const error = await api.updateProfile({ name: '', email: 'customer@example.com', phone: '1' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).fieldError('name')).toBe('The name field is required.');
  });

  it('changePassword answers a message and no data; a wrong current password is a field error', async () => {
    const { api } = await shopper();
    const wrong = await api.changePassword({ current_password: 'nope-nope', password: 'new-secret', password_confirmation: 'new-secret' }).catch((caught: unknown) => caught);
    expect((wrong as ApiError).fieldError('current_password')).toBe('Current password does not match');
    const answer = await api.changePassword({ current_password: 'secret-pass', password: 'new-secret', password_confirmation: 'new-secret' });
    expect(answer.message).toBe('Password changed successfully');
  });
});

describe('address calls', () => {
  const input = { name: 'Ada', phone: '4155550100', address_type: 'office' as const, area: 'Soho', flat_no: '4', address_line: '1 Main St', address_line2: '', post_code: '10001', is_default: false, latitude: 40.7128, longitude: -74.006 };

  it('store, list, update and delete parse the Address shape', async () => {
    const { api } = await shopper();
    const stored = await api.storeAddress(input);
    expect(stored.data.address).toEqual({ id: expect.any(Number), ...input, address_line2: null, country: 'US', region: null, is_default: true });
    const second = (await api.storeAddress({ ...input, address_line: '2 Side St', latitude: null, longitude: null })).data.address;
    expect(second).toMatchObject({ is_default: false, latitude: null, longitude: null });
    const listed = await api.addresses();
    expect(listed.total).toBe(2);
    expect(listed.addresses.map((address) => address.id)).toEqual([stored.data.address.id, second.id]);
    const updated = await api.updateAddress(second.id, { is_default: true });
    expect(updated.data.address).toEqual({ ...second, is_default: true });
    expect((await api.deleteAddress(stored.data.address.id)).message).toBe('address deleted successfully');
    expect((await api.addresses()).addresses).toEqual([{ ...second, is_default: true }]);
  });

  it("another shopper's address is a 404", async () => {
    const { api: owner } = await shopper();
    const { api: stranger } = await shopper();
    const address = (await owner.storeAddress(input)).data.address;
    await expect(stranger.updateAddress(address.id, { name: 'x' })).rejects.toMatchObject({ status: 404 });
    await expect(stranger.deleteAddress(address.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('wishlist calls', () => {
  it('toggleFavorite and favoriteProducts parse product cards', async () => {
    const { api } = await shopper();
    const [first] = (await clientFor().products({ page: 1, per_page: 1 })).products;
    const added = await api.toggleFavorite(first.id);
    expect(added.data.product).toMatchObject({ id: first.id, is_favorite: true });
    const list = await api.favoriteProducts();
    expect(list.products).toEqual([{ ...first, is_favorite: true }]);
    expect((await api.productDetails(first.id)).product.is_favorite).toBe(true);
    const removed = await api.toggleFavorite(first.id);
    expect(removed.data.product.is_favorite).toBe(false);
    expect((await api.favoriteProducts()).products).toEqual([]);
  });

  it('calls without a token are refused with 401', async () => {
    await expect(clientFor().favoriteProducts()).rejects.toMatchObject({ status: 401 });
    await expect(clientFor().addresses()).rejects.toMatchObject({ status: 401 });
  });
});

describe('recently viewed calls', () => {
  it('recordView answers nothing and the product heads recentlyViews', async () => {
    const { api } = await shopper();
    const [first, second] = (await clientFor().products({ page: 1, per_page: 2 })).products;
    for (const product of [first, second]) await api.recordView(product.id);
    expect((await api.recentlyViews({ page: 1, per_page: 10 })).products.map((product) => product.id)).toEqual([second.id, first.id]);
  });
});

describe('one-time code calls', () => {
  it('sendOtp, verifyOtp and resetPassword parse their answers', async () => {
    const { email } = await shopper();
    const api = clientFor();
    const sent = await api.sendOtp({ phone: email, forgot_password: 1 });
    expect(sent.message).toBe('OTP sent to your email');
    expect(sent.data).toMatchObject({ email_or_phone: email });
    // The code comes back in the answer only in the local demo; the test shop is one.
    const code = String(sent.data.otp);
    const verified = await api.verifyOtp({ phone: email, otp: code });
    expect(verified.data.token).toEqual(expect.any(String));
    const reset = await api.resetPassword({ token: verified.data.token, password: 'fresh-secret', password_confirmation: 'fresh-secret' });
    expect(reset.message).toBe('Password reset successfully');
  });

  it('a wrong code is refused', async () => {
    const { email } = await shopper();
    await expect(clientFor().verifyOtp({ phone: email, otp: '0000' })).rejects.toBeInstanceOf(ApiError);
  });
});
