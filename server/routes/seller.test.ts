import { eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { publish } from '@/server/realtime/publish';
import { issueToken } from '@/server/services/accounts';
import { call, startTestShop, type Envelope, type ErrorBody, type TestShop } from '@/server/test/test-app';

jest.mock('@/server/realtime/publish', () => ({ publish: jest.fn(async () => undefined) }));
const published = publish as jest.MockedFunction<typeof publish>;

jest.setTimeout(60_000);

let shop: TestShop;
let shopper: string;
let other: string;

beforeAll(async () => {
  shop = await startTestShop();
  shopper = (await issueToken(shop.handle.db, 2)).token;
  other = (await issueToken(shop.handle.db, 3)).token;
});
afterAll(() => shop.close());
beforeEach(() => published.mockClear());

interface Access {
  auth_type: string;
  token: string;
  expires_at: string;
}
type SignedIn = Envelope<{ shop: { id: number; name: string; logo: string; email: string }; access: Access }>;
interface Chat {
  id: number;
  shop: { id: number };
  user: Record<string, unknown> & { id: number };
  type: 'user' | 'shop';
  message: string | null;
  is_seen: boolean;
  shop_active_status: boolean;
}

let address = 0;
/** Each sign-in from its own client address, so the per-address limit counts only what a test means. */
const login = (email: string, password: string, ip = `10.1.0.${(address += 1)}`) =>
  call<SignedIn>('/seller/login', { method: 'POST', json: { email, password }, headers: { 'X-Forwarded-For': ip } });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const post = <T = ErrorBody>(path: string, token: string | undefined, json: unknown) => call<T>(path, { method: 'POST', json, headers: token ? bearer(token) : {} });
const get = <T = ErrorBody>(path: string, token?: string) => call<T>(path, { headers: token ? bearer(token) : {} });

async function shopToken(shopId: number): Promise<string> {
  const answer = await login(`shop${shopId}@example.com`, 'password');
  expect(answer.status).toBe(200);
  return answer.body.data.access.token;
}

describe('POST /seller/login', () => {
  it('signs the demo owner of a shop in with a shop token', async () => {
    const answer = await login('Shop3@Example.com', 'password');
    expect(answer).toMatchObject({ status: 200, body: { message: 'Login successfully', data: { shop: { id: 3, name: 'Casa Living', email: 'shop3@example.com' }, access: { auth_type: 'Bearer' } } } });
    expect(answer.body.data.access.token).toMatch(/^[\w-]{40,}$/);
    expect(Date.parse(answer.body.data.access.expires_at)).toBeGreaterThan(Date.now());
    // The token is stored as a shop token only (hashed, without a user).
    const rows = await shop.handle.db.select().from(s.accessTokens).where(eq(s.accessTokens.shopId, 3));
    expect(rows.map((row) => [row.userId, row.tokenHash === answer.body.data.access.token])).toEqual([[null, false]]);
  });

  it('answers 400 "Credential is invalid!" to a wrong password or an unknown owner', async () => {
    expect(await login('shop1@example.com', 'wrong-password')).toMatchObject({ status: 400, body: { message: 'Credential is invalid!' } });
    expect(await login('nobody@example.com', 'password')).toMatchObject({ status: 400, body: { message: 'Credential is invalid!' } });
    // A shopper's own credentials are not a shop's.
    expect(await login('customer@example.com', 'password')).toMatchObject({ status: 400, body: { message: 'Credential is invalid!' } });
  });

  it('refuses an inactive shop', async () => {
    await shop.handle.db.update(s.shops).set({ isActive: false }).where(eq(s.shops.id, 7));
    try {
      expect(await login('shop7@example.com', 'password')).toMatchObject({ status: 400, body: { message: 'Your shop is inactive.' } });
    } finally {
      await shop.handle.db.update(s.shops).set({ isActive: true }).where(eq(s.shops.id, 7));
    }
  });

  it('validates the body and limits attempts per account like the shopper sign-in', async () => {
    expect(await call('/seller/login', { method: 'POST', json: { email: '', password: '' } })).toMatchObject({
      status: 422,
      body: { errors: { email: ['The email field is required.'], password: ['The password field is required.'] } },
    });
    for (let i = 0; i < 5; i += 1) expect((await login('shop8@example.com', 'guess')).status).toBe(400);
    expect(await login('shop8@example.com', 'password')).toMatchObject({ status: 429, body: { message: 'Too many login attempts. Please try again in 1 minute.' } });
  });
});

describe('POST /seller/send-message', () => {
  it('answers a connected shopper: stored as the shop’s, published to the shopper’s channel, shown in the shopper’s inbox', async () => {
    const token = await shopToken(1);
    await post('/store-message', shopper, { shop_id: 1, type: 'user' });
    await post('/send-message', shopper, { shop_id: 1, message: 'Hello, is the lamp in stock?' });
    published.mockClear();

    const answer = await post<Envelope<{ data: Chat }>>('/seller/send-message', token, { user_id: 2, message: 'Yes, 4 left.' });
    expect(answer).toMatchObject({ status: 200, body: { message: 'Message sent successfully', data: { data: { type: 'shop', message: 'Yes, 4 left.', shop: { id: 1 }, user: { id: 2 }, is_seen: false, shop_active_status: true } } } });
    // The shop sees who wrote, not their contact details.
    expect(answer.body.data.data.user).not.toHaveProperty('email');

    expect(published).toHaveBeenCalledWith('private-chat_user_2', 'send-message-to-user', { message: expect.objectContaining({ id: answer.body.data.data.id, type: 'shop', message: 'Yes, 4 left.' }) });
    expect(published).toHaveBeenCalledWith('private-chat_shop_1', 'send-message-to-shop', { user_id: 2, message: expect.objectContaining({ id: answer.body.data.data.id }) });

    expect(await get('/unread-messages', shopper)).toMatchObject({ status: 200, body: { data: { unread_messages: 1 } } });
    const messages = await get<Envelope<{ data: Chat[] }>>('/get-message?shop_id=1', shopper);
    expect(messages.body.data.data.map((chat) => [chat.type, chat.message])).toEqual([['shop', 'Yes, 4 left.'], ['user', 'Hello, is the lamp in stock?']]);
    expect(await get('/unread-messages', shopper)).toMatchObject({ body: { data: { unread_messages: 0 } } });
  });

  it('answers 404 for a shopper not connected with the shop, and publishes nothing', async () => {
    const token = await shopToken(2);
    expect(await post('/seller/send-message', token, { user_id: 3, message: 'Hi there' })).toMatchObject({ status: 404, body: { message: 'This customer is not connected with your shop' } });
    expect(await post('/seller/send-message', token, { user_id: 99_999, message: 'Hi there' })).toMatchObject({ status: 404 });
    expect(published).not.toHaveBeenCalled();
  });

  it('validates the reply', async () => {
    const token = await shopToken(1);
    expect(await post('/seller/send-message', token, { user_id: 2, message: '  ' })).toMatchObject({ status: 422, body: { errors: { message: ['The message field is required.'] } } });
    expect(await post('/seller/send-message', token, { user_id: 'two', message: 'x' })).toMatchObject({ status: 422, body: { errors: { user_id: ['The user id field must be a number.'] } } });
    expect(await post('/seller/send-message', token, { user_id: 2, message: 'x'.repeat(2001) })).toMatchObject({ status: 422 });
  });
});

describe('GET /seller/get-message', () => {
  it('shows the shop its conversation with a shopper and marks the shopper’s messages seen', async () => {
    const token = await shopToken(5);
    await post('/store-message', other, { shop_id: 5 });
    await post('/send-message', other, { shop_id: 5, message: 'Do you have size 44?' });
    const inboxEntry = async () => ((await get<Envelope<{ data: { shop: { id: number }; unread_message_user: number }[] }>>('/get-shops', other)).body.data.data).find((e) => e.shop.id === 5);
    expect(await inboxEntry()).toMatchObject({ unread_message_user: 1 });

    const answer = await get<Envelope<{ total: number; data: Chat[] }>>('/seller/get-message?user_id=3', token);
    expect(answer).toMatchObject({ status: 200, body: { data: { total: 1, data: [{ type: 'user', message: 'Do you have size 44?', is_seen: true }] } } });
    expect(await inboxEntry()).toMatchObject({ unread_message_user: 0 });
    expect(await get('/seller/get-message?user_id=2', token)).toMatchObject({ status: 404, body: { message: 'This customer is not connected with your shop' } });
  });
});

describe('tokens', () => {
  it('a shopper’s token and no token never work on the shop side', async () => {
    for (const token of [shopper, undefined, 'forged']) {
      expect(await post('/seller/send-message', token, { user_id: 2, message: 'x' })).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
      expect(await get('/seller/get-message?user_id=2', token)).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    }
  });

  it('a shop token never works on the shopper’s side', async () => {
    const token = await shopToken(1);
    expect(await get('/get-shops', token)).toMatchObject({ status: 401 });
    expect(await get('/profile', token)).toMatchObject({ status: 401 });
    expect(await post('/send-message', token, { shop_id: 1, message: 'x' })).toMatchObject({ status: 401 });
  });
});
