import { eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { issueToken } from '@/server/services/accounts';
import { Invalid } from '@/server/services/errors';
import { issueShopToken } from '@/server/services/seller';
import { saveUpload, signedUploadUrl, sniffType } from '@/server/services/uploads';
import { call, shopForTests, type TestShop } from '@/server/test/test-app';

jest.setTimeout(60_000);

let shop: TestShop;
shopForTests((started) => (shop = started));

const get = (path: string, token?: string) => call<unknown>(path.replace(/^\/api/, ''), { headers: token ? { Authorization: `Bearer ${token}` } : {} });

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2a3a8f00000000049454e44ae426082', 'hex');

describe('uploads', () => {
  it('keeps an image and serves it back with its real type, to its owner only and never to a shared cache', async () => {
    const [user] = await shop.handle.db.select({ id: s.users.id }).from(s.users).limit(1);
    const path = await saveUpload(shop.handle.db, { userId: user.id, purpose: 'profile_photo', field: 'profile_photo', file: new File([png], 'me.png', { type: 'image/png' }) });
    expect(path).toMatch(/^\/api\/uploads\/[\w-]+$/);
    const answer = await get(path, (await issueToken(shop.handle.db, user.id)).token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toMatch(/^private\b/);
    expect(answer.headers.get('cache-control')).not.toContain('public');
  });

  it('answers another shopper, a signed-out request and an unconcerned shop exactly as for a file that does not exist', async () => {
    const db = shop.handle.db;
    const path = await saveUpload(db, { userId: 2, purpose: 'ticket', field: 'attachments', file: new File([png], 'receipt.png') });
    expect((await get(path, (await issueToken(db, 2)).token)).status).toBe(200);
    const missing = await get('/api/uploads/aaaaaaaaaaaaaaaaaaaaaaaa', (await issueToken(db, 2)).token);
    for (const token of [(await issueToken(db, 3)).token, undefined, 'not-a-token', (await issueShopToken(db, 1)).token]) {
      const answer = await get(path, token);
      expect({ status: answer.status, body: answer.body }).toEqual({ status: missing.status, body: missing.body });
    }
    expect(missing.status).toBe(404);
  });

  it('shows a return’s photos to the shop of the returned order, and a profile photo to the shops the shopper chats with', async () => {
    const db = shop.handle.db;
    const [order] = await db.select({ id: s.orders.id, shopId: s.orders.shopId, userId: s.orders.userId }).from(s.orders).limit(1);
    const photo = await saveUpload(db, { userId: order.userId, purpose: 'return', field: 'attachments.0', file: new File([png], 'scratch.png') });
    const [entry] = await db
      .insert(s.returnOrders)
      .values({ orderId: order.id, userId: order.userId, reason: 'Scratched', amount: 100, quantity: 1, returnAddress: 'Here', attachments: [photo] })
      .returning({ id: s.returnOrders.id });
    const otherShop = order.shopId === 1 ? 2 : 1;
    try {
      expect((await get(photo, (await issueShopToken(db, order.shopId)).token)).status).toBe(200);
      expect((await get(photo, (await issueShopToken(db, otherShop)).token)).status).toBe(404);
    } finally {
      await db.delete(s.returnOrders).where(eq(s.returnOrders.id, entry.id));
    }

    const face = await saveUpload(db, { userId: 4, purpose: 'profile_photo', field: 'profile_photo', file: new File([png], 'me.png') });
    expect((await get(face, (await issueShopToken(db, 2)).token)).status).toBe(404);
    await db.insert(s.chatConnections).values({ userId: 4, shopId: 2 }).onConflictDoNothing();
    expect((await get(face, (await issueShopToken(db, 2)).token)).status).toBe(200);
    expect((await get(face, (await issueShopToken(db, 3)).token)).status).toBe(404);
  });

  it('serves a file to whoever holds the signed link the owner’s answers carry, until it expires', async () => {
    const db = shop.handle.db;
    const path = await saveUpload(db, { userId: 2, purpose: 'return', field: 'attachments.0', file: new File([png], 'box.png') });
    const link = signedUploadUrl(path);
    expect(link).toMatch(/^\/api\/uploads\/[\w-]+\?expires=\d+&sig=[\w-]+$/);
    const expires = Number(new URL(link, 'http://shop.test').searchParams.get('expires')) * 1000;
    // Good for the rest of today and all of tomorrow, and the same link all day.
    expect(expires - Date.now()).toBeGreaterThan(86_400_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(2 * 86_400_000);
    expect(signedUploadUrl(path, Date.now() + 1)).toBe(link);
    const served = await get(link);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toMatch(/^private\b/);

    const other = await saveUpload(db, { userId: 2, purpose: 'return', field: 'attachments.0', file: new File([png], 'other.png') });
    const [, query] = link.split('?');
    const stale = signedUploadUrl(path, Date.now() - 3 * 86_400_000);
    for (const refused of [`${other}?${query}`, link.replace(/sig=.{4}/, 'sig=AAAA'), link.replace(/expires=\d+/, `expires=${expires / 1000 + 86_400}`), stale, path]) {
      expect([refused, (await get(refused)).status]).toEqual([refused, 404]);
    }
    // Media of the shop and missing photos are left as they are.
    expect(signedUploadUrl('/media/products/1.webp')).toBe('/media/products/1.webp');
    expect(signedUploadUrl(null)).toBeNull();
  });

  it('refuses a file whose bytes are not an accepted kind, whatever its name says', async () => {
    const [user] = await shop.handle.db.select({ id: s.users.id }).from(s.users).limit(1);
    const fake = new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' });
    const refusal = saveUpload(shop.handle.db, { userId: user.id, purpose: 'profile_photo', field: 'profile_photo', file: fake });
    await expect(refusal).rejects.toBeInstanceOf(Invalid);
    await expect(refusal).rejects.toMatchObject({ errors: { profile_photo: ['The profile photo must be an image.'] } });
    expect(sniffType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    const pdf = new File(['%PDF-1.7 ...'], 'doc.pdf');
    await expect(saveUpload(shop.handle.db, { userId: user.id, purpose: 'profile_photo', field: 'profile_photo', file: pdf })).rejects.toBeInstanceOf(Invalid);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call('/uploads/aaaaaaaaaaaaaaaaaaaaaaaa')).status).toBe(404);
    expect((await call('/uploads/..%2F..%2Fetc')).status).toBe(404);
  });
});
