// Contract checks of the chat calls: the client's own schemas parse what the built-in backend
// answers, and accept the shapes an upstream backend may send.
import { and, eq } from 'drizzle-orm';
import { app } from '@/server/app';
import * as s from '@/server/db/schema';
import { issueToken } from '@/server/services/accounts';
import { issueShopToken } from '@/server/services/seller';
import { startTestShop, type TestShop } from '@/server/test/test-app';
import type { Api } from './client';
import { ApiError } from './core';
import { chatSchema, inboxEntrySchema } from './schemas/chat';
import { inProcessApi } from '@/server/test/in-process-api';

// The realtime server is not part of the contract: the publisher is replaced by a spy.
jest.mock('@/server/realtime/publish', () => ({ publish: jest.fn(async () => undefined) }));

jest.setTimeout(60_000);

let shop: TestShop;
let shopper: Api;
let arabic: Api;
let productId: number;
const clientFor = (locale: string, token?: string): Api =>
  inProcessApi({ locale, token });

beforeAll(async () => {
  shop = await startTestShop();
  const token = (await issueToken(shop.handle.db, 4)).token;
  shopper = clientFor('en', token);
  arabic = clientFor('ar', token);
  [{ id: productId }] = await shop.handle.db.select({ id: s.products.id }).from(s.products).where(and(eq(s.products.shopId, 2), eq(s.products.isActive, true))).limit(1);
});
afterAll(() => shop.close());

describe('chat calls', () => {
  it('POST /store-message, POST /send-message, GET /get-message and GET get-shops read into their schemas', async () => {
    expect((await shopper.storeMessage({ shop_id: 2, user_id: 4, product_id: productId })).message).toBe('success');
    const sent = await shopper.sendMessage({ shop_id: 2, message: 'Does it come with a warranty?' });
    expect(sent.data.data).toMatchObject({ shop: { id: 2, name: 'Urban Threads' }, user: { id: 4 }, type: 'user', message: 'Does it come with a warranty?', product: null, is_seen: false });

    const page = await shopper.chatMessages({ shop_id: 2, page: 1, per_page: 20 });
    expect(page.total).toBe(2);
    expect(page.data.map((chat) => chat.message)).toEqual(['Does it come with a warranty?', null]);
    expect(page.data[1].product).toMatchObject({ id: productId, price: expect.any(Number), total_reviews: expect.any(String) });

    const inbox = await arabic.chatShops({ page: 1, per_page: 20 });
    expect(inbox.total).toBe(1);
    expect(inbox.data[0]).toMatchObject({ shop: { id: 2, name: 'أربن ثريدز' }, last_message: 'Does it come with a warranty?', unread_message_shop: 0, unread_message_user: 2 });
    expect(inbox.data[0].last_message_time).toMatch(/^قبل /);
  });

  it('GET /unread-messages counts the shop’s replies, and nothing without a token', async () => {
    await shopper.storeMessage({ shop_id: 3 });
    const { token } = await issueShopToken(shop.handle.db, 3);
    const reply = await app.fetch(
      new Request('http://shop.test/api/seller/send-message', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ user_id: 4, message: 'Thanks for writing!' }),
      }),
    );
    expect(reply.status).toBe(200);
    expect(await shopper.unreadMessages(4)).toEqual({ unread_messages: 1 });
    expect(await clientFor('en').unreadMessages(4)).toEqual({ unread_messages: 0 });
  });

  it('POST /update-last-seen answers 204 without a body, and 401 without a token', async () => {
    await expect(shopper.updateLastSeen()).resolves.toMatchObject({ message: '' });
    await expect(clientFor('en').updateLastSeen()).rejects.toMatchObject({ status: 401 });
  });

  it('surfaces "not connected" and field errors as ApiError', async () => {
    const notConnected = await shopper.sendMessage({ shop_id: 5, message: 'Hello' }).catch((error: unknown) => error);
    expect(notConnected).toBeInstanceOf(ApiError);
    expect(notConnected).toMatchObject({ status: 404, message: 'your account is not connected with this shop' });
    const empty = await shopper.sendMessage({ shop_id: 2, message: ' ' }).catch((error: unknown) => error);
    expect((empty as ApiError).fieldError('message')).toBe('The message field is required.');
    const guest = await clientFor('en').chatShops().catch((error: unknown) => error);
    expect((guest as ApiError).status).toBe(401);
  });
});

describe('upstream shapes', () => {
  it('reads a Chat with shop_* names, numbers as text and 0/1 flags', () => {
    const chat = chatSchema.parse({
      id: '12',
      shop: { shop_id: 3, shop_name: 'Casa', shop_logo: '/storage/logo.png' },
      user: { id: 4, name: 'Ann', profile_photo: null, email: 'ann@example.com' },
      product: { id: 9, name: 'Lamp', thumbnail: '/storage/lamp.png', price: '25.00', discount_price: null, rating: '4.5', total_reviews: 12 },
      type: 'admin',
      message: null,
      is_seen: 1,
      created_at: '2024-05-01T10:00:00.000000Z',
      shop_active_status: 0,
      user_active_status: '1',
    });
    expect(chat).toEqual({
      id: 12,
      shop: { id: 3, name: 'Casa', logo: '/storage/logo.png' },
      user: { id: 4, name: 'Ann', profile_photo: null },
      product: { id: 9, name: 'Lamp', thumbnail: '/storage/lamp.png', price: 25, discount_price: 0, rating: 4.5, total_reviews: '12' },
      type: 'shop',
      message: null,
      is_seen: true,
      created_at: '2024-05-01T10:00:00.000000Z',
      shop_active_status: false,
      user_active_status: true,
    });
  });

  it('reads an inbox entry with counts as text and refuses one whose shop has no id', () => {
    const entry = inboxEntrySchema.parse({
      id: 1,
      shop: { id: 2, name: 'Urban', logo: null, rating: '4.0', last_online: 1 },
      user: null,
      product: null,
      last_message: 'Hi',
      last_message_time: '5 minutes ago',
      is_read: 0,
      unread_message_user: '0',
      unread_message_shop: '3',
    });
    expect(entry).toMatchObject({ shop: { id: 2, name: 'Urban', logo: null, rating: 4, last_online: true }, unread_message_shop: 3, unread_message_user: 0, is_read: false });
    expect(inboxEntrySchema.safeParse({ id: 1, shop: { name: 'No id' }, last_message: null, last_message_time: null }).success).toBe(false);
  });
});
