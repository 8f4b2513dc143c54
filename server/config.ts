// The server's configuration: the one module of the Node.js server that reads the environment
// (scripts/structure.ts keeps it so). The server is one process: the backend (server/), Next.js's
// server code (app/, the lib/ modules that run on the server), instrumentation.ts, and the web
// server that runs them (server/web/serve.ts, started by server/web/start.ts, which passes it its
// own environment). The web server shares this module rather than having one of its own: it is the
// same process with the same environment, and a second module would split one list of variables
// in two.
//
// Every variable has its form in ENVIRONMENT (lib/config/checks.ts, README.md "Environment
// variables"). `npm start` and the web server call environmentProblems() before anything starts
// and stop with one line per wrong value, naming the variable, what it must be and what it is; a
// value that would otherwise be read as its default without a word (PORT=80a, TRUST_PROXY=yes,
// METRICS=of) no longer goes unnoticed. Unset variables keep their defaults.
//
// Values are read when asked for, never kept from the import: tests set process.env and call the
// code. Two kinds of reader:
// - `config`, the typed values the code reads one at a time (config.databaseUrl(), …), with the
//   defaults the code has always had;
// - serverEnv(), the environment itself, for the readers of a whole area (the mailer, SMS, the
//   realtime server, Stripe, social sign-in, the logger, …), each of which takes it as a parameter
//   so that its tests can give it another.
//
// Left outside: next.config.mjs (Next.js loads it by itself, before any of this, and cannot import
// TypeScript; start and the web server check its variables first), process.env.NODE_ENV and
// process.env.NEXT_RUNTIME (Next.js writes them into its bundles when it builds: reading them
// through a function would keep the bundler from dropping the other runtime's code), and the
// middleware, whose bundle has its own module (lib/config/edge.ts).
import { ENVIRONMENT, problemsIn, type Env } from '@/lib/config/checks';
import { flagOf } from '@/lib/coerce';

export { ENVIRONMENT };
export type { Env };

/** The process's environment as it is now. */
export function serverEnv(): NodeJS.ProcessEnv {
  return process.env;
}

/** Sets variables for this process and what it starts (the web server's id and relay key for the backend). */
export function setServerEnv(values: Record<string, string>): void {
  Object.assign(process.env, values);
}

/** One line per variable whose value is not of its form; empty when all are. */
export function environmentProblems(env: Env = serverEnv()): string[] {
  const problems = problemsIn(env);
  if (env.PAGE_CACHE_STORE?.trim() === 'postgres' && !env.DATABASE_URL?.trim()) problems.push('PAGE_CACHE_STORE=postgres keeps pages in PostgreSQL: set DATABASE_URL as well.');
  return problems;
}

const read = (name: string): string | undefined => serverEnv()[name];
/** The value trimmed, or undefined when unset or blank. */
const filled = (name: string): string | undefined => read(name)?.trim() || undefined;
/**
 * A switch as the checks accept it (true/false, on/off, 1/0, yes/no, lib/coerce.ts); `fallback`
 * unset. Every spelling the start lets through means what it says.
 */
const switchOn = (name: string, fallback: boolean): boolean => flagOf(read(name)) ?? fallback;

/** The values the server reads one at a time, each read when asked for. */
export const config = {
  /** PORT as given (start passes it on to the web server), `3000` unset. */
  port: (): string => read('PORT') || '3000',
  /** HOSTNAME, the address to bind; unset or blank, every interface. */
  hostname: (): string | undefined => read('HOSTNAME') || undefined,
  /** TRUST_PROXY as given (server/web/client-address.ts reads it). */
  trustProxy: (): string | undefined => read('TRUST_PROXY'),
  /** DATA_DIR, `.data` unset (relative to the working folder). */
  dataDir: (): string => read('DATA_DIR') || '.data',
  /** DATABASE_URL; unset or blank, the embedded database. */
  databaseUrl: (): string | undefined => read('DATABASE_URL') || undefined,
  databaseReplicaUrl: (): string | undefined => read('DATABASE_REPLICA_URL') || undefined,
  /** DATABASE_POOL_SIZE, 10 unset. */
  databasePoolSize: (): number => Number(read('DATABASE_POOL_SIZE') || 10),
  /** SEED_ON_START, on unset: off leaves an empty database without the demo data. */
  seedOnStart: (): boolean => switchOn('SEED_ON_START', true),
  /** PAGE_CACHE_STORE=postgres: the page cache is shared in PostgreSQL. */
  sharedPageCache: (): boolean => read('PAGE_CACHE_STORE') === 'postgres',
  /** PAGE_CACHE_STORE=memory: pages are kept in this server's memory only, never in the build's folder. */
  pageCacheInMemory: (): boolean => read('PAGE_CACHE_STORE') === 'memory',
  /** WARM_UP, on unset. */
  warmUp: (): boolean => switchOn('WARM_UP', true),
  /** ALERTS_WORKER, on unset: this server sends the alert e-mails' jobs. */
  alertsWorker: (): boolean => switchOn('ALERTS_WORKER', true),
  /** ALERTS_POLL_SECONDS, 5 unset: how often the alert worker looks for due jobs. */
  alertsPollMs: (): number => Number(read('ALERTS_POLL_SECONDS') || 5) * 1000,
  /** ALERTS_CHECK_SECONDS, 60 unset: how often it compares shown prices and stock with the alerts. */
  alertsCheckMs: (): number => Number(read('ALERTS_CHECK_SECONDS') || 60) * 1000,
  /** METRICS, on unset. */
  metrics: (): boolean => switchOn('METRICS', true),
  metricsToken: (): string | undefined => read('METRICS_TOKEN') || undefined,
  /** LOG_REQUESTS, on unset. */
  logRequests: (): boolean => switchOn('LOG_REQUESTS', true),
  /** AUTH_SECRET as given; unset or blank, none (npm start makes one). */
  authSecret: (): string | undefined => read('AUTH_SECRET') || undefined,
  /** AUTH_TRUST_HOST, `true` unless set (npm start passes it on). */
  authTrustHost: (): string => read('AUTH_TRUST_HOST') || 'true',
  /** AUTH_URL or NEXTAUTH_URL is set: next-auth takes its own address from it. */
  authUrlSet: (): boolean => Boolean(read('AUTH_URL') || read('NEXTAUTH_URL')),
  adminApiToken: (): string | undefined => read('ADMIN_API_TOKEN') || undefined,
  revalidateSecret: (): string | undefined => filled('REVALIDATE_SECRET'),
  /** This web server's id and relay key, set by server/web/serve.ts for the backend in its process. */
  serverId: (): string => read('SHOP_SERVER_ID') ?? '',
  relayKey: (): string | undefined => filled('SHOP_RELAY_KEY'),
  /** `next build` is running (NEXT_PHASE, set by Next.js). */
  building: (): boolean => read('NEXT_PHASE') === 'phase-production-build',
  /** An OTLP endpoint is set: traces are exported. */
  tracing: (): boolean => Boolean(read('OTEL_EXPORTER_OTLP_ENDPOINT') || read('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT')),
  /** OTEL_SERVICE_NAME, `shop` unset. */
  serviceName: (): string => read('OTEL_SERVICE_NAME') ?? 'shop',
};
