// The realtime server of the production build, started by the start command, seen from a shop
// page: pusher-js (the browser build) connects under the page's Content-Security-Policy with what
// /api/master says, hears a chat answer live, and gets private channels through /api/pusher/auth
// with the session cookie: its own channel, never another shopper's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
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

declare global {
  interface Window {
    realtimeLog: { channel: string; event: string; data: unknown }[];
    Pusher: new (key: string, options: object) => {
      subscribe(channel: string): { bind(event: string, handler: (data: unknown) => void): void };
      connection: { state: string; bind(event: string, handler: () => void): void };
    };
  }
}

/** pusher-js in the page, set up from /master the way the storefront does. */
async function listenInPage(page: Page, settings: RealtimeSettings, channels: string[]): Promise<void> {
  await page.evaluate(readFileSync(path.join(process.cwd(), 'node_modules/pusher-js/dist/web/pusher.min.js'), 'utf8'));
  await page.evaluate(
    ({ settings, channels }) => {
      window.realtimeLog = [];
      const client = new window.Pusher(settings.pusher_app_key!, {
        cluster: settings.pusher_app_cluster ?? 'mt1',
        wsHost: settings.pusher_host ?? window.location.hostname,
        wsPort: settings.pusher_port ?? undefined,
        wssPort: settings.pusher_port ?? undefined,
        forceTLS: settings.pusher_force_tls || window.location.protocol === 'https:',
        enabledTransports: ['ws', 'wss'],
        disableStats: true,
        channelAuthorization: { endpoint: '/api/pusher/auth', transport: 'ajax', headers: { 'X-Requested-With': 'XMLHttpRequest' } },
      });
      for (const channel of channels) {
        const subscription = client.subscribe(channel);
        for (const event of ['pusher:subscription_succeeded', 'pusher:subscription_error', 'send-message-to-user']) {
          subscription.bind(event, (data) => window.realtimeLog.push({ channel, event, data }));
        }
      }
    },
    { settings, channels },
  );
}

const logOf = (page: Page) => page.evaluate(() => window.realtimeLog.map(({ channel, event }) => `${channel} ${event}`));

async function shopAnswers(request: APIRequestContext, userId: number, message: string): Promise<void> {
  const login = await request.post('/api/seller/login', { headers: { ...xhr, 'X-Forwarded-For': `10.88.${process.pid % 250}.${userId % 250}` }, data: { email: 'shop1@example.com', password: 'password' } });
  expect(login.status(), await login.text()).toBe(200);
  const token = (await login.json()).data.access.token as string;
  const sent = await request.post('/api/seller/send-message', { headers: { ...xhr, Authorization: `Bearer ${token}` }, data: { user_id: userId, message } });
  expect(sent.status(), await sent.text()).toBe(200);
}

test('a shop page hears the shop’s answer live, and may listen only on its own private channel', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Realtime Shopper');
  const other = await newShopper(request, 'Other Shopper');
  const settings = await apiData<RealtimeSettings>(request, '/master');
  expect(settings.pusher_app_key).toBeTruthy();
  expect(settings.pusher_port).toBeTruthy();

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signIn(page, shopper);
  const response = await page.goto('/');
  // The page's policy names the realtime server on the host the page came from.
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain(`ws://${new URL(page.url()).hostname}:${settings.pusher_port}`);

  const own = `chat_user_${shopper.id}`;
  await listenInPage(page, settings, [own, `private-${own}`, `private-chat_user_${other.id}`]);
  await expect.poll(() => logOf(page), { timeout: 10_000 }).toEqual(
    expect.arrayContaining([`${own} pusher:subscription_succeeded`, `private-${own} pusher:subscription_succeeded`, `private-chat_user_${other.id} pusher:subscription_error`]),
  );

  const store = await request.post('/api/store-message', { headers: { ...xhr, Authorization: `Bearer ${shopper.token}` }, data: { shop_id: 1, user_id: shopper.id, type: 'user' } });
  expect(store.status(), await store.text()).toBe(200);
  await shopAnswers(request, shopper.id, 'We have it in blue too.');
  await expect
    .poll(() => page.evaluate((channel) => window.realtimeLog.filter((entry) => entry.channel === channel && entry.event === 'send-message-to-user').map((entry) => (entry.data as { message: { message: string } }).message.message), own), { timeout: 10_000 })
    .toEqual(['We have it in blue too.']);
  // Nothing reached the channel that was refused.
  expect((await logOf(page)).filter((line) => line.startsWith(`private-chat_user_${other.id} send-message`))).toEqual([]);
  expect(violations).toEqual([]);
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
