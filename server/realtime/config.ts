// The realtime setup of this process: which server, its credentials, how the shop publishes to it
// and what browsers are told (/master). Everything realtime reads its settings from here.
import { createHmac, randomBytes } from 'node:crypto';
import { browserEndpoint, builtinListen, filled, portNumber, realtimeMode, type BrowserEndpoint, type RealtimeEnv, type RealtimeMode } from '@/lib/realtime/endpoint';
import { processWide } from '@/server/process-wide';
import { serverEnv } from '@/server/config';

export interface RealtimeConfig {
  mode: Exclude<RealtimeMode, 'off'>;
  appId: string;
  key: string;
  /** Empty when an external key is given without its secret: browsers connect, nothing publishes. */
  secret: string;
  cluster: string | null;
  /** Where the shop publishes (the HTTP events API). */
  api: { host: string | null; port: number | null; useTLS: boolean };
  /** Built-in mode only: where the gateway listens. */
  listen: { host: string; port: number } | null;
  browser: BrowserEndpoint;
}


/**
 * The built-in server's secret: derived from AUTH_SECRET, so it survives restarts and every part
 * of the shop agrees on it; without AUTH_SECRET (development) a random one for this process, which
 * is enough because the server, the publisher and the channel authoriser all live in it.
 */
function builtinRoot(env: RealtimeEnv): string {
  const auth = filled(env.AUTH_SECRET);
  if (auth) return auth;
  processWide.realtimeFallbackSecret ??= randomBytes(32).toString('hex');
  return processWide.realtimeFallbackSecret;
}

const derive = (root: string, purpose: string) => createHmac('sha256', root).update(`realtime:${purpose}`).digest('hex');

/** The realtime setup, or null when realtime is off (REALTIME=off). */
export function realtimeConfig(env: RealtimeEnv = serverEnv()): RealtimeConfig | null {
  const mode = realtimeMode(env);
  const browser = browserEndpoint(env);
  if (mode === 'off' || !browser) return null;
  const cluster = filled(env.PUSHER_APP_CLUSTER) ?? null;
  if (mode === 'external') {
    const scheme = filled(env.PUSHER_SCHEME)?.toLowerCase();
    return {
      mode,
      appId: filled(env.PUSHER_APP_ID) ?? '',
      key: filled(env.PUSHER_APP_KEY) ?? '',
      secret: filled(env.PUSHER_APP_SECRET) ?? '',
      cluster,
      api: {
        host: filled(env.PUSHER_HOST) ?? null,
        port: portNumber(env.PUSHER_PORT) ?? null,
        useTLS: scheme ? scheme === 'https' : browser.forceTls,
      },
      listen: null,
      browser,
    };
  }
  const listen = builtinListen(env);
  const root = builtinRoot(env);
  // The shop publishes over loopback when the server listens on every address.
  const apiHost = ['0.0.0.0', '::', '[::]'].includes(listen.host) ? '127.0.0.1' : listen.host.includes(':') && !listen.host.startsWith('[') ? `[${listen.host}]` : listen.host;
  return {
    mode,
    appId: 'shop',
    // The key is public (browsers get it from /master); it only names the app.
    key: derive(root, 'key').slice(0, 20),
    secret: derive(root, 'secret'),
    cluster,
    api: { host: apiHost, port: listen.port, useTLS: false },
    listen,
    browser,
  };
}

/** Whether the shop can publish: an external key without its app id and secret cannot. */
export const canPublish = (config: RealtimeConfig): boolean => Boolean(config.appId && config.key && config.secret);
