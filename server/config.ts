// The shop's environment variables (README.md, "Environment variables"), each with the form its
// value must have. `npm start` and the web server check them before anything starts and stop with
// one line per wrong value, naming the variable, what it must be and what it is; a value that
// would otherwise be read as its default without a word (PORT=80a, TRUST_PROXY=yes, METRICS=of)
// no longer goes unnoticed. Unset variables keep their defaults.
import { flagOf } from '@/lib/coerce';

type Check = (value: string) => string | null;

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

/** What each variable's value must be, when it is set. */
export const ENVIRONMENT: Record<string, Check> = {
  PORT: port,
  DATABASE_URL: postgres,
  DATABASE_REPLICA_URL: postgres,
  DATABASE_POOL_SIZE: wholeNumber(1, 1000),
  SEED_ON_START: switchValue,
  SHOP_API_URL: web,
  SETTINGS_TTL_SECONDS: wholeNumber(1, 86_400),
  SMTP_URL: addressWith(['smtp', 'smtps']),
  SMTP_PORT: port,
  SMTP_SECURE: switchValue,
  SMS_WEBHOOK_URL: web,
  TRUST_PROXY: wholeNumber(0, 10),
  PAGE_CACHE_MB: wholeNumber(0),
  PAGE_CACHE_STORE: oneOf('postgres'),
  WARM_UP: switchValue,
  SHOP_URL: web,
  AUTH_URL: web,
  SHOP_COUNTRIES: listOf((value) => (/^[A-Za-z]{2}$/.test(value) ? null : 'two-letter country codes'), /,/),
  PUBLIC_ORIGIN: listOf(web, /,/),
  AUTH_TRUST_HOST: switchValue,
  AUTH_GOOGLE_ISSUER: web,
  AUTH_APPLE_ISSUER: web,
  STRIPE_API_BASE: web,
  PAYMENT_SANDBOX: switchValue,
  REALTIME: switchValue,
  REALTIME_PORT: port,
  REALTIME_PUBLIC_PORT: port,
  REALTIME_PUBLIC_TLS: switchValue,
  CHAT_PUBLIC_PING: switchValue,
  CHAT_REALTIME_CHANNEL: oneOf('private', 'public'),
  PUSHER_PORT: port,
  PUSHER_SCHEME: oneOf('http', 'https'),
  PUSHER_FORCE_TLS: switchValue,
  HSTS: switchValue,
  SHUTDOWN_DRAIN_MS: wholeNumber(0),
  SHUTDOWN_TIMEOUT_MS: wholeNumber(0),
  METRICS: switchValue,
  LOG_LEVEL: oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
  LOG_FORMAT: oneOf('json', 'text'),
  LOG_REQUESTS: switchValue,
  OTEL_EXPORTER_OTLP_ENDPOINT: web,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: web,
  WEB_VITALS: switchValue,
};

/** One line per variable whose value is not of its form; empty when all are. */
export function environmentProblems(env: Record<string, string | undefined> = process.env): string[] {
  const problems: string[] = [];
  for (const [name, check] of Object.entries(ENVIRONMENT)) {
    const value = env[name];
    if (value === undefined || value.trim() === '') continue;
    const wanted = check(value.trim());
    if (wanted) problems.push(`${name} must be ${wanted} (it is "${value.length > 80 ? `${value.slice(0, 80)}…` : value}").`);
  }
  if (env.PAGE_CACHE_STORE?.trim() && !env.DATABASE_URL?.trim()) problems.push('PAGE_CACHE_STORE=postgres keeps pages in PostgreSQL: set DATABASE_URL as well.');
  return problems;
}
