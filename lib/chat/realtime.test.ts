import { channelFor, messageOfEvent, pusherOptions } from './realtime';
import { chatChannelKind, realtimeSettings } from './realtime-settings';

const page = { protocol: 'http:', hostname: 'shop.test' };

describe('realtime settings and options', () => {
  it('subscribes only when /master has a key', () => {
    expect(realtimeSettings({ pusher_app_key: null, pusher_app_cluster: 'mt1', pusher_host: null, pusher_port: null, pusher_force_tls: true })).toBeNull();
    expect(realtimeSettings({ pusher_app_key: ' ', pusher_app_cluster: null })).toBeNull();
    expect(realtimeSettings({ pusher_app_key: 'key', pusher_app_cluster: 'eu', pusher_host: 'ws.example.com', pusher_port: 6001, pusher_force_tls: false })).toEqual({
      key: 'key',
      cluster: 'eu',
      host: 'ws.example.com',
      port: 6001,
      forceTls: false,
      channel: 'private',
    });
    // An upstream backend without the TLS field: encrypted.
    expect(realtimeSettings({ pusher_app_key: 'key', pusher_app_cluster: 'eu' })?.forceTls).toBe(true);
  });

  it('listens on the private channel unless CHAT_REALTIME_CHANNEL=public', () => {
    expect(chatChannelKind({})).toBe('private');
    expect(chatChannelKind({ CHAT_REALTIME_CHANNEL: 'private' })).toBe('private');
    expect(chatChannelKind({ CHAT_REALTIME_CHANNEL: 'nonsense' })).toBe('private');
    expect(chatChannelKind({ CHAT_REALTIME_CHANNEL: ' Public ' })).toBe('public');
    expect(realtimeSettings({ pusher_app_key: 'key', pusher_app_cluster: 'eu' }, 'public')?.channel).toBe('public');
  });

  it('connects to Pusher Channels by cluster when no host or port is given', () => {
    const options = pusherOptions({ key: 'k', cluster: 'eu', host: null, port: null, forceTls: true, channel: 'private' }, page);
    expect(options).toMatchObject({ cluster: 'eu', forceTLS: true });
    expect(options.wsHost).toBeUndefined();
  });

  it('connects to a self-hosted server by host and port, the page’s host when only a port is given', () => {
    expect(pusherOptions({ key: 'k', cluster: null, host: 'ws.example.com', port: 6001, forceTls: false, channel: 'private' }, page)).toMatchObject({
      wsHost: 'ws.example.com',
      wsPort: 6001,
      wssPort: 6001,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
    });
    expect(pusherOptions({ key: 'k', cluster: null, host: null, port: 4100, forceTls: false, channel: 'private' }, page)).toMatchObject({ wsHost: 'shop.test', wsPort: 4100 });
  });

  it('always uses TLS on a page served over HTTPS', () => {
    expect(pusherOptions({ key: 'k', cluster: null, host: null, port: 4100, forceTls: false, channel: 'private' }, { ...page, protocol: 'https:' }).forceTLS).toBe(true);
  });

  it('authorises private channels at /api/pusher/auth', () => {
    expect(pusherOptions({ key: 'k', cluster: 'eu', host: null, port: null, forceTls: true, channel: 'private' }, page).channelAuthorization).toMatchObject({
      endpoint: '/api/pusher/auth',
      transport: 'ajax',
    });
  });

  it('names the shopper’s channel and reads the message out of an event', () => {
    expect(channelFor(7)).toBe('private-chat_user_7');
    expect(channelFor(7, 'public')).toBe('chat_user_7');
    expect(messageOfEvent({ message: { id: 3, type: 'shop', message: 'hi' } })).toMatchObject({ id: 3 });
    expect(messageOfEvent({ message: 'hi' })).toBeNull();
    expect(messageOfEvent(null)).toBeNull();
  });
});
