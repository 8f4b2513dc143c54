// The shop's Prometheus metrics, on prom-client's default registry. This module is evaluated twice
// in one process (by the web server in server/web/ and inside Next.js's server bundle, where
// prom-client stays external so both see one registry): every metric is created once and found
// again by name the second time. Labels take bounded values only (route groups, status classes,
// outcomes), never an id, a path, a query string or a user.
import { Counter, Gauge, Histogram, collectDefaultMetrics, register, type Metric } from 'prom-client';
import { processWide } from '@/server/process-wide';

const PREFIX = 'shop_';

/** The metric of that name in the registry, made by `make` the first time. */
export function once<T extends Metric>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

if (!processWide.defaultMetrics) {
  processWide.defaultMetrics = true;
  // Event-loop lag, heap, resident memory, GC, handles: Node's own, prefixed like the rest.
  collectDefaultMetrics({ prefix: PREFIX, eventLoopMonitoringPrecision: 20 });
}

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = once(
  `${PREFIX}http_requests_total`,
  () => new Counter({ name: `${PREFIX}http_requests_total`, help: 'HTTP requests answered, by route group and status class', labelNames: ['route', 'status'] as const }),
);

export const httpDuration = once(
  `${PREFIX}http_request_duration_seconds`,
  () =>
    new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time from a request’s arrival to the end of its answer, by route group and status class',
      labelNames: ['route', 'status'] as const,
      buckets: SECONDS,
    }),
);

export const pageCache = once(
  `${PREFIX}page_cache_requests_total`,
  () =>
    new Counter({
      name: `${PREFIX}page_cache_requests_total`,
      help: 'Page requests by cache outcome: hit (served from the cache), stale (served, rendered again behind), miss (rendered for this request), recent (answered again by the web server without Next.js)',
      labelNames: ['outcome'] as const,
    }),
);

export const pageRenders = once(
  `${PREFIX}page_render_duration_seconds`,
  () =>
    new Histogram({
      name: `${PREFIX}page_render_duration_seconds`,
      help: 'Time to render a page that was not served from the cache, by page kind',
      labelNames: ['kind'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

export const dbQueries = once(
  `${PREFIX}db_query_duration_seconds`,
  () =>
    new Histogram({
      name: `${PREFIX}db_query_duration_seconds`,
      help: 'Database query time, by pool (primary or replica) and outcome',
      labelNames: ['pool', 'outcome'] as const,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    }),
);

/** The pools the gauges below read when scraped (registered by server/db/client.ts). */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export function watchPool(name: 'primary' | 'replica', stats: () => PoolStats): void {
  (processWide.databasePools ??= new Map()).set(name, stats);
}

function poolGauge(name: string, help: string, read: (stats: PoolStats) => number): Gauge<'pool'> {
  return once(
    name,
    () =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'] as const,
        collect() {
          this.reset();
          for (const [pool, stats] of processWide.databasePools ?? []) this.set({ pool }, read(stats()));
        },
      }),
  );
}

export const dbPoolSize = poolGauge(`${PREFIX}db_pool_size`, 'Connections open in the database pool', (s) => s.totalCount);
export const dbPoolInUse = poolGauge(`${PREFIX}db_pool_in_use`, 'Connections of the pool running a query or transaction', (s) => s.totalCount - s.idleCount);
export const dbPoolWaiting = poolGauge(`${PREFIX}db_pool_waiting`, 'Queries waiting for a free connection', (s) => s.waitingCount);

export const realtimeConnections = once(
  `${PREFIX}realtime_connections`,
  () => new Gauge({ name: `${PREFIX}realtime_connections`, help: 'WebSocket connections open on the built-in realtime server' }),
);

export const realtimeMessages = once(
  `${PREFIX}realtime_messages_total`,
  () =>
    new Counter({
      name: `${PREFIX}realtime_messages_total`,
      help: 'Realtime events: published by the shop, and delivered to subscribed connections',
      labelNames: ['direction'] as const,
    }),
);

export const ordersPlaced = once(
  `${PREFIX}orders_placed_total`,
  () => new Counter({ name: `${PREFIX}orders_placed_total`, help: 'Orders placed (one checkout of several shops places several)' }),
);

export const payments = once(
  `${PREFIX}payments_total`,
  () =>
    new Counter({
      name: `${PREFIX}payments_total`,
      help: 'Payments by gateway and outcome (started, paid, failed, cancelled)',
      labelNames: ['gateway', 'outcome'] as const,
    }),
);

export const rateLimited = once(
  `${PREFIX}rate_limit_refusals_total`,
  () => new Counter({ name: `${PREFIX}rate_limit_refusals_total`, help: 'Requests refused with 429, by limit', labelNames: ['limit'] as const }),
);

/** Gateways the payments counter knows by name; any other is counted as `other`. */
const GATEWAYS = new Set(['cash', 'sandbox', 'stripe']);
export const gatewayLabel = (gateway: string): string => (GATEWAYS.has(gateway) ? gateway : 'other');

export { register };
