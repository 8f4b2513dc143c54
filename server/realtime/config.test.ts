// Which realtime server the shop uses and what browsers and the CSP are told about it.
import { canPublish, realtimeConfig } from './config';
import { browserEndpoint, realtimeConnectSources } from '@/lib/realtime/endpoint';

describe('realtime configuration', () => {
  it('runs the built-in server on loopback at PORT + 1000 by default, with credentials from AUTH_SECRET', () => {
    const config = realtimeConfig({ PORT: '3000', AUTH_SECRET: 'one' });
    expect(config).toMatchObject({ mode: 'builtin', listen: { host: '127.0.0.1', port: 4000 }, api: { host: '127.0.0.1', port: 4000, useTLS: false } });
    expect(config?.browser).toEqual({ host: null, port: 4000, forceTls: false });
    expect(canPublish(config!)).toBe(true);
    // The same secret gives the same credentials (a restart, a second worker); another gives others.
    expect(realtimeConfig({ PORT: '3000', AUTH_SECRET: 'one' })).toEqual(config);
    const other = realtimeConfig({ PORT: '3000', AUTH_SECRET: 'two' });
    expect(other?.key).not.toBe(config?.key);
    expect(other?.secret).not.toBe(config?.secret);
    // The public key never gives the secret away.
    expect(config?.secret).not.toContain(config?.key);
  });

  it('gives shops side by side their own ports, and takes REALTIME_* when set', () => {
    expect(realtimeConfig({ PORT: '3209' })?.listen?.port).toBe(4209);
    expect(realtimeConfig({})?.listen?.port).toBe(4000);
    expect(realtimeConfig({ PORT: '65000' })?.listen?.port).toBe(64000);
    expect(realtimeConfig({ PORT: '3000', REALTIME_PORT: '6001', REALTIME_HOST: '0.0.0.0' })).toMatchObject({ listen: { host: '0.0.0.0', port: 6001 }, api: { host: '127.0.0.1', port: 6001 } });
    // Behind a TLS proxy on the shop's own origin.
    expect(browserEndpoint({ REALTIME_PUBLIC_HOST: 'shop.example', REALTIME_PUBLIC_PORT: '443', REALTIME_PUBLIC_TLS: 'true' })).toEqual({ host: 'shop.example', port: 443, forceTls: true });
  });

  it('uses Pusher Channels or soketi when PUSHER_* is set, and nothing when REALTIME=off', () => {
    const pusher = realtimeConfig({ PUSHER_APP_ID: '1', PUSHER_APP_KEY: 'key', PUSHER_APP_SECRET: 'secret', PUSHER_APP_CLUSTER: 'eu' });
    expect(pusher).toMatchObject({ mode: 'external', appId: '1', key: 'key', cluster: 'eu', listen: null, api: { host: null, useTLS: true }, browser: { host: null, port: null, forceTls: true } });
    const soketi = realtimeConfig({ PUSHER_APP_ID: 'app', PUSHER_APP_KEY: 'key', PUSHER_APP_SECRET: 'secret', PUSHER_HOST: 'soketi.internal', PUSHER_PORT: '6001', PUSHER_SCHEME: 'http' });
    expect(soketi).toMatchObject({ api: { host: 'soketi.internal', port: 6001, useTLS: false }, browser: { host: 'soketi.internal', port: 6001, forceTls: false } });
    // A key alone lets browsers connect, but the shop cannot publish without the app id and secret.
    expect(canPublish(realtimeConfig({ PUSHER_APP_KEY: 'key' })!)).toBe(false);
    expect(realtimeConfig({ REALTIME: 'off' })).toBeNull();
  });
});

describe('CSP connect-src for realtime', () => {
  it('allows the built-in server on the host the page came from', () => {
    expect(realtimeConnectSources({ PORT: '3000' }, 'localhost:3000')).toEqual(['ws://localhost:4000', 'wss://localhost:4000']);
    expect(realtimeConnectSources({ PORT: '3000', REALTIME_PUBLIC_HOST: 'rt.shop.example', REALTIME_PUBLIC_PORT: '443', REALTIME_PUBLIC_TLS: 'true' }, 'shop.example')).toEqual([
      'wss://rt.shop.example:443',
    ]);
  });

  it('allows Pusher Channels or the soketi host, and nothing when realtime is off', () => {
    expect(realtimeConnectSources({ PUSHER_APP_KEY: 'key', PUSHER_APP_CLUSTER: 'eu' }, 'shop.example')).toEqual(['wss://ws-eu.pusher.com', 'https://sockjs-eu.pusher.com']);
    expect(realtimeConnectSources({ PUSHER_APP_KEY: 'key', PUSHER_HOST: 'ws.shop.example', PUSHER_PORT: '6001' }, 'shop.example')).toEqual(['wss://ws.shop.example:6001']);
    expect(realtimeConnectSources({ REALTIME: 'off' }, 'shop.example')).toEqual([]);
  });

  it('never copies a hostile Host header into the policy', () => {
    expect(realtimeConnectSources({}, "evil.example; script-src 'unsafe-inline'")).toEqual([]);
    expect(realtimeConnectSources({}, 'evil.example *')).toEqual([]);
    expect(realtimeConnectSources({}, undefined)).toEqual([]);
  });
});
