// Publishing to the realtime server with the official `pusher` SDK, whichever server that is
// (the built-in one, Pusher Channels or soketi). A realtime outage must never fail what caused the
// event (a chat message is stored either way), so nothing here throws.
import Pusher from 'pusher';
import { canPublish, realtimeConfig, type RealtimeConfig } from './config';
import { processWide } from '@/server/process-wide';

/** A publish waits at most this long; the message itself is already stored. */
const PUBLISH_TIMEOUT_MS = 3000;
/** The events API takes at most 100 channels per event. */
const CHANNELS_PER_CALL = 100;


function clientOptions(config: RealtimeConfig): Pusher.Options {
  const base = { appId: config.appId, key: config.key, secret: config.secret, useTLS: config.api.useTLS, timeout: PUBLISH_TIMEOUT_MS };
  if (config.api.host) return { ...base, host: config.api.host, ...(config.api.port ? { port: String(config.api.port) } : {}) };
  return { ...base, cluster: config.cluster ?? 'mt1' };
}

/** The SDK client for the current configuration (made again only when the configuration changes). */
export function realtimeClient(config: RealtimeConfig): Pusher {
  const options = clientOptions(config);
  const signature = JSON.stringify(options);
  if (processWide.realtimeClient?.signature !== signature) processWide.realtimeClient = { signature, client: new Pusher(options) };
  return processWide.realtimeClient.client;
}

let warnedUnconfigured = false;

/**
 * Sends `event` with `data` to everyone subscribed to `channels`. Resolves once the realtime
 * server took it, or after logging why it did not; never rejects.
 */
export async function publish(channels: string | string[], event: string, data: unknown): Promise<void> {
  const list = (Array.isArray(channels) ? channels : [channels]).filter(Boolean);
  if (list.length === 0) return;
  try {
    const config = realtimeConfig();
    if (!config) return;
    if (!canPublish(config)) {
      if (!warnedUnconfigured) console.warn('Realtime: PUSHER_APP_KEY is set without PUSHER_APP_ID and PUSHER_APP_SECRET; events are not published.');
      warnedUnconfigured = true;
      return;
    }
    const client = realtimeClient(config);
    for (let start = 0; start < list.length; start += CHANNELS_PER_CALL) {
      await client.trigger(list.slice(start, start + CHANNELS_PER_CALL), event, data);
    }
  } catch (error) {
    const status = (error as { status?: number }).status;
    console.error(`Realtime: publishing ${event} to ${list.join(', ')} failed${status ? ` (status ${status})` : ''}:`, error instanceof Error ? error.message : error);
  }
}
