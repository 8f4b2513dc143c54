// Where realtime lives, decided from environment variables alone. No Node.js modules here: the
// middleware (edge runtime) reads this too, to let browsers connect (CSP connect-src). Each
// function is given the environment by its caller (lib/config/edge.ts in the middleware,
// server/config.ts on the server).
//
//   external  PUSHER_APP_KEY is set: Pusher Channels (PUSHER_APP_CLUSTER) or a soketi cluster
//             (PUSHER_HOST, PUSHER_PORT, PUSHER_SCHEME, PUSHER_FORCE_TLS).
//   off       REALTIME=off: nothing runs; /master passes the stored settings on as they are.
//   builtin   otherwise: the shop's own Pusher-protocol server on REALTIME_HOST:REALTIME_PORT
//             (127.0.0.1 and PORT + 1000 by default, so shops side by side do not collide).
import { flagOf } from '@/lib/coerce';

export type RealtimeEnv = Record<string, string | undefined>;
export type RealtimeMode = 'builtin' | 'external' | 'off';

/** What a browser is told: null host means "the host the page came from". */
export interface BrowserEndpoint {
  host: string | null;
  port: number | null;
  forceTls: boolean;
}

export const filled = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

/** true/false for the usual spellings (lib/coerce.ts), undefined when unset or unreadable. */
export const flag = (value: string | undefined): boolean | undefined => flagOf(value);

export function portNumber(value: string | undefined): number | undefined {
  const text = filled(value);
  if (!text || !/^\d{1,5}$/.test(text)) return undefined;
  const port = Number(text);
  return port > 0 && port <= 65535 ? port : undefined;
}

export function realtimeMode(env: RealtimeEnv): RealtimeMode {
  if (filled(env.PUSHER_APP_KEY)) return 'external';
  if (flag(env.REALTIME) === false) return 'off';
  return 'builtin';
}

/** The built-in server's own address. */
export function builtinListen(env: RealtimeEnv): { host: string; port: number } {
  const explicit = portNumber(env.REALTIME_PORT);
  const shop = portNumber(env.PORT) ?? 3000;
  const derived = shop + 1000 <= 65535 ? shop + 1000 : shop - 1000;
  return { host: filled(env.REALTIME_HOST) ?? '127.0.0.1', port: explicit ?? derived };
}

/** Where browsers connect, or null when this shop runs no realtime of its own (off). */
export function browserEndpoint(env: RealtimeEnv): BrowserEndpoint | null {
  const mode = realtimeMode(env);
  if (mode === 'off') return null;
  if (mode === 'external') {
    const scheme = filled(env.PUSHER_SCHEME)?.toLowerCase();
    return {
      host: filled(env.PUSHER_HOST) ?? null,
      port: portNumber(env.PUSHER_PORT) ?? null,
      // Pusher Channels is TLS only; a soketi on plain HTTP says so by scheme or flag.
      forceTls: flag(env.PUSHER_FORCE_TLS) ?? (scheme ? scheme === 'https' : true),
    };
  }
  // Behind a proxy (TLS, one origin) browsers see another host and port than the server binds.
  return {
    host: filled(env.REALTIME_PUBLIC_HOST) ?? null,
    port: portNumber(env.REALTIME_PUBLIC_PORT) ?? builtinListen(env).port,
    forceTls: flag(env.REALTIME_PUBLIC_TLS) ?? false,
  };
}

const hostPattern = /^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i;

/**
 * CSP connect-src entries for the realtime server. `pageHost` is the host (with or without port)
 * the page was requested on; it stands in when browsers are told to use the page's own host.
 */
export function realtimeConnectSources(env: RealtimeEnv, pageHost: string | undefined): string[] {
  const endpoint = browserEndpoint(env);
  if (!endpoint) return [];
  const cluster = filled(env.PUSHER_APP_CLUSTER);
  if (realtimeMode(env) === 'external' && !endpoint.host) {
    // Pusher Channels: its WebSocket host, and its HTTP fallback transports.
    const region = cluster && /^[a-z0-9-]+$/i.test(cluster) ? cluster : 'mt1';
    return [`wss://ws-${region}.pusher.com`, `https://sockjs-${region}.pusher.com`];
  }
  const pageHostname = pageHost?.replace(/:\d+$/, '');
  const host = endpoint.host ?? pageHostname;
  if (!host || !hostPattern.test(host)) return [];
  const port = endpoint.port ? `:${endpoint.port}` : '';
  // WebSocket only (Pusher-protocol servers other than Pusher's own have no HTTP fallback).
  // pusher-js picks wss on HTTPS pages whatever it was told, so both schemes are allowed.
  return endpoint.forceTls ? [`wss://${host}${port}`] : [`ws://${host}${port}`, `wss://${host}${port}`];
}
