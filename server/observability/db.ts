// Times every database query (histogram shop_db_query_duration_seconds) and, when tracing is on,
// wraps it in a span. It wraps the driver's own `query` (pg's Pool and its checked-out clients,
// PGlite and its transactions), so Drizzle and raw SQL are both seen. Span attributes name the
// operation only: statements and parameters carry shoppers' data and never leave the process.
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { dbQueries } from './metrics';
import { tracingEnabled } from './tracing-state';

type Pool = 'primary' | 'replica';
type QueryFn = (...args: unknown[]) => unknown;
const WRAPPED = Symbol.for('shop.db.timed');

/** `select`, `insert`… of a statement, for a span's name: never its text. */
export function operationOf(statement: unknown): string {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  const word = typeof text === 'string' ? /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() : undefined;
  return word && /^(select|insert|update|delete|with|begin|commit|rollback|set|lock|savepoint|release|create|alter|drop|copy|listen|notify|explain|show)$/.test(word) ? word : 'query';
}

function timed(query: QueryFn, pool: Pool): QueryFn {
  return function (this: unknown, ...args: unknown[]) {
    // The callback form is left alone (Drizzle uses promises).
    if (typeof args[args.length - 1] === 'function') return query.apply(this, args);
    const run = () => {
      const started = performance.now();
      const settle = (outcome: 'ok' | 'error') => dbQueries.observe({ pool, outcome }, (performance.now() - started) / 1000);
      const result = query.apply(this, args);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).then(
          () => settle('ok'),
          () => settle('error'),
        );
      }
      return result;
    };
    if (!tracingEnabled()) return run();
    return trace.getTracer('shop-db').startActiveSpan(`db ${operationOf(args[0])}`, { kind: SpanKind.CLIENT, attributes: { 'db.system': 'postgresql', 'db.operation': operationOf(args[0]), 'shop.db.pool': pool } }, (span) => {
      const result = run();
      const end = (error?: unknown) => {
        if (error) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      };
      if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(() => end(), (error: unknown) => end(error ?? 'failed'));
      else end();
      return result;
    });
  };
}

/** Times `target.query` from now on (once per object). */
export function timeQueries<T extends object>(target: T, pool: Pool): T {
  const holder = target as T & { query?: QueryFn; [WRAPPED]?: boolean };
  if (holder[WRAPPED] || typeof holder.query !== 'function') return target;
  holder[WRAPPED] = true;
  holder.query = timed(holder.query.bind(target), pool);
  return target;
}

/** A pg Pool whose queries and checked-out clients' queries are timed. */
export function timePool<T extends { query: unknown; connect: unknown }>(pool: T, name: Pool): T {
  timeQueries(pool, name);
  const connect = (pool.connect as (...args: unknown[]) => unknown).bind(pool);
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    if (typeof args[0] === 'function') return connect(...args);
    return (connect() as Promise<object>).then((client) => timeQueries(client, name));
  };
  return pool;
}

/** A PGlite client whose queries, in and out of transactions, are timed. */
export function timePglite<T extends { query: unknown; transaction: unknown }>(client: T): T {
  timeQueries(client, 'primary');
  const transaction = (client.transaction as (callback: (tx: object) => unknown) => unknown).bind(client);
  (client as { transaction: unknown }).transaction = (callback: (tx: object) => unknown) => transaction((tx) => callback(timeQueries(tx, 'primary')));
  return client;
}
