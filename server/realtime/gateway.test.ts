// The built-in realtime server against the real clients: pusher-js (its Node.js build, as
// browsers use it) to listen and the `pusher` SDK to publish, plus a raw WebSocket client for
// what a well-behaved library never sends.
import Pusher from 'pusher';
import PusherClient from 'pusher-js';
import { startGateway, type Gateway } from './gateway';
import { eventually, pause, RawClient } from './test-clients';

jest.setTimeout(20_000);

const app = { appId: 'test-app', key: 'test-key', secret: 'test-secret' };
let gateway: Gateway;
let publisher: Pusher;
const clients: { disconnect(): void }[] = [];
const raws: RawClient[] = [];

beforeAll(async () => {
  gateway = await startGateway({ ...app, host: '127.0.0.1', port: 0, log: () => undefined });
  publisher = new Pusher({ ...app, host: '127.0.0.1', port: String(gateway.port), useTLS: false });
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
  for (const raw of raws.splice(0)) raw.close();
});
afterAll(() => gateway.close());

const socketUrl = (query = 'protocol=7&client=js&version=8.6.0') => `ws://127.0.0.1:${gateway.port}/app/${app.key}?${query}`;

type AuthHandler = (params: { socketId: string; channelName: string }, callback: (error: Error | null, data: { auth: string } | null) => void) => void;

/** pusher-js as the storefront configures it for a self-hosted server. */
function listener(authorize?: AuthHandler): PusherClient {
  const client = new PusherClient(app.key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: gateway.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    ...(authorize && { channelAuthorization: { endpoint: '/unused', transport: 'ajax', customHandler: authorize } }),
  });
  clients.push(client);
  return client;
}

async function raw(query?: string) {
  const connected = await RawClient.connect(socketUrl(query));
  raws.push(connected.client);
  return connected;
}

const subscribed = (channel: ReturnType<PusherClient['subscribe']>) => eventually<void>((done) => channel.bind('pusher:subscription_succeeded', () => done()), 3000, 'subscription');

describe('pusher-js and the pusher SDK', () => {
  it('connects, subscribes to a public channel and receives what the SDK publishes', async () => {
    const client = listener();
    const channel = client.subscribe('chat_user_7');
    await subscribed(channel);
    expect(client.connection.state).toBe('connected');
    expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/);

    const received = eventually<unknown>((done) => channel.bind('send-message-to-user', done));
    await publisher.trigger('chat_user_7', 'send-message-to-user', { message: { id: 12, message: 'Hello' } });
    expect(await received).toEqual({ message: { id: 12, message: 'Hello' } });
  });

  it('delivers batches and several channels at once, and only to their subscribers', async () => {
    const [one, two] = [listener(), listener()];
    const shopChannel = one.subscribe('chat_shop_3');
    const userChannel = two.subscribe('chat_user_9');
    await Promise.all([subscribed(shopChannel), subscribed(userChannel)]);
    const toShop: unknown[] = [];
    const toUser: unknown[] = [];
    shopChannel.bind('send-message-to-shop', (data: unknown) => toShop.push(data));
    userChannel.bind('send-message-to-user', (data: unknown) => toUser.push(data));

    await publisher.triggerBatch([
      { channel: 'chat_shop_3', name: 'send-message-to-shop', data: { user_id: 9, message: { id: 1 } } },
      { channel: 'chat_user_9', name: 'send-message-to-user', data: { message: { id: 1 } } },
    ]);
    const second = eventually<void>((done) => userChannel.bind('send-message-to-user', (data: { message: { id: number } }) => data.message.id === 2 && done()));
    await publisher.trigger(['chat_shop_3', 'chat_user_9', 'chat_user_10'], 'send-message-to-user', { message: { id: 2 } });
    await second;
    await pause(100);
    expect(toShop).toEqual([{ user_id: 9, message: { id: 1 } }]);
    expect(toUser).toEqual([{ message: { id: 1 } }, { message: { id: 2 } }]);
  });

  it('lets a private channel in with a signature the SDK made for this connection', async () => {
    const client = listener((params, callback) => callback(null, publisher.authorizeChannel(params.socketId, params.channelName)));
    const channel = client.subscribe('private-chat_user_4');
    await subscribed(channel);
    const received = eventually<unknown>((done) => channel.bind('send-message-to-user', done));
    await publisher.trigger('private-chat_user_4', 'send-message-to-user', { message: { id: 3 } });
    expect(await received).toEqual({ message: { id: 3 } });
  });

  it('refuses a private channel signed with another secret, for another connection or another channel', async () => {
    const other = new Pusher({ ...app, secret: 'not-the-secret', host: '127.0.0.1', port: String(gateway.port), useTLS: false });
    const attempts: AuthHandler[] = [
      (params, callback) => callback(null, other.authorizeChannel(params.socketId, params.channelName)),
      (params, callback) => callback(null, publisher.authorizeChannel('123.456', params.channelName)),
      (params, callback) => callback(null, publisher.authorizeChannel(params.socketId, 'private-chat_user_1')),
    ];
    for (const authorize of attempts) {
      const client = listener(authorize);
      const channel = client.subscribe('private-chat_user_5');
      const error = await eventually<{ status: number }>((done) => channel.bind('pusher:subscription_error', done), 3000, 'subscription error');
      expect(error).toMatchObject({ type: 'AuthError', status: 401 });
      const leaked: unknown[] = [];
      channel.bind('send-message-to-user', (data: unknown) => leaked.push(data));
      await publisher.trigger('private-chat_user_5', 'send-message-to-user', { message: { id: 4 } });
      await pause(150);
      expect(leaked).toEqual([]);
      client.disconnect();
    }
  });

  it('refuses publishing with a wrong secret or key', async () => {
    const client = listener();
    const channel = client.subscribe('chat_user_8');
    await subscribed(channel);
    const leaked: unknown[] = [];
    channel.bind('send-message-to-user', (data: unknown) => leaked.push(data));

    const wrongSecret = new Pusher({ ...app, secret: 'guessed', host: '127.0.0.1', port: String(gateway.port), useTLS: false });
    await expect(wrongSecret.trigger('chat_user_8', 'send-message-to-user', { message: 'forged' })).rejects.toMatchObject({ status: 401 });
    const wrongKey = new Pusher({ ...app, key: 'other-key', host: '127.0.0.1', port: String(gateway.port), useTLS: false });
    await expect(wrongKey.trigger('chat_user_8', 'send-message-to-user', { message: 'forged' })).rejects.toMatchObject({ status: 401 });
    const wrongApp = new Pusher({ ...app, appId: 'other-app', host: '127.0.0.1', port: String(gateway.port), useTLS: false });
    await expect(wrongApp.trigger('chat_user_8', 'send-message-to-user', { message: 'forged' })).rejects.toMatchObject({ status: 404 });
    await pause(150);
    expect(leaked).toEqual([]);
  });

  it('does not send an event back to the connection that caused it (socket_id)', async () => {
    const [sender, other] = [listener(), listener()];
    const senderChannel = sender.subscribe('chat_shop_4');
    const otherChannel = other.subscribe('chat_shop_4');
    await Promise.all([subscribed(senderChannel), subscribed(otherChannel)]);
    const echoed: unknown[] = [];
    senderChannel.bind('send-message-to-shop', (data: unknown) => echoed.push(data));
    const received = eventually<unknown>((done) => otherChannel.bind('send-message-to-shop', done));
    await publisher.trigger('chat_shop_4', 'send-message-to-shop', { user_id: 1, message: { id: 5 } }, { socket_id: sender.connection.socket_id });
    expect(await received).toEqual({ user_id: 1, message: { id: 5 } });
    await pause(100);
    expect(echoed).toEqual([]);
  });
});

describe('the events API', () => {
  /** A request signed like the SDK does, with parts to spoil. */
  async function signedPost(body: string, change: { timestamp?: number; md5?: string; path?: string } = {}) {
    const path = change.path ?? `/apps/${app.appId}/events`;
    const query = publisher.createSignedQueryString({ method: 'POST', path, body });
    let url = `http://127.0.0.1:${gateway.port}${path}?${query}`;
    if (change.timestamp !== undefined) url = url.replace(/auth_timestamp=\d+/, `auth_timestamp=${change.timestamp}`);
    if (change.md5 !== undefined) url = url.replace(/body_md5=[0-9a-f]+/, `body_md5=${change.md5}`);
    return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  }

  const event = JSON.stringify({ name: 'send-message-to-user', channels: ['chat_user_1'], data: '{"message":{"id":1}}' });

  it('accepts a signed request and refuses a changed body, an old timestamp or a tampered signature', async () => {
    expect((await signedPost(event)).status).toBe(200);
    // Signed for one body, sent with another.
    const query = publisher.createSignedQueryString({ method: 'POST', path: `/apps/${app.appId}/events`, body: event });
    const swapped = await fetch(`http://127.0.0.1:${gateway.port}/apps/${app.appId}/events?${query}`, { method: 'POST', body: event.replace('chat_user_1', 'chat_user_2') });
    expect(swapped.status).toBe(401);
    expect((await signedPost(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(401);
    expect((await signedPost(event, { md5: '0'.repeat(32) })).status).toBe(401);
    const tampered = `http://127.0.0.1:${gateway.port}/apps/${app.appId}/events?${query.replace(/auth_signature=[0-9a-f]+/, `auth_signature=${'a'.repeat(64)}`)}`;
    expect((await fetch(tampered, { method: 'POST', body: event })).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${gateway.port}/apps/${app.appId}/events`, { method: 'POST', body: event })).status).toBe(401);
  });

  it('answers 400 for signed nonsense, 413 for oversized data and 404 for other paths', async () => {
    expect((await signedPost('not json')).status).toBe(400);
    expect((await signedPost(JSON.stringify({ name: 'x', channels: ['bad channel!'], data: '{}' }))).status).toBe(400);
    expect((await signedPost(JSON.stringify({ name: 'x', channels: ['a'], data: { not: 'a string' } }))).status).toBe(400);
    expect((await signedPost(JSON.stringify({ name: 'x', channels: ['a'], data: 'x'.repeat(20_000) }))).status).toBe(413);
    expect((await signedPost(JSON.stringify({ batch: [] }), { path: `/apps/${app.appId}/batch_events` })).status).toBe(400);
    expect((await fetch(`http://127.0.0.1:${gateway.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${gateway.port}/apps/${app.appId}/channels`)).status).toBe(404);
    // The server still publishes afterwards.
    expect((await signedPost(event)).status).toBe(200);
  });
});

describe('the WebSocket protocol', () => {
  it('says where the connection stands and answers pings', async () => {
    const { client, socketId, activityTimeout } = await raw();
    expect(socketId).toMatch(/^\d+\.\d+$/);
    expect(activityTimeout).toBe(120);
    client.send({ event: 'pusher:ping', data: {} });
    await client.next((m) => m.event === 'pusher:pong');
  });

  it('stops delivering after an unsubscribe', async () => {
    const { client } = await raw();
    expect((await client.subscribe('chat_user_21')).event).toBe('pusher_internal:subscription_succeeded');
    client.send({ event: 'pusher:unsubscribe', data: { channel: 'chat_user_21' } });
    client.send({ event: 'pusher:ping', data: {} });
    await client.next((m) => m.event === 'pusher:pong');
    await publisher.trigger('chat_user_21', 'send-message-to-user', { message: { id: 6 } });
    await pause(150);
    expect(client.messages.filter((m) => m.event === 'send-message-to-user')).toEqual([]);
  });

  it('refuses a wrong key, a missing or unsupported protocol version and presence channels', async () => {
    const wrongKey = new RawClient(new (await import('ws')).WebSocket(`ws://127.0.0.1:${gateway.port}/app/other-key?protocol=7`));
    expect((await wrongKey.closed).code).toBe(4001);
    const noVersion = new RawClient(new (await import('ws')).WebSocket(`ws://127.0.0.1:${gateway.port}/app/${app.key}`));
    expect((await noVersion.closed).code).toBe(4008);
    const oldVersion = new RawClient(new (await import('ws')).WebSocket(`ws://127.0.0.1:${gateway.port}/app/${app.key}?protocol=3`));
    expect((await oldVersion.closed).code).toBe(4007);
    const { client } = await raw();
    expect(await client.subscribe('presence-room')).toMatchObject({ event: 'pusher:subscription_error', data: { status: 403 } });
  });

  it('answers unknown and client events with pusher:error and keeps the connection', async () => {
    const { client } = await raw();
    client.send({ event: 'client-typing', channel: 'private-chat_user_1', data: {} });
    client.send({ event: 'made-up', data: {} });
    client.send({ event: 'pusher:subscribe', data: { channel: 'no spaces allowed' } });
    await client.next((m) => m.event === 'pusher:error' && (m.data as { message: string }).message === 'Client events are not enabled');
    await client.next((m) => m.event === 'pusher:error' && (m.data as { message: string }).message.startsWith('Unsupported event'));
    await client.next((m) => m.event === 'pusher:error' && (m.data as { message: string }).message === 'Invalid channel name');
    expect((await client.subscribe('chat_user_22')).event).toBe('pusher_internal:subscription_succeeded');
  });

  it('closes connections that send garbage, binary or oversized frames, and goes on serving others', async () => {
    const bystander = listener();
    const channel = bystander.subscribe('chat_user_30');
    await subscribed(channel);

    const garbage = await raw();
    garbage.client.send('{not json');
    expect((await garbage.client.closed).code).toBe(1003);
    const notAnEvent = await raw();
    notAnEvent.client.send('[1,2,3]');
    expect((await notAnEvent.client.closed).code).toBe(1003);
    const binary = await raw();
    binary.client.send(Buffer.from([0, 1, 2, 3]));
    expect((await binary.client.closed).code).toBe(1003);
    const oversized = await raw();
    oversized.client.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'x'.repeat(20_000) } }));
    expect((await oversized.client.closed).code).toBe(1009);

    const received = eventually<unknown>((done) => channel.bind('send-message-to-user', done));
    await publisher.trigger('chat_user_30', 'send-message-to-user', { message: { id: 7 } });
    expect(await received).toEqual({ message: { id: 7 } });
    expect(bystander.connection.state).toBe('connected');
  });

  it('disconnects a client that floods the server', async () => {
    const { client } = await raw();
    for (let i = 0; i < 150; i += 1) client.send({ event: 'pusher:ping', data: {} });
    expect((await client.closed).code).toBe(4301);
  });

  it('lets WebSocket upgrades on other paths fail without harm', async () => {
    const { WebSocket } = await import('ws');
    const stray = new WebSocket(`ws://127.0.0.1:${gateway.port}/somewhere`);
    const outcome = await eventually<string>((done) => {
      stray.on('unexpected-response', (_request, response) => done(String(response.statusCode)));
      stray.on('error', (error) => done(error.message));
    });
    expect(outcome).toMatch(/404/);
    const { client } = await raw();
    expect((await client.subscribe('chat_user_23')).event).toBe('pusher_internal:subscription_succeeded');
  });
});

describe('activity timeout', () => {
  let quick: Gateway;
  beforeAll(async () => {
    quick = await startGateway({ ...app, host: '127.0.0.1', port: 0, activityTimeoutSeconds: 1, pongTimeoutMs: 400, log: () => undefined });
  });
  afterAll(() => quick.close());

  it('pings an idle client, keeps it when it answers and closes it when it does not', async () => {
    const url = `ws://127.0.0.1:${quick.port}/app/${app.key}?protocol=7`;
    const answering = await RawClient.connect(url);
    const silent = await RawClient.connect(url);
    raws.push(answering.client, silent.client);
    expect(answering.activityTimeout).toBe(1);
    answering.client.socket.on('message', (data) => {
      if (JSON.parse(data.toString()).event === 'pusher:ping') answering.client.send({ event: 'pusher:pong', data: {} });
    });
    await silent.client.next((m) => m.event === 'pusher:ping', 3000);
    expect((await silent.client.closed).code).toBe(4201);
    await pause(800);
    expect(answering.client.socket.readyState).toBe(answering.client.socket.OPEN);
    expect(answering.client.messages.filter((m) => m.event === 'pusher:ping').length).toBeGreaterThanOrEqual(1);
    expect(quick.connectionCount()).toBe(1);
  });
});

describe('closing for a deploy', () => {
  it('tells each client to reconnect at once (Pusher’s 4200) and counts its connections down', async () => {
    const { realtimeConnections } = await import('@/server/observability/metrics');
    const before = (await realtimeConnections.get()).values[0]?.value ?? 0;
    const leaving = await startGateway({ ...app, host: '127.0.0.1', port: 0, log: () => undefined });
    const url = `ws://127.0.0.1:${leaving.port}/app/${app.key}?protocol=7`;
    const client = (await RawClient.connect(url)).client;
    raws.push(client);
    expect((await realtimeConnections.get()).values[0]?.value).toBe(before + 1);
    await leaving.close();
    expect(client.messages.some((m) => m.event === 'pusher:error' && (m.data as { code?: number }).code === 4200)).toBe(true);
    expect((await client.closed).code).toBe(4200);
    expect((await realtimeConnections.get()).values[0]?.value).toBe(before);
  });
});
