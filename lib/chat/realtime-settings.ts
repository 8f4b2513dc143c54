import type { Master } from '@/lib/api/schemas/settings';
import type { RealtimeSettings } from './types';
import { serverEnv } from '@/server/config';

/**
 * The storefront's channel for chat: private unless CHAT_REALTIME_CHANNEL=public says the backend
 * publishes messages only on the public channel (as the original product does).
 */
export function chatChannelKind(env: Record<string, string | undefined> = serverEnv()): RealtimeSettings['channel'] {
  return env.CHAT_REALTIME_CHANNEL?.trim().toLowerCase() === 'public' ? 'public' : 'private';
}

/** The realtime part of /master; null when the shop has no Pusher key (then no realtime). */
export function realtimeSettings(
  master: Pick<Master, 'pusher_app_key' | 'pusher_app_cluster' | 'pusher_host' | 'pusher_port' | 'pusher_force_tls'>,
  channel: RealtimeSettings['channel'] = chatChannelKind(),
): RealtimeSettings | null {
  const key = master.pusher_app_key?.trim();
  if (!key) return null;
  return {
    key,
    cluster: master.pusher_app_cluster?.trim() || null,
    host: master.pusher_host?.trim() || null,
    port: typeof master.pusher_port === 'number' && master.pusher_port > 0 ? master.pusher_port : null,
    // Encrypted unless the shop says otherwise.
    forceTls: master.pusher_force_tls !== false,
    channel,
  };
}
