// The chat calls of the production build against its real database and realtime server: a shopper
// starts a conversation from a product and writes, the shop signs in and answers, and the answer
// reaches the shopper both through the API and live on their private chat channel.
import { WebSocket } from 'ws';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { apiData } from './support/api';
import { newShopper, type Shopper } from './support/account';

const xhr = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string | null, data?: Record<string, unknown>, address?: string) {
  const headers: Record<string, string> = { ...xhr, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(address ? { 'X-Forwarded-For': address } : {}) };
  const response = await request.fetch(`/api${path}`, { method, headers, data });
  return { status: response.status(), body: (await response.json()) as T };
}

let sequence = 0;
async function shopToken(request: APIRequestContext, shopId: number): Promise<string> {
  sequence += 1;
  const answer = await call<{ data: { access: { token: string } } }>(request, 'POST', '/seller/login', null, { email: `shop${shopId}@example.com`, password: 'password' }, `10.77.${process.pid % 250}.${sequence}`);
  expect(answer.status).toBe(200);
  return answer.body.data.access.token;
}

interface Chat {
  id: number;
  type: 'user' | 'shop';
  message: string | null;
  product: { id: number } | null;
}

test('a shopper writes to a shop about a product and reads the shop’s answer', async ({ request }) => {
  const shopper: Shopper = await newShopper(request, 'Chat Shopper');
  const [product] = (await apiData<{ products: { id: number }[] }>(request, '/products?shop_id=1&per_page=1')).products;

  // Not connected yet: sending is refused with the contract's message.
  expect(await call(request, 'POST', '/send-message', shopper.token, { shop_id: 1, message: 'Hi', type: 'user' })).toMatchObject({
    status: 404,
    body: { message: 'your account is not connected with this shop' },
  });
  expect(await call(request, 'POST', '/store-message', shopper.token, { shop_id: 1, user_id: shopper.id, product_id: product.id, type: 'user' })).toMatchObject({ status: 200, body: { message: 'success' } });
  const sent = await call<{ data: { data: Chat } }>(request, 'POST', '/send-message', shopper.token, { shop_id: 1, message: 'Is this still available?', type: 'user' });
  expect(sent).toMatchObject({ status: 200, body: { data: { data: { type: 'user', message: 'Is this still available?' } } } });

  const seller = await shopToken(request, 1);
  const shopView = await call<{ data: { data: Chat[] } }>(request, 'GET', `/seller/get-message?user_id=${shopper.id}`, seller);
  expect(shopView.body.data.data.map((chat) => [chat.message, chat.product?.id ?? null])).toEqual([['Is this still available?', null], [null, product.id]]);
  expect(await call(request, 'POST', '/seller/send-message', seller, { user_id: shopper.id, message: 'Yes, ships tomorrow.' })).toMatchObject({ status: 200 });

  expect(await call(request, 'GET', `/unread-messages?user_id=${shopper.id}`, shopper.token)).toMatchObject({ body: { data: { unread_messages: 1 } } });
  // A guest asking for the same user's count learns nothing.
  expect(await call(request, 'GET', `/unread-messages?user_id=${shopper.id}`, null)).toMatchObject({ status: 200, body: { data: { unread_messages: 0 } } });
  const inbox = await call<{ data: { total: number; data: { shop: { id: number }; last_message: string; last_message_time: string; unread_message_shop: number }[] } }>(request, 'GET', '/get-shops', shopper.token);
  expect(inbox.body.data.total).toBe(1);
  expect(inbox.body.data.data[0]).toMatchObject({ shop: { id: 1 }, last_message: 'Yes, ships tomorrow.', unread_message_shop: 1 });
  expect(inbox.body.data.data[0].last_message_time).toMatch(/ago$/);

  const thread = await call<{ data: { data: Chat[] } }>(request, 'GET', '/get-message?shop_id=1', shopper.token);
  expect(thread.body.data.data.map((chat) => chat.type)).toEqual(['shop', 'user', 'user']);
  expect(await call(request, 'GET', '/unread-messages', shopper.token)).toMatchObject({ body: { data: { unread_messages: 0 } } });
});

test('the shop’s answer arrives live on the shopper’s private chat channel, authorised with their token', async ({ request, baseURL }) => {
  const shopper = await newShopper(request, 'Live Shopper');
  await call(request, 'POST', '/store-message', shopper.token, { shop_id: 2, type: 'user' });
  const master = await apiData<{ pusher_app_key: string | null; pusher_host: string | null; pusher_port: number | null; pusher_force_tls: boolean }>(request, '/master');
  expect(master.pusher_app_key).toBeTruthy();
  const page = new URL(baseURL ?? 'http://127.0.0.1:3000');
  const host = master.pusher_host ?? page.hostname;
  const url = `${master.pusher_force_tls ? 'wss' : 'ws'}://${host}:${master.pusher_port ?? page.port}/app/${master.pusher_app_key}?protocol=7&client=js&version=8.4.0`;

  const socket = new WebSocket(url);
  const events: { event: string; channel?: string; data?: string }[] = [];
  const arrived = (test: (event: { event: string; channel?: string; data?: string }) => boolean) =>
    expect.poll(() => events.some(test), { timeout: 10_000 }).toBe(true);
  socket.on('message', (raw) => events.push(JSON.parse(raw.toString())));
  try {
    await arrived((e) => e.event === 'pusher:connection_established');
    const socketId = (JSON.parse(events.find((e) => e.event === 'pusher:connection_established')?.data ?? '{}') as { socket_id: string }).socket_id;
    const channel = `private-chat_user_${shopper.id}`;
    const authorised = await request.post('/api/pusher/auth', { headers: { ...xhr, Authorization: `Bearer ${shopper.token}` }, form: { socket_id: socketId, channel_name: channel } });
    expect(authorised.status(), await authorised.text()).toBe(200);
    const { auth } = (await authorised.json()) as { auth: string };
    socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
    await arrived((e) => e.event === 'pusher_internal:subscription_succeeded');

    const seller = await shopToken(request, 2);
    const started = Date.now();
    expect(await call(request, 'POST', '/seller/send-message', seller, { user_id: shopper.id, message: 'Thanks for reaching out!' })).toMatchObject({ status: 200 });
    // Publishing never holds the answer up for long.
    expect(Date.now() - started).toBeLessThan(5000);
    await arrived((e) => e.event === 'send-message-to-user' && e.channel === channel);
    const event = events.find((e) => e.event === 'send-message-to-user');
    const payload = JSON.parse(event?.data ?? '{}') as { message: Chat & { user: Record<string, unknown> } };
    expect(payload.message).toMatchObject({ type: 'shop', message: 'Thanks for reaching out!', shop: { id: 2 }, user: { id: shopper.id } });
    // The shop's channel gets the same chat: the shopper's email never travels on either.
    expect(event?.data).not.toContain(shopper.email);
  } finally {
    socket.close();
  }
});
