// The middleware's configuration: the one module of middleware.ts's bundle that reads the
// environment, for the middleware and the modules it shares with the server
// (lib/i18n/locale-source.ts, lib/api/external-base.ts, lib/security/same-origin.ts). Nothing of
// Node.js nor of server/ here: the modules that import it stay loadable in the edge runtime (the
// middleware runs in Node.js today, docs/adr/0013, and may move), and the shared ones stay apart
// from the server's configuration.
//
// Its variables are checked with the server's words (lib/config/checks.ts) when this module is
// first loaded, which in the middleware is when it first loads: a wrong value throws one error
// naming each variable, what it must be and what it is. `npm start` and the web server check
// the same variables (with all the others) before they serve (server/config.ts), so there a wrong
// value never gets this far; this check is for Next.js started by other means (`next dev`).
//
// Browser code reads no environment. The shop has no NEXT_PUBLIC_* variable; process.env.NODE_ENV,
// which Next.js writes into each bundle when it builds, is read where it is needed
// (components/layout/error-content.tsx, the middleware's development switch). The modules the
// browser shares with the server (lib/i18n/locales.ts, lib/realtime/endpoint.ts,
// lib/auth/social-providers.ts, lib/observability/web-vitals-beacon.ts) take the environment as a
// parameter from their callers on the server.
import { problemsIn, type Env } from './checks';

/** The variables the middleware's bundle reads. */
export const EDGE_VARIABLES = [
  'PORT',
  'SHOP_URL',
  'PUBLIC_ORIGIN',
  'SHOP_API_URL',
  'SETTINGS_TTL_SECONDS',
  'CSP_CONNECT_SRC',
  'REALTIME',
  'REALTIME_HOST',
  'REALTIME_PORT',
  'REALTIME_PUBLIC_HOST',
  'REALTIME_PUBLIC_PORT',
  'REALTIME_PUBLIC_TLS',
  'PUSHER_APP_KEY',
  'PUSHER_APP_CLUSTER',
  'PUSHER_HOST',
  'PUSHER_PORT',
  'PUSHER_SCHEME',
  'PUSHER_FORCE_TLS',
] as const;

/** The environment as it is now (empty in a browser without one). */
export function edgeEnv(): Env {
  return typeof process === 'undefined' ? {} : process.env;
}

/** Throws one error naming each of the middleware's variables whose value is not of its form. */
export function checkEdgeEnvironment(env: Env = edgeEnv()): void {
  const problems = problemsIn(env, EDGE_VARIABLES);
  if (problems.length > 0) throw new Error(`The shop's environment has wrong values: ${problems.join(' ')}`);
}

checkEdgeEnvironment();

/** The values the middleware reads one at a time. */
export const edgeConfig = {
  /** CSP_CONNECT_SRC: extra origins browsers may connect to, space separated. */
  connectSources: (): string[] => (edgeEnv().CSP_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean),
};
