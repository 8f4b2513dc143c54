// publish() as the chat uses it: configured from the environment, delivered by the built-in server,
// and harmless when the realtime server is away.
import PusherClient from 'pusher-js';
import { realtimeConfig } from './config';
import { startGateway, type Gateway } from './gateway';
import { publish } from './publish';
import { eventually, RawClient } from './test-clients';

jest.setTimeout(20_000);

const saved = { ...process.env };
let gateway: Gateway;

beforeAll(async () => {
  process.env.AUTH_SECRET = 'publish-test-secret';
  delete process.env.PUSHER_APP_KEY;
  delete process.env.REALTIME;
  // A free port, then the configuration that points there, as the shop's start does.
  const probe = await startGateway({ appId: 'x', key: 'x', secret: 'x', host: '127.0.0.1', port: 0 });
  const port = probe.port;
  await probe.close();
  process.env.REALTIME_PORT = String(port);
  const config = realtimeConfig()!;
  gateway = await startGateway({ appId: config.appId, key: config.key, secret: config.secret, ...config.listen!, log: () => undefined });
});
afterAll(async () => {
  await gateway?.close();
  process.env = saved;
});

it('delivers an event to pusher-js listeners on the built-in server', async () => {
  const config = realtimeConfig()!;
  const client = new PusherClient(config.key, { cluster: 'mt1', wsHost: '127.0.0.1', wsPort: gateway.port, forceTLS: false, enabledTransports: ['ws'], disableStats: true });
  try {
    const channel = client.subscribe('chat_user_1');
    await eventually<void>((done) => channel.bind('pusher:subscription_succeeded', () => done()));
    const received = eventually<unknown>((done) => channel.bind('send-message-to-user', done));
    await publish('chat_user_1', 'send-message-to-user', { message: { id: 1, message: 'Hi' } });
    expect(await received).toEqual({ message: { id: 1, message: 'Hi' } });
  } finally {
    client.disconnect();
  }
});

it('sends to many channels at once, beyond the 100 one call may carry', async () => {
  const { client } = await RawClient.connect(`ws://127.0.0.1:${gateway.port}/app/${realtimeConfig()!.key}?protocol=7`);
  try {
    await client.subscribe('chat_shop_150');
    const channels = Array.from({ length: 150 }, (_, i) => `chat_shop_${i + 1}`);
    await publish(channels, 'send-message-to-shop', { user_id: 2, message: { id: 2 } });
    expect((await client.next((m) => m.event === 'send-message-to-shop')).data).toEqual({ user_id: 2, message: { id: 2 } });
  } finally {
    client.close();
  }
});

it('never throws: an unreachable server or an invalid channel is logged and the caller goes on', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await expect(publish('not a channel!', 'send-message-to-user', {})).resolves.toBeUndefined();
    process.env.REALTIME_PORT = String(gateway.port === 65535 ? 65534 : gateway.port + 1);
    const started = Date.now();
    await expect(publish('chat_user_1', 'send-message-to-user', { message: {} })).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(String(logged.mock.calls[1][0])).toContain('Realtime: publishing send-message-to-user to chat_user_1 failed');
  } finally {
    process.env.REALTIME_PORT = String(gateway.port);
    logged.mockRestore();
  }
});

it('publishes nothing when realtime is off', async () => {
  process.env.REALTIME = 'off';
  const { client } = await RawClient.connect(`ws://127.0.0.1:${gateway.port}/app/${realtimeConfig({ ...process.env, REALTIME: undefined })!.key}?protocol=7`);
  try {
    await client.subscribe('chat_user_3');
    await publish('chat_user_3', 'send-message-to-user', { message: {} });
    client.send({ event: 'pusher:ping', data: {} });
    await client.next((m) => m.event === 'pusher:pong');
    expect(client.messages.some((m) => m.event === 'send-message-to-user')).toBe(false);
  } finally {
    delete process.env.REALTIME;
    client.close();
  }
});
