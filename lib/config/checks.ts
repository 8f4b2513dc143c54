// The shop's environment variables (README.md, "Environment variables"), each with the form its
// value must have, and the check of an environment against them. Pure: no Node.js modules and no
// reading of the environment here, so that each runtime's configuration module checks its own
// variables with the same words: the server's (server/config.ts, which the web server shares) and
// the middleware's (lib/config/edge.ts, whose bundle must not take Node.js code with it).
import { flagOf } from '@/lib/coerce';

export type Env = Record<string, string | undefined>;

/** null when the value has the form, else what it must be ("a whole number from 1 to 65535"). */
export type Check = (value: string) => string | null;

const wholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER): Check =>
  (value) =>
    /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max ? null : `a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}`;

const port = wholeNumber(1, 65_535);

const switchValue: Check = (value) => (flagOf(value) === undefined ? 'true or false (on/off, 1/0, yes/no)' : null);

const oneOf =
  (...allowed: string[]): Check =>
  (value) =>
    allowed.includes(value.toLowerCase()) ? null : `one of ${allowed.join(', ')}`;

const addressWith =
  (schemes: string[], needsHost = true): Check =>
  (value) => {
    const wanted = `an address starting ${schemes.map((scheme) => `${scheme}://`).join(' or ')}`;
    try {
      const url = new URL(value);
      return schemes.includes(url.protocol.slice(0, -1)) && (url.hostname || !needsHost) ? null : wanted;
    } catch {
      return wanted;
    }
  };

const web = addressWith(['http', 'https']);
// A connection string may name a Unix socket instead of a host (postgres:///shop?host=/run/postgresql).
const postgres = addressWith(['postgres', 'postgresql'], false);

const listOf =
  (each: Check, separator: RegExp): Check =>
  (value) => {
    const items = value.split(separator).map((item) => item.trim()).filter(Boolean);
    const wrong = items.map(each).find((problem) => problem !== null);
    return items.length === 0 || wrong ? `a list of ${wrong ?? 'values'}` : null;
  };

/** Free text: a secret, a key, a name, a folder. Any value set will do. */
const text: Check = () => null;

/** A host name or an address to bind or connect to (shop.example.com, 127.0.0.1, ::1, a container's id). */
const host: Check = (value) => (/^[\w.:[\]-]+$/.test(value) ? null : 'a host name or an IP address');

/** What each variable's value must be, when it is set. */
export const ENVIRONMENT: Record<string, Check> = {
  PORT: port,
  HOSTNAME: host,
  DATA_DIR: text,
  DATABASE_URL: postgres,
  DATABASE_REPLICA_URL: postgres,
  DATABASE_POOL_SIZE: wholeNumber(1, 1000),
  SEED_ON_START: switchValue,
  SHOP_API_URL: web,
  SETTINGS_TTL_SECONDS: wholeNumber(1, 86_400),
  APP_ENV: text,
  SMTP_URL: addressWith(['smtp', 'smtps']),
  SMTP_HOST: host,
  SMTP_PORT: port,
  SMTP_SECURE: switchValue,
  SMTP_USER: text,
  SMTP_PASSWORD: text,
  MAIL_FROM: text,
  SMS_WEBHOOK_URL: web,
  SMS_WEBHOOK_TOKEN: text,
  AUTH_SECRET: text,
  TRUST_PROXY: wholeNumber(0, 10),
  PAGE_CACHE_MB: wholeNumber(0),
  PAGE_CACHE_STORE: oneOf('postgres', 'memory'),
  WARM_UP: switchValue,
  ALERTS_WORKER: switchValue,
  ALERTS_POLL_SECONDS: wholeNumber(1, 3_600),
  ALERTS_CHECK_SECONDS: wholeNumber(5, 86_400),
  SHOP_URL: web,
  AUTH_URL: web,
  NEXTAUTH_URL: web,
  SHOP_COUNTRIES: listOf((value) => (/^[A-Za-z]{2}$/.test(value) ? null : 'two-letter country codes'), /,/),
  PUBLIC_ORIGIN: listOf(web, /,/),
  AUTH_TRUST_HOST: switchValue,
  AUTH_GOOGLE_ID: text,
  AUTH_GOOGLE_SECRET: text,
  AUTH_GOOGLE_ISSUER: web,
  AUTH_FACEBOOK_ID: text,
  AUTH_FACEBOOK_SECRET: text,
  AUTH_FACEBOOK_ISSUER: web,
  AUTH_APPLE_ID: text,
  AUTH_APPLE_SECRET: text,
  AUTH_APPLE_ISSUER: web,
  ADMIN_API_TOKEN: text,
  STRIPE_SECRET_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,
  STRIPE_API_BASE: web,
  PAYMENT_SANDBOX: switchValue,
  LINK_SECRET: text,
  PAYMENT_SANDBOX_SECRET: text,
  REVALIDATE_SECRET: text,
  REALTIME: switchValue,
  REALTIME_HOST: host,
  REALTIME_PORT: port,
  REALTIME_PUBLIC_HOST: host,
  REALTIME_PUBLIC_PORT: port,
  REALTIME_PUBLIC_TLS: switchValue,
  CHAT_PUBLIC_PING: switchValue,
  CHAT_REALTIME_CHANNEL: oneOf('private', 'public'),
  PUSHER_APP_ID: text,
  PUSHER_APP_KEY: text,
  PUSHER_APP_SECRET: text,
  PUSHER_APP_CLUSTER: text,
  PUSHER_HOST: host,
  PUSHER_PORT: port,
  PUSHER_SCHEME: oneOf('http', 'https'),
  PUSHER_FORCE_TLS: switchValue,
  CSP_CONNECT_SRC: text,
  HSTS: switchValue,
  SHUTDOWN_DRAIN_MS: wholeNumber(0),
  SHUTDOWN_TIMEOUT_MS: wholeNumber(0),
  METRICS: switchValue,
  METRICS_TOKEN: text,
  LOG_LEVEL: oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
  LOG_FORMAT: oneOf('json', 'text'),
  LOG_REQUESTS: switchValue,
  OTEL_EXPORTER_OTLP_ENDPOINT: web,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: web,
  OTEL_SERVICE_NAME: text,
  WEB_VITALS: switchValue,
  // Set for the shop rather than by its operator: by Node.js tools and Next.js (NODE_ENV,
  // NEXT_PHASE, NEXT_RUNTIME; the web server runs in production whatever NODE_ENV says), and by
  // the web server for the backend in its process (server/web/serve.ts).
  NODE_ENV: text,
  NEXT_PHASE: text,
  NEXT_RUNTIME: text,
  SHOP_SERVER_ID: text,
  SHOP_RELAY_KEY: text,
};

/** One line per variable of `names` whose value is set and not of its form; empty when all are. */
export function problemsIn(env: Env, names: readonly string[] = Object.keys(ENVIRONMENT)): string[] {
  const problems: string[] = [];
  for (const name of names) {
    const value = env[name];
    if (value === undefined || value.trim() === '') continue;
    const wanted = ENVIRONMENT[name](value.trim());
    if (wanted) problems.push(`${name} must be ${wanted} (it is "${value.length > 80 ? `${value.slice(0, 80)}…` : value}").`);
  }
  return problems;
}
