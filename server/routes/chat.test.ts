import { and, eq } from 'drizzle-orm';
import { app } from '@/server/app';
import * as s from '@/server/db/schema';
import { publish } from '@/server/realtime/publish';
import { issueToken } from '@/server/services/accounts';
import { issueShopToken } from '@/server/services/seller';
import { call, startTestShop, type Envelope, type ErrorBody, type TestShop } from '@/server/test/test-app';

// What is published is asserted on the publisher's interface; the realtime server is not part of
// these tests.
jest.mock('@/server/realtime/publish', () => ({ publish: jest.fn(async () => undefined) }));
const published = publish as jest.MockedFunction<typeof publish>;

jest.setTimeout(60_000);

let shop: TestShop;
/** Tokens of the demo customer (user 1) and of users 2 to 7, each test using its own people. */
let tokens: Record<number, string>;
/** An active product of shop 1, of shop 2, and a product of shop 1 made inactive. */
let productOfShop1: number;
let productOfShop2: number;

beforeAll(async () => {
  shop = await startTestShop();
  const db = shop.handle.db;
  tokens = Object.fromEntries(await Promise.all([1, 2, 3, 4, 5, 6, 7].map(async (id) => [id, (await issueToken(db, id)).token])));
  [{ id: productOfShop1 }] = await db.select({ id: s.products.id }).from(s.products).where(and(eq(s.products.shopId, 1), eq(s.products.isActive, true))).limit(1);
  [{ id: productOfShop2 }] = await db.select({ id: s.products.id }).from(s.products).where(and(eq(s.products.shopId, 2), eq(s.products.isActive, true))).limit(1);
});
afterAll(() => shop.close());
beforeEach(() => published.mockClear());

interface Chat {
  id: number;
  shop: { id: number; name: string; logo: string };
  user: { id: number; name: string; email?: string | null; phone?: string | null; profile_photo: string | null };
  product: { id: number; name: string; thumbnail: string; price: number; discount_price: number; rating: number; total_reviews: string } | null;
  type: 'user' | 'shop';
  message: string | null;
  is_seen: boolean;
  created_at: string;
  shop_active_status: boolean;
  user_active_status: boolean;
}
interface InboxEntry {
  id: number;
  shop: { id: number; name: string; logo: string; rating: number; last_online: boolean };
  user: { id: number; email: string | null };
  product: Chat['product'];
  last_message: string | null;
  last_message_time: string | null;
  is_read: boolean;
  unread_message_user: number;
  unread_message_shop: number;
}
type Inbox = Envelope<{ total: number; data: InboxEntry[] }>;
type Messages = Envelope<{ total: number; data: Chat[] }>;

const bearer = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
const get = <T = ErrorBody>(path: string, token?: string, locale?: string) => call<T>(path, { headers: bearer(token), locale });
const post = <T = ErrorBody>(path: string, token: string | undefined, json: unknown) => call<T>(path, { method: 'POST', json, headers: bearer(token) });

const connectTo = (userId: number, shopId: number, extra: Record<string, unknown> = {}) =>
  post<Envelope<undefined>>('/store-message', tokens[userId], { shop_id: shopId, user_id: userId, type: 'user', ...extra });
const send = (userId: number, shopId: number, message: string) => post<Envelope<{ data: Chat }>>('/send-message', tokens[userId], { shop_id: shopId, message, type: 'user' });
const shopReply = async (shopId: number, userId: number, message: string) => {
  const { token } = await issueShopToken(shop.handle.db, shopId);
  return post<Envelope<{ data: Chat }>>('/seller/send-message', token, { user_id: userId, message });
};
const unread = async (userId: number) => (await get<Envelope<{ unread_messages: number }>>('/unread-messages', tokens[userId])).body.data.unread_messages;

describe('without a token', () => {
  it('answers 401 Unauthenticated. to every chat call but the unread count', async () => {
    const answers = await Promise.all([
      post('/store-message', undefined, { shop_id: 1 }),
      get('/get-shops'),
      get('/get-message?shop_id=1'),
      post('/send-message', undefined, { shop_id: 1, message: 'Hi' }),
      get('/get-shops', 'not-a-token'),
      post('/send-message', 'not-a-token', { shop_id: 1, message: 'Hi' }),
    ]);
    for (const answer of answers) expect(answer).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
  });

  it('counts nothing unread for a guest, whatever user_id is asked for; a dead token is a 401', async () => {
    await connectTo(2, 4);
    await shopReply(4, 2, 'Only for user 2');
    expect(await unread(2)).toBeGreaterThan(0);
    expect(await get('/unread-messages?user_id=2')).toMatchObject({ status: 200, body: { data: { unread_messages: 0 } } });
    expect(await get('/unread-messages?user_id=2', 'expired-or-forged')).toMatchObject({ status: 401 });
    // With a token the count is the token's shopper's, never the user_id's.
    expect(await get('/unread-messages?user_id=2', tokens[3])).toMatchObject({ status: 200, body: { data: { unread_messages: 0 } } });
  });
});

describe('POST /store-message', () => {
  it('connects the shopper with the shop without a message, and with a product as a product card', async () => {
    expect(await connectTo(3, 1)).toMatchObject({ status: 200, body: { message: 'success' } });
    let inbox = await get<Inbox>('/get-shops', tokens[3]);
    expect(inbox.body.data.total).toBe(1);
    expect(inbox.body.data.data[0]).toMatchObject({ shop: { id: 1 }, last_message: null, last_message_time: null, product: null, is_read: true });
    expect(published).not.toHaveBeenCalled();

    // Starting again (from a product page) reuses the conversation and adds the product.
    expect(await connectTo(3, 1, { product_id: productOfShop1 })).toMatchObject({ status: 200, body: { message: 'success' } });
    inbox = await get<Inbox>('/get-shops', tokens[3]);
    expect(inbox.body.data.total).toBe(1);
    expect(inbox.body.data.data[0].product).toMatchObject({ id: productOfShop1 });
    const messages = await get<Messages>('/get-message?shop_id=1', tokens[3]);
    expect(messages.body.data.data).toHaveLength(1);
    expect(messages.body.data.data[0]).toMatchObject({ type: 'user', message: null, product: { id: productOfShop1 } });
    expect(Object.keys(messages.body.data.data[0].product ?? {}).sort()).toEqual(['discount_price', 'id', 'name', 'price', 'rating', 'thumbnail', 'total_reviews']);

    // The product message is published to the shopper and to the shop, like any message.
    expect(published).toHaveBeenCalledWith('private-chat_user_3', 'send-message-to-user', { message: expect.objectContaining({ product: expect.objectContaining({ id: productOfShop1 }) }) });
    expect(published).toHaveBeenCalledWith('private-chat_shop_1', 'send-message-to-shop', { user_id: 3, message: expect.objectContaining({ type: 'user' }) });
  });

  it('refuses unknown shops, products of another shop, someone else’s user_id and the shop’s type', async () => {
    expect(await post('/store-message', tokens[4], { shop_id: 99_999 })).toMatchObject({ status: 404, body: { message: 'Shop not found' } });
    expect(await post('/store-message', tokens[4], { shop_id: 1, product_id: productOfShop2 })).toMatchObject({ status: 422, body: { errors: { product_id: ['The selected product id is invalid.'] } } });
    expect(await post('/store-message', tokens[4], { shop_id: 1, product_id: 99_999_999 })).toMatchObject({ status: 422 });
    expect(await post('/store-message', tokens[4], { shop_id: 1, user_id: 1 })).toMatchObject({ status: 403, body: { message: 'You can only start a chat for your own account.' } });
    expect(await post('/store-message', tokens[4], { shop_id: 1, type: 'shop' })).toMatchObject({ status: 422, body: { errors: { type: ['The selected type is invalid.'] } } });
    expect(await post('/store-message', tokens[4], {})).toMatchObject({ status: 422, body: { errors: { shop_id: ['The shop id field is required.'] } } });
    // None of these connected user 4 with anything.
    expect((await get<Inbox>('/get-shops', tokens[4])).body.data.total).toBe(0);
  });

  it('reads form bodies as upstream clients send them', async () => {
    const form = new URLSearchParams({ shop_id: '2', user_id: '4', product_id: String(productOfShop2), type: 'user' });
    const answer = await call('/store-message', { method: 'POST', body: form, headers: { ...bearer(tokens[4]), 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(answer).toMatchObject({ status: 200, body: { message: 'success' } });
    expect((await get<Messages>('/get-message?shop_id=2', tokens[4])).body.data.data[0].product?.id).toBe(productOfShop2);
  });
});

describe('POST /send-message', () => {
  it('stores the message, answers the Chat and publishes it to the shopper and the shop', async () => {
    await connectTo(5, 3);
    const answer = await send(5, 3, '  Is this available in blue?  ');
    expect(answer.status).toBe(200);
    const chat = answer.body.data.data;
    expect(Object.keys(chat).sort()).toEqual(['created_at', 'id', 'is_seen', 'message', 'product', 'shop', 'shop_active_status', 'type', 'user', 'user_active_status']);
    expect(chat).toMatchObject({ shop: { id: 3, name: 'Casa Living' }, user: { id: 5, email: 'customer5@example.com' }, product: null, type: 'user', message: 'Is this available in blue?', is_seen: false, shop_active_status: true });
    expect(new Date(chat.created_at).toISOString()).toBe(chat.created_at);

    expect(published).toHaveBeenCalledTimes(2);
    const [toUser] = published.mock.calls.filter(([channels]) => channels.includes('chat_user_5'));
    expect(toUser).toEqual(['private-chat_user_5', 'send-message-to-user', { message: expect.objectContaining({ id: chat.id, message: 'Is this available in blue?', type: 'user' }) }]);
    const [toShop] = published.mock.calls.filter(([channels]) => channels.includes('chat_shop_3'));
    expect(toShop).toEqual(['private-chat_shop_3', 'send-message-to-shop', { user_id: 5, message: expect.objectContaining({ id: chat.id }) }]);
    // Nothing goes to the public channels, which anyone can subscribe to.
    expect(published.mock.calls.map(([channel]) => channel).sort()).toEqual(['private-chat_shop_3', 'private-chat_user_5']);
    // The shop's channel gets the chat's view of the shopper: never their email or phone.
    const publicUser = (toUser[2] as { message: Chat }).message.user;
    expect(publicUser).toMatchObject({ id: 5, name: chat.user.name, profile_photo: chat.user.profile_photo });
    expect(JSON.stringify(published.mock.calls)).not.toContain('customer5@example.com');
    expect(publicUser).not.toHaveProperty('phone');
  });

  it('with CHAT_PUBLIC_PING=true also sends an empty event on the public channels, and nothing more', async () => {
    await connectTo(5, 3);
    process.env.CHAT_PUBLIC_PING = 'true';
    try {
      expect((await send(5, 3, 'Ping me')).status).toBe(200);
    } finally {
      delete process.env.CHAT_PUBLIC_PING;
    }
    expect(published).toHaveBeenCalledWith('chat_user_5', 'send-message-to-user', {});
    expect(published).toHaveBeenCalledWith('chat_shop_3', 'send-message-to-shop', {});
    const publicCalls = published.mock.calls.filter(([channel]) => !String(channel).startsWith('private-'));
    expect(publicCalls).toHaveLength(2);
    expect(JSON.stringify(publicCalls)).not.toContain('Ping me');
  });

  it('answers 404 "your account is not connected with this shop" before a conversation exists', async () => {
    for (const shopId of [6, 99_999]) {
      expect(await send(5, shopId, 'Hello?')).toMatchObject({ status: 404, body: { message: 'your account is not connected with this shop' } });
    }
    expect(published).not.toHaveBeenCalled();
  });

  it('refuses empty, blank and overlong messages with a field error', async () => {
    await connectTo(5, 3);
    expect(await post('/send-message', tokens[5], { shop_id: 3 })).toMatchObject({ status: 422, body: { errors: { message: ['The message field is required.'] } } });
    expect(await send(5, 3, '   \n ')).toMatchObject({ status: 422, body: { errors: { message: ['The message field is required.'] } } });
    expect(await send(5, 3, 'x'.repeat(2001))).toMatchObject({ status: 422, body: { errors: { message: ['The message field must not be greater than 2000 characters.'] } } });
    expect(await send(5, 3, 'nul\u0000')).toMatchObject({ status: 422 });
    expect(await post('/send-message', tokens[5], { shop_id: 3, message: 'Hi', type: 'shop' })).toMatchObject({ status: 422 });
    expect((await send(5, 3, 'x'.repeat(2000))).status).toBe(200);
  });

  it('keeps markup as text: the storefront escapes it when it shows it', async () => {
    await connectTo(5, 3);
    const answer = await send(5, 3, '<img src=x onerror=alert(1)>');
    expect(answer.body.data.data.message).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('GET /get-message', () => {
  it('pages the conversation newest first, 20 by default', async () => {
    await connectTo(6, 5);
    for (let i = 1; i <= 25; i += 1) await send(6, 5, `Message ${i}`);
    const first = await get<Messages>('/get-message?shop_id=5', tokens[6]);
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(25);
    expect(first.body.data.data.map((chat) => chat.message)).toEqual(Array.from({ length: 20 }, (_, i) => `Message ${25 - i}`));
    const second = await get<Messages>('/get-message?shop_id=5&page=2', tokens[6]);
    expect(second.body.data.data.map((chat) => chat.message)).toEqual(['Message 5', 'Message 4', 'Message 3', 'Message 2', 'Message 1']);
    const small = await get<Messages>('/get-message?shop_id=5&page=3&per_page=4', tokens[6]);
    expect(small.body.data.data.map((chat) => chat.message)).toEqual(['Message 17', 'Message 16', 'Message 15', 'Message 14']);
    expect(await get('/get-message?shop_id=5&per_page=51', tokens[6])).toMatchObject({ status: 422, body: { errors: { per_page: ['The per page field must not be greater than 50.'] } } });
  });

  it('answers an empty page without a shop, as the original does; a bad shop id stays a 422', async () => {
    expect(await get('/get-message', tokens[6])).toMatchObject({ status: 200, body: { message: 'Messages', data: { total: 0, data: [] } } });
    expect(await get('/get-message?shop_id=', tokens[6])).toMatchObject({ status: 200, body: { data: { total: 0, data: [] } } });
    expect(await get('/get-message?shop_id=abc', tokens[6])).toMatchObject({ status: 422 });
    expect(await get('/get-message')).toMatchObject({ status: 401 });
  });

  it('shows a shopper only their own conversation: another shopper of the same shop sees theirs', async () => {
    await connectTo(6, 7);
    await send(6, 7, 'Private note from user 6');
    // User 7 is not connected with shop 7: nothing to read.
    expect(await get('/get-message?shop_id=7', tokens[7])).toMatchObject({ status: 404, body: { message: 'your account is not connected with this shop' } });
    await connectTo(7, 7);
    const own = await get<Messages>('/get-message?shop_id=7', tokens[7]);
    expect(own.body.data).toEqual({ total: 0, data: [] });
    expect(JSON.stringify((await get('/get-shops', tokens[7])).body)).not.toContain('Private note');
  });

  it('marks the shop’s messages seen, for that shop only, and the counts follow', async () => {
    await connectTo(1, 8);
    await connectTo(1, 2);
    const before = await unread(1);
    await send(1, 8, 'Do you deliver on Sundays?');
    await shopReply(8, 1, 'Yes, we do.');
    await shopReply(8, 1, 'Until 6 pm.');
    await shopReply(2, 1, 'Your parcel left today.');
    expect(await unread(1)).toBe(before + 3);

    let inbox = (await get<Inbox>('/get-shops', tokens[1])).body.data.data;
    const entry = (shopId: number) => inbox.find((e) => e.shop.id === shopId);
    expect(entry(8)).toMatchObject({ unread_message_shop: 2, unread_message_user: 1, is_read: false, last_message: 'Until 6 pm.' });
    expect(entry(2)).toMatchObject({ unread_message_shop: 1, is_read: false });

    const opened = await get<Messages>('/get-message?shop_id=8', tokens[1]);
    // Shop messages come back seen; the shopper's own one is still unseen by the shop.
    expect(opened.body.data.data.map((chat) => [chat.type, chat.is_seen])).toEqual([['shop', true], ['shop', true], ['user', false]]);
    expect(await unread(1)).toBe(before + 1);
    inbox = (await get<Inbox>('/get-shops', tokens[1])).body.data.data;
    expect(entry(8)).toMatchObject({ unread_message_shop: 0, unread_message_user: 1, is_read: true });
    expect(entry(2)).toMatchObject({ unread_message_shop: 1, is_read: false });
  });

  it('validates shop_id when one is given', async () => {
    for (const query of ['shop_id=abc', 'shop_id=-1', 'shop_id=2147483648', 'shop_id=%00']) {
      expect((await get(`/get-message?${query}`, tokens[1])).status).toBe(422);
    }
  });
});

describe('GET get-shops', () => {
  it('answers at the address upstream clients build from "get-shops" without a leading slash', async () => {
    await connectTo(2, 6);
    // axios and fetch resolve "get-shops" against the ".../api/" base to this very address.
    const url = new URL('get-shops', 'http://shop.test/api/').toString();
    expect(url).toBe('http://shop.test/api/get-shops');
    const response = await app.fetch(new Request(url, { headers: { ...bearer(tokens[2]), 'X-Requested-With': 'XMLHttpRequest' } }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Inbox;
    expect(body.data.data.map((e) => e.shop.id)).toContain(6);
  });

  it('lists conversations with the latest activity first, with the shop, last message and its time', async () => {
    await connectTo(2, 1);
    await connectTo(2, 9);
    await send(2, 1, 'First shop, older');
    await send(2, 9, 'Last shop, newer');
    const answer = await get<Inbox>('/get-shops', tokens[2]);
    expect(answer.status).toBe(200);
    const [top, next] = answer.body.data.data;
    expect(Object.keys(top).sort()).toEqual(['id', 'is_read', 'last_message', 'last_message_time', 'product', 'shop', 'unread_message_shop', 'unread_message_user', 'user']);
    expect(top).toMatchObject({ shop: { id: 9, name: 'Motor Hub', last_online: false }, user: { id: 2, email: 'customer2@example.com' }, last_message: 'Last shop, newer', unread_message_user: 1 });
    expect(top.last_message_time).toMatch(/^\d+ seconds? ago$/);
    expect(next).toMatchObject({ shop: { id: 1, name: 'Nova Electronics', last_online: true }, last_message: 'First shop, older' });
    expect(typeof top.shop.rating).toBe('number');
  });

  it('searches by shop name in either language and pages the list', async () => {
    await Promise.all([1, 2, 3].map((shopId) => connectTo(7, shopId)));
    expect((await get<Inbox>('/get-shops?search=nova', tokens[7])).body.data.data.map((e) => e.shop.name)).toEqual(['Nova Electronics']);
    const arabic = await get<Inbox>(`/get-shops?search=${encodeURIComponent('كازا')}`, tokens[7], 'ar');
    expect(arabic.body.data.data.map((e) => e.shop.name)).toEqual(['كازا ليفينغ']);
    expect((await get<Inbox>('/get-shops?search=%25', tokens[7])).body.data).toEqual({ total: 0, data: [] });
    const paged = await get<Inbox>('/get-shops?per_page=2&page=2', tokens[7]);
    expect(paged.body.data.total).toBe(4);
    expect(paged.body.data.data).toHaveLength(2);
    expect(await get('/get-shops?per_page=100', tokens[7])).toMatchObject({ status: 422 });
  });

  it('writes the time of the last message in the shopper’s language', async () => {
    await connectTo(3, 4);
    await send(3, 4, 'مرحبا');
    const entry = (await get<Inbox>('/get-shops?search=Glow', tokens[3], 'ar')).body.data.data[0];
    expect(entry.last_message_time).toMatch(/^قبل /);
  });
});

describe('tokens of the shop side', () => {
  it('never work on the shopper’s calls', async () => {
    const { token } = await issueShopToken(shop.handle.db, 1);
    for (const answer of [await get('/get-shops', token), await get('/get-message?shop_id=1', token), await post('/send-message', token, { shop_id: 1, message: 'x' }), await post('/store-message', token, { shop_id: 1 }), await get('/unread-messages', token)]) {
      expect(answer).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    }
  });
});

describe('limits and hostile input', () => {
  it('limits a shopper to 30 messages a minute', async () => {
    const db = shop.handle.db;
    const [user] = await db.insert(s.users).values({ name: 'Chatty', email: 'chatty@example.com', referralCode: 'CHATTY1' }).returning();
    tokens[user.id] = (await issueToken(db, user.id)).token;
    await connectTo(user.id, 1);
    for (let i = 0; i < 30; i += 1) expect((await send(user.id, 1, `m${i}`)).status).toBe(200);
    const limited = await send(user.id, 1, 'one too many');
    expect(limited).toMatchObject({ status: 429, body: { message: 'Too many messages. Please try again in 1 minute.' } });
  });

  it('never answers a 500 to odd queries and bodies', async () => {
    const failures: string[] = [];
    const queries = ['page=-1', 'page=0', 'page=99999999999999999999', 'per_page=0', 'per_page=2.5', 'shop_id=1;drop', 'shop_id[]=1', 'search=' + 'x'.repeat(10_240), 'search=%00', "search=' or 1=1 --", 'search=%E0%A4%A'];
    for (const path of ['/get-shops', '/get-message', '/unread-messages']) {
      for (const query of queries) {
        const answer = await get<unknown>(`${path}?shop_id=1&${query}`, tokens[1]);
        if (answer.status >= 500) failures.push(`${path}?${query.slice(0, 40)} -> ${answer.status}`);
      }
    }
    const bodies: unknown[] = [null, 'text', [], { shop_id: { $gt: 0 } }, { shop_id: '1e3' }, { shop_id: 1.5 }, { shop_id: 2 ** 40 }, { shop_id: 1, message: ['a'] }, { shop_id: 1, message: { a: 1 } }, { shop_id: 1, product_id: 'x' }, { shop_id: 1, user_id: -3 }];
    for (const path of ['/store-message', '/send-message']) {
      for (const body of bodies) {
        const answer = await post<unknown>(path, tokens[1], body);
        if (answer.status >= 500 || (path === '/send-message' && answer.status < 400)) failures.push(`${path} ${JSON.stringify(body)} -> ${answer.status}`);
      }
      const malformed = await call(path, { method: 'POST', body: '{"shop_id":', headers: { ...bearer(tokens[1]), 'Content-Type': 'application/json' } });
      expect(malformed.status).toBe(400);
    }
    expect(failures).toEqual([]);
  });
});
