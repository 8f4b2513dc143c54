import * as s from '@/server/db/schema';
import { saveUpload, sniffType } from '@/server/services/uploads';
import { call, startTestShop, type TestShop } from '@/server/test/test-app';

jest.setTimeout(60_000);

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2a3a8f00000000049454e44ae426082', 'hex');

describe('uploads', () => {
  it('keeps an image and serves it back with its real type', async () => {
    const [user] = await shop.handle.db.select({ id: s.users.id }).from(s.users).limit(1);
    const path = await saveUpload(shop.handle.db, { userId: user.id, purpose: 'profile_photo', field: 'profile_photo', file: new File([png], 'me.png', { type: 'image/png' }) });
    expect(path).toMatch(/^\/api\/uploads\/[\w-]+$/);
    const answer = await call<string>(path.replace(/^\/api/, ''));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a file whose bytes are not an accepted kind, whatever its name says', async () => {
    const [user] = await shop.handle.db.select({ id: s.users.id }).from(s.users).limit(1);
    const fake = new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' });
    await expect(saveUpload(shop.handle.db, { userId: user.id, purpose: 'profile_photo', field: 'profile_photo', file: fake })).rejects.toMatchObject({
      status: 422,
      errors: { profile_photo: ['The profile photo field must be a file of type: jpeg, png, gif, webp.'] },
    });
    expect(sniffType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    const pdf = new File(['%PDF-1.7 ...'], 'doc.pdf');
    await expect(saveUpload(shop.handle.db, { userId: user.id, purpose: 'profile_photo', field: 'profile_photo', file: pdf })).rejects.toMatchObject({ status: 422 });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call('/uploads/aaaaaaaaaaaaaaaaaaaaaaaa')).status).toBe(404);
    expect((await call('/uploads/..%2F..%2Fetc')).status).toBe(404);
  });
});
