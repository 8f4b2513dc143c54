// The values a process holds once, whichever copy of a module asks: the web server (loaded by tsx)
// and Next.js's bundles each evaluate their own copy of a module, so a value kept in a module
// would be one per copy (two databases opened on one PGlite folder, two loggers, health checks the
// web server cannot see). All of them live here, in one object on globalThis, each under a name
// that says what it is.
import type { AsyncLocalStorage } from 'node:async_hooks';
import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { Logger } from 'pino';
import type Pusher from 'pusher';
import type { DbHandle } from '@/server/db/client';
import type { Registry } from '@/server/observability/health';
import type { Step } from '@/server/observability/lifecycle';
import type { PoolStats } from '@/server/observability/metrics';
import type { RequestContext } from '@/server/observability/request-context';
import type { Gateway } from '@/server/realtime/gateway';
import type { AlertWorker } from '@/server/services/alerts-worker';

export interface ProcessWide {
  /** The database this process opened (server/db/client.ts). */
  database?: Promise<DbHandle>;
  /** The database migrated and seeded: what requests wait for (server/db/bootstrap.ts). */
  databaseReady?: Promise<void>;
  /** The start-up steps ran once (server/startup.ts). */
  started?: boolean;
  /** The one logger (server/observability/logger.ts). */
  logger?: Logger;
  /** The request a piece of code runs for (server/observability/request-context.ts). */
  requestContext?: AsyncLocalStorage<RequestContext>;
  /** Traces exported, and by whom (server/observability/tracing.ts, tracing-state.ts). */
  tracerProvider?: NodeTracerProvider;
  tracing?: boolean;
  /** The readiness checks and the server's state, read by /healthz and /readyz (health.ts). */
  health?: Registry;
  /** What runs on shutdown, in order (lifecycle.ts). */
  shutdownSteps?: Map<string, Step>;
  /** Node's default metrics registered once, and the database pools /metrics reads (metrics.ts). */
  defaultMetrics?: boolean;
  databasePools?: Map<string, () => PoolStats>;
  /** The realtime server of this process, and the client that publishes to it (server/realtime/). */
  realtimeGateway?: Promise<Gateway | null>;
  realtimeClient?: { signature: string; client: Pusher };
  /** Secrets made for this process when none is configured (realtime/config.ts, link-signature.ts). */
  realtimeFallbackSecret?: string;
  linkFallbackSecret?: Buffer;
  /** This server's alert e-mail worker (server/startup.ts), when ALERTS_WORKER is on. */
  alertWorker?: AlertWorker;
}

const HOME = Symbol.for('shop.process-wide');

export const processWide: ProcessWide = ((globalThis as unknown as Record<symbol, ProcessWide>)[HOME] ??= {});
