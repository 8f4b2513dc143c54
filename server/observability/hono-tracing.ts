// A span per API request of the built-in backend, named by its route pattern
// (`GET /api/products/:id/details`), child of the page request that called it in-process or of
// the trace a caller propagated in `traceparent`. No query string, body or user goes in.
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { tracingEnabled } from './tracing-state';

export const traceRoutes: MiddlewareHandler = async (c, next) => {
  if (!tracingEnabled()) return next();
  const parent = trace.getSpan(context.active()) ? context.active() : propagation.extract(context.active(), Object.fromEntries(c.req.raw.headers));
  const tracer = trace.getTracer('shop-backend');
  return tracer.startActiveSpan(`${c.req.method} api`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': c.req.method } }, parent, async (span) => {
    try {
      await next();
      const route = routePath(c);
      span.updateName(`${c.req.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': c.res.status });
      if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
};
