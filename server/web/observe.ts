// What the web server notes about every request: its id (taken from a trusted proxy's
// X-Request-Id or made here, sent back in X-Request-Id and passed to the backend through the
// request's headers and the request context), the request metrics by route group and status
// class, the page cache's outcome and render time, and one log line when the answer is done.
// METRICS=off and LOG_REQUESTS=off turn their parts off.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { writeOwnLine } from '@/server/observability/logger';
import { httpDuration, httpRequests, pageCache, pageRenders } from '@/server/observability/metrics';
import { scrubText } from '@/server/observability/scrub';
import { REQUEST_ID_HEADER, requestIdFor } from '@/server/observability/request-context';
import { routeGroupOf, statusClass } from './route-group';

export interface ObserveOptions {
  trustProxy: boolean;
  metrics: boolean;
  logRequests: boolean;
  logger: Logger;
}

/** How a page was answered, for the page-cache counter and the log. */
export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'recent' | 'dynamic';

const RECENT = Symbol.for('shop.answeredFromRecent');

/** Marks an answer the web server gave from its own one-second cache (server/web/micro-cache.ts). */
export function markRecent(response: ServerResponse): void {
  (response as ServerResponse & { [RECENT]?: boolean })[RECENT] = true;
}

function cacheOutcome(response: ServerResponse): CacheOutcome {
  if ((response as ServerResponse & { [RECENT]?: boolean })[RECENT]) return 'recent';
  const header = String(response.getHeader('x-nextjs-cache') ?? '').toLowerCase();
  return header === 'hit' || header === 'stale' || header === 'miss' ? header : 'dynamic';
}

/** Gives the request its id and notes its answer when it is done. Answers the id. */
export function observeRequest(request: IncomingMessage, response: ServerResponse, options: ObserveOptions): string {
  const started = performance.now();
  const id = requestIdFor(request.headers[REQUEST_ID_HEADER], options.trustProxy);
  request.headers[REQUEST_ID_HEADER] = id;
  response.setHeader('X-Request-Id', id);
  if (!options.metrics && !options.logRequests) return id;
  // What the client asked for, before any rewrite on the way.
  const route = routeGroupOf(request.url);
  const path = scrubText((request.url ?? '/').split('?')[0].slice(0, 200));
  response.once('close', () => {
    const seconds = (performance.now() - started) / 1000;
    // A connection dropped before the answer was complete is counted as the client's 499.
    const status = response.writableFinished ? response.statusCode : 499;
    const page = route.startsWith('page:');
    const cache = page && status < 400 ? cacheOutcome(response) : undefined;
    if (options.metrics) {
      const labels = { route, status: statusClass(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
      if (cache) {
        if (cache !== 'dynamic') pageCache.inc({ outcome: cache });
        if (cache === 'miss' || cache === 'dynamic') pageRenders.observe({ kind: route.slice('page:'.length) }, seconds);
      }
    }
    if (options.logRequests) {
      const line = {
        requestId: id,
        method: request.method,
        route,
        path,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        ...(cache && { cache }),
      };
      // Probes and scrapes come every few seconds: below info, so they do not drown the log.
      const level = route === 'health' || route === 'metrics' ? 'debug' : status >= 500 ? 'error' : 'info';
      writeOwnLine(options.logger, level, line, 'request');
    }
  });
  return id;
}
