// POST /pusher/auth and the realtime part of /master, against the built-in realtime server with
// pusher-js: a shopper and a shop may listen on their own private chat channel only.
import PusherClient from 'pusher-js';
import { realtimeConfig } from '@/server/realtime/config';
import { startGateway, type Gateway } from '@/server/realtime/gateway';
import { publish } from '@/server/realtime/publish';
import { eventually } from '@/server/realtime/test-clients';
import { issueToken } from '@/server/services/accounts';
import { issueShopToken } from '@/server/services/seller';
import { call, startTestShop, type Envelope, type ErrorBody, type TestShop } from '@/server/test/test-app';

jest.setTimeout(60_000);

const saved = { ...process.env };
let shop: TestShop;
let gateway: Gateway;
let shopper: string;
let otherShopper: string;
let shopToken: string;

beforeAll(async () => {
  process.env.AUTH_SECRET = 'realtime-route-test';
  for (const name of ['PUSHER_APP_KEY', 'PUSHER_APP_ID', 'PUSHER_APP_SECRET', 'REALTIME', 'REALTIME_PUBLIC_HOST', 'REALTIME_PUBLIC_PORT', 'REALTIME_PUBLIC_TLS']) delete process.env[name];
  shop = await startTestShop();
  const db = shop.handle.db;
  shopper = (await issueToken(db, 1)).token;
  otherShopper = (await issueToken(db, 2)).token;
  shopToken = (await issueShopToken(db, 1)).token;
  const probe = await startGateway({ appId: 'x', key: 'x', secret: 'x', host: '127.0.0.1', port: 0 });
  process.env.REALTIME_PORT = String(probe.port);
  await probe.close();
  const config = realtimeConfig()!;
  gateway = await startGateway({ appId: config.appId, key: config.key, secret: config.secret, ...config.listen!, log: () => undefined });
});
afterAll(async () => {
  await gateway?.close();
  await shop?.close();
  process.env = saved;
});

/** The request pusher-js makes: a form post. */
const authorize = (token: string | null, socketId: string, channel: string) =>
  call<{ auth: string } & ErrorBody>('/pusher/auth', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(token && { Authorization: `Bearer ${token}` }) },
    body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
  });

/** pusher-js as the storefront sets it up, its channel authorisation going to POST /pusher/auth. */
function listener(token: string): PusherClient {
  const config = realtimeConfig()!;
  return new PusherClient(config.key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: gateway.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '/api/pusher/auth',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        authorize(token, socketId, channelName).then(
          (answer) => (answer.status === 200 ? callback(null, answer.body) : callback(new Error(`status ${answer.status}`), null)),
          (error: Error) => callback(error, null),
        );
      },
    },
  });
}

describe('POST /pusher/auth', () => {
  it('lets a shopper listen on their own private channel, and hears their messages there', async () => {
    const client = listener(shopper);
    try {
      const channel = client.subscribe('private-chat_user_1');
      await eventually<void>((done) => channel.bind('pusher:subscription_succeeded', () => done()), 5000, 'subscription');
      const received = eventually<unknown>((done) => channel.bind('send-message-to-user', done));
      await publish('private-chat_user_1', 'send-message-to-user', { message: { id: 40 } });
      expect(await received).toEqual({ message: { id: 40 } });
    } finally {
      client.disconnect();
    }
  });

  it("refuses another shopper's channel, so pusher-js never subscribes", async () => {
    const client = listener(otherShopper);
    try {
      const channel = client.subscribe('private-chat_user_1');
      const error = await eventually<{ type: string; status: number }>((done) => channel.bind('pusher:subscription_error', done), 5000, 'subscription error');
      expect(error.type).toBe('AuthError');
      expect(channel.subscribed).toBe(false);
    } finally {
      client.disconnect();
    }
  });

  it('answers a signature for exactly this connection and channel', async () => {
    const answer = await authorize(shopper, '123.456', 'private-chat_user_1');
    expect(answer.status).toBe(200);
    const config = realtimeConfig()!;
    const { createHmac } = await import('node:crypto');
    expect(answer.body).toEqual({ auth: `${config.key}:${createHmac('sha256', config.secret).update('123.456:private-chat_user_1').digest('hex')}` });
    // JSON bodies work too.
    const json = await call<{ auth: string }>('/pusher/auth', { method: 'POST', headers: { Authorization: `Bearer ${shopper}` }, json: { socket_id: '123.456', channel_name: 'private-chat_user_1' } });
    expect(json.body).toEqual(answer.body);
  });

  it('lets a shop token listen on its own shop channel only', async () => {
    expect((await authorize(shopToken, '1.2', 'private-chat_shop_1')).status).toBe(200);
    expect((await authorize(shopToken, '1.2', 'private-chat_shop_2')).status).toBe(403);
    expect((await authorize(shopToken, '1.2', 'private-chat_user_1')).status).toBe(403);
    expect((await authorize(shopper, '1.2', 'private-chat_shop_1')).status).toBe(403);
  });

  it('refuses other channels with 403, strangers with 401 and malformed requests with 422', async () => {
    for (const channel of ['private-chat_user_2', 'private-chat_user_1x', 'private-orders', 'presence-chat_user_1', 'chat_user_1', 'private-encrypted-chat_user_1']) {
      const answer = await authorize(shopper, '1.2', channel);
      expect([channel, answer.status]).toEqual([channel, 403]);
      expect(answer.body).not.toHaveProperty('auth');
    }
    expect((await authorize(null, '1.2', 'private-chat_user_1')).status).toBe(401);
    expect((await authorize('not-a-token', '1.2', 'private-chat_user_1')).status).toBe(401);
    const malformed = await authorize(shopper, 'abc', 'private-chat_user_1');
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors ?? {})).toEqual(['socket_id']);
    const missing = await call('/pusher/auth', { method: 'POST', headers: { Authorization: `Bearer ${shopper}` }, json: {} });
    expect(missing.status).toBe(422);
  });

  it('does not exist while realtime is off', async () => {
    process.env.REALTIME = 'off';
    try {
      expect((await authorize(shopper, '1.2', 'private-chat_user_1')).status).toBe(404);
    } finally {
      delete process.env.REALTIME;
    }
  });
});

describe('GET /master realtime fields', () => {
  type Master = Envelope<Record<string, unknown>>;

  it('tells browsers about the built-in server: its key, its port on the page host, plain WebSocket', async () => {
    const { body } = await call<Master>('/master');
    expect(body.data).toMatchObject({ pusher_app_key: realtimeConfig()!.key, pusher_host: null, pusher_port: gateway.port, pusher_force_tls: false });
  });

  it('tells them about the public side of a proxy in front of it', async () => {
    Object.assign(process.env, { REALTIME_PUBLIC_HOST: 'shop.example', REALTIME_PUBLIC_PORT: '443', REALTIME_PUBLIC_TLS: 'true' });
    try {
      const { body } = await call<Master>('/master');
      expect(body.data).toMatchObject({ pusher_host: 'shop.example', pusher_port: 443, pusher_force_tls: true });
    } finally {
      for (const name of ['REALTIME_PUBLIC_HOST', 'REALTIME_PUBLIC_PORT', 'REALTIME_PUBLIC_TLS']) delete process.env[name];
    }
  });
});
