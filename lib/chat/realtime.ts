// Realtime chat: the signed-in shopper's private
// channel private-chat_user_{userId}, authorised by /api/pusher/auth with the session cookie
// (docs/adr/0012), event send-message-to-user with {message: Chat}; an event without a message is
// a ping that says only "something arrived". pusher-js is imported only when a signed-in shopper
// subscribes, so guests never download it. The message is checked against the contract where it
// is handled (lib/chat/queries.ts, loaded lazily), not here in the page's first load.
import type { Options } from 'pusher-js';
import type { RealtimeSettings } from './types';

/** A message as an event carries it, not yet checked against the contract. */
export type EventMessage = Record<string, unknown> & { id: number };

export const USER_EVENT = 'send-message-to-user';
export const channelFor = (userId: number, kind: RealtimeSettings['channel'] = 'private') =>
  kind === 'public' ? `chat_user_${userId}` : `private-chat_user_${userId}`;

/** The page the browser shows: its scheme decides encryption, its host stands in for a missing one. */
export interface PageLocation {
  protocol: string;
  hostname: string;
}

/**
 * Connection options: a self-hosted Pusher-protocol server when /master names a host or a port (a
 * port alone means the host the page came from), Pusher Channels by cluster otherwise. Encrypted
 * transport whenever the shop says so, and always when the page itself came over HTTPS (a browser
 * refuses ws:// from such a page).
 */
export function pusherOptions(settings: RealtimeSettings, page: PageLocation): Options {
  const host = settings.host ?? (settings.port ? page.hostname : null);
  const options: Options = {
    cluster: settings.cluster ?? '',
    forceTLS: page.protocol === 'https:' || settings.forceTls,
    // Private channels are authorised by the shop's own endpoint; the session cookie identifies
    // the shopper and the header passes the CSRF check of /api.
    channelAuthorization: { transport: 'ajax', endpoint: '/api/pusher/auth', headers: { 'X-Requested-With': 'XMLHttpRequest' } },
  };
  if (host) {
    options.wsHost = host;
    if (settings.port) {
      options.wsPort = settings.port;
      options.wssPort = settings.port;
    }
    // A self-hosted server speaks WebSocket only and keeps no Pusher statistics.
    options.enabledTransports = ['ws', 'wss'];
    options.disableStats = true;
  }
  return options;
}

/** Reads the message out of an event payload; null when it is not a chat message. */
export function messageOfEvent(payload: unknown): EventMessage | null {
  const message = (payload as { message?: unknown } | null)?.message;
  if (!message || typeof message !== 'object') return null;
  const chat = message as EventMessage;
  return typeof chat.id === 'number' ? chat : null;
}

/**
 * Subscribes to the shopper's channel; the answer unsubscribes and disconnects. `onMessage` gets
 * the message, or null for an event that names none (the caller reads again what is open).
 * `onSubscribed` runs each time the subscription succeeds (also after a reconnection), so the
 * caller can catch up on messages published while no subscription was listening.
 */
export function subscribeToChat(
  settings: RealtimeSettings,
  userId: number,
  onMessage: (message: EventMessage | null) => void,
  onSubscribed: () => void = () => undefined,
): () => void {
  let stopped = false;
  let stop = () => undefined as void;
  void import('pusher-js')
    .then(({ default: Pusher }) => {
      if (stopped) return;
      const pusher = new Pusher(settings.key, pusherOptions(settings, window.location));
      const name = channelFor(userId, settings.channel);
      const channel = pusher.subscribe(name);
      channel.bind('pusher:subscription_succeeded', onSubscribed);
      channel.bind(USER_EVENT, (payload: unknown) => onMessage(messageOfEvent(payload)));
      stop = () => {
        pusher.unsubscribe(name);
        pusher.disconnect();
      };
    })
    .catch((error: unknown) => {
      // Without realtime the chat still works; new messages show on the next load.
      console.error('Realtime chat is unavailable', error);
    });
  return () => {
    stopped = true;
    stop();
  };
}
