// The realtime server of the production build, started by the start command, seen from shop
// pages: pusher-js (the browser build) connects under the page's Content-Security-Policy with what
// /api/master says. Chat messages travel only on private channels, authorised by /api/pusher/auth
// (the session cookie for a shopper, the shop token for a shop): a signed-out listener on the
// public channels of a conversation hears nothing, another shopper is refused the private ones,
// and the shopper and the shop hear each other live.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiData } from './support/api';
import { newShopper, signIn } from './support/account';

const xhr = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

interface RealtimeSettings {
  pusher_app_key: string | null;
  pusher_app_cluster: string | null;
  pusher_host: string | null;
  pusher_port: number | null;
  pusher_force_tls: boolean;
}

interface LoggedEvent {
  channel: string;
  event: string;
  data: unknown;
}

declare global {
  interface Window {
    realtimeLog: LoggedEvent[];
    Pusher: new (key: string, options: object) => {
      subscribe(channel: string): { bind_global(handler: (event: string, data: unknown) => void): void };
    };
  }
}

/**
 * pusher-js in the page, set up from /master the way the storefront does, subscribed to
 * `channels`; every event of every channel is logged. `headers` go with the channel
 * authorisation (a shop sends its token there; a shopper's page has the session cookie).
 */
async function listenInPage(page: Page, settings: RealtimeSettings, channels: string[], headers: Record<string, string> = {}): Promise<void> {
  await page.evaluate(readFileSync(path.join(process.cwd(), 'node_modules/pusher-js/dist/web/pusher.min.js'), 'utf8'));
  await page.evaluate(
    ({ settings, channels, headers }) => {
      window.realtimeLog = [];
      const client = new window.Pusher(settings.pusher_app_key!, {
        cluster: settings.pusher_app_cluster ?? 'mt1',
        wsHost: settings.pusher_host ?? window.location.hostname,
        wsPort: settings.pusher_port ?? undefined,
        wssPort: settings.pusher_port ?? undefined,
        forceTLS: settings.pusher_force_tls || window.location.protocol === 'https:',
        enabledTransports: ['ws', 'wss'],
        disableStats: true,
        channelAuthorization: { endpoint: '/api/pusher/auth', transport: 'ajax', headers: { 'X-Requested-With': 'XMLHttpRequest', ...headers } },
      });
      for (const channel of channels) {
        client.subscribe(channel).bind_global((event, data) => window.realtimeLog.push({ channel, event, data }));
      }
    },
    { settings, channels, headers },
  );
}

const logOf = (page: Page) => page.evaluate(() => window.realtimeLog.map(({ channel, event }) => `${channel} ${event}`));

/** The texts of the chat messages of `userId`'s conversation that reached `channel` in the page. */
const textsOn = (page: Page, channel: string, userId: number) =>
  page.evaluate(
    ({ channel, userId }) =>
      window.realtimeLog
        .filter((entry) => entry.channel === channel && !entry.event.startsWith('pusher'))
        .map((entry) => (entry.data as { message: { message: string; user: { id: number } } }).message)
        .filter((message) => message.user.id === userId)
        .map((message) => message.message),
    { channel, userId },
  );

let sequence = 0;
async function sellerToken(request: APIRequestContext, shopId: number): Promise<string> {
  sequence += 1;
  const login = await request.post('/api/seller/login', { headers: { ...xhr, 'X-Forwarded-For': `10.88.${process.pid % 250}.${sequence % 250}` }, data: { email: `shop${shopId}@example.com`, password: 'password' } });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()).data.access.token as string;
}

async function post(request: APIRequestContext, path: string, token: string, data: Record<string, unknown>): Promise<void> {
  const answer = await request.post(`/api${path}`, { headers: { ...xhr, Authorization: `Bearer ${token}` }, data });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A page of the shop in a browser context of its own (signed out unless signed in after). */
async function pageOfItsOwn(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('chat travels only on private channels: a signed-out listener hears nothing, another shopper is refused, shopper and shop hear each other live', async ({ page, browser, request }) => {
  const shopper = await newShopper(request, 'Realtime Shopper');
  const other = await newShopper(request, 'Other Shopper');
  const settings = await apiData<RealtimeSettings>(request, '/master');
  expect(settings.pusher_app_key).toBeTruthy();
  expect(settings.pusher_port).toBeTruthy();
  const userPublic = `chat_user_${shopper.id}`;
  const userPrivate = `private-chat_user_${shopper.id}`;

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signIn(page, shopper);
  const response = await page.goto('/');
  // The page's policy names the realtime server on the host the page came from.
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain(`ws://${new URL(page.url()).hostname}:${settings.pusher_port}`);
  await listenInPage(page, settings, [userPrivate]);

  const shopPage = await pageOfItsOwn(browser);
  const eavesdropper = await pageOfItsOwn(browser);
  const otherPage = await pageOfItsOwn(browser);
  try {
    await shopPage.goto('/');
    await listenInPage(shopPage, settings, ['private-chat_shop_1'], { Authorization: `Bearer ${await sellerToken(request, 1)}` });
    await eavesdropper.goto('/');
    await listenInPage(eavesdropper, settings, [userPublic, 'chat_shop_1', userPrivate, 'private-chat_shop_1']);
    await signIn(otherPage, other);
    await otherPage.goto('/');
    await listenInPage(otherPage, settings, [userPrivate, 'private-chat_shop_1', `private-chat_user_${other.id}`]);

    await expect.poll(() => logOf(page)).toEqual([`${userPrivate} pusher:subscription_succeeded`]);
    await expect.poll(() => logOf(shopPage)).toEqual(['private-chat_shop_1 pusher:subscription_succeeded']);
    await expect.poll(async () => (await logOf(eavesdropper)).sort()).toEqual(
      [`${userPublic} pusher:subscription_succeeded`, 'chat_shop_1 pusher:subscription_succeeded', `${userPrivate} pusher:subscription_error`, 'private-chat_shop_1 pusher:subscription_error'].sort(),
    );
    await expect.poll(async () => (await logOf(otherPage)).sort()).toEqual(
      [`${userPrivate} pusher:subscription_error`, 'private-chat_shop_1 pusher:subscription_error', `private-chat_user_${other.id} pusher:subscription_succeeded`].sort(),
    );

    // The conversation: the shopper writes, the shop answers, the shopper writes again.
    await post(request, '/store-message', shopper.token, { shop_id: 1, user_id: shopper.id, type: 'user' });
    await post(request, '/send-message', shopper.token, { shop_id: 1, message: 'Is it waterproof?' });
    await expect.poll(() => textsOn(shopPage, 'private-chat_shop_1', shopper.id)).toEqual(['Is it waterproof?']);
    const seller = await sellerToken(request, 1);
    await post(request, '/seller/send-message', seller, { user_id: shopper.id, message: 'Yes, to 50 metres.' });
    // Both channels carry both sides (the shopper's other tabs, the shop's other screens).
    await expect.poll(() => textsOn(page, userPrivate, shopper.id)).toEqual(['Is it waterproof?', 'Yes, to 50 metres.']);
    await post(request, '/send-message', shopper.token, { shop_id: 1, message: 'Thanks!' });
    await expect.poll(() => textsOn(shopPage, 'private-chat_shop_1', shopper.id)).toEqual(['Is it waterproof?', 'Yes, to 50 metres.', 'Thanks!']);

    // Three messages later, the listeners who are not part of the conversation heard nothing.
    expect((await logOf(eavesdropper)).filter((line) => !/ pusher:subscription_(succeeded|error)$/.test(line))).toEqual([]);
    expect((await logOf(otherPage)).filter((line) => !/ pusher:subscription_(succeeded|error)$/.test(line))).toEqual([]);
    expect(violations).toEqual([]);
  } finally {
    await Promise.all([shopPage, eavesdropper, otherPage].map((each) => each.context().close()));
  }
});

test('the realtime server refuses what a browser should never send, and the shop keeps serving', async ({ page, request }) => {
  const settings = await apiData<RealtimeSettings>(request, '/master');
  await page.goto('/');
  const codes = await page.evaluate(async ({ key, port }) => {
    const base = `ws://${window.location.hostname}:${port}/app`;
    const closeCode = (url: string, send?: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url);
        socket.onmessage = () => send !== undefined && socket.send(send);
        socket.onclose = (event) => resolve(event.code);
      });
    return {
      wrongKey: await closeCode(`${base}/not-the-key?protocol=7`),
      garbage: await closeCode(`${base}/${key}?protocol=7`, '{garbage'),
      oversized: await closeCode(`${base}/${key}?protocol=7`, JSON.stringify({ event: 'pusher:ping', data: 'x'.repeat(64 * 1024) })),
    };
  }, { key: settings.pusher_app_key, port: settings.pusher_port });
  expect(codes).toEqual({ wrongKey: 4001, garbage: 1003, oversized: 1009 });
  // The events API wants a signature.
  const forged = await request.post(`http://${new URL(page.url()).hostname}:${settings.pusher_port}/apps/shop/events`, { data: { name: 'send-message-to-user', channels: ['chat_user_1'], data: '{}' } });
  expect(forged.status()).toBe(401);
  expect((await request.get('/api/master', { headers: xhr })).status()).toBe(200);
});
