// Runs once when the Next.js server starts. The Node.js-only work lives in separately imported
// files so that the edge bundle never sees the database code: each import sits inside a condition
// on NEXT_RUNTIME that the bundler decides at build time (an early return would not do for
// webpack, which then follows the import into the edge bundle).
import type { Instrumentation } from 'next';
import { config } from './server/config';

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // `next build` must never open the live data folder (one process per PGlite folder).
    if (config.building()) return;
    // Traces only when an OTLP endpoint is configured; unset, the SDK is never loaded.
    if (config.tracing()) {
      const { startTracing } = await import('./server/observability/tracing');
      startTracing();
    }
    const { startBackend } = await import('./server/startup');
    startBackend();
  }
}

/**
 * A page or route that failed on the server: one log line with the request's id (the web server
 * put it in `x-request-id`), the digest the error page shows when it has no id, and the route's
 * pattern. The message and stack stay in the log; the page shows neither.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { log } = await import('./server/observability/logger');
  const header = request.headers['x-request-id'];
  const digest = (error as { digest?: unknown } | null)?.digest;
  log().error(
    {
      requestId: Array.isArray(header) ? header[0] : header,
      digest: typeof digest === 'string' ? digest : undefined,
      route: context.routePath,
      routeType: context.routeType,
      method: request.method,
      err: error instanceof Error ? error : undefined,
    },
    'request failed',
  );
};
