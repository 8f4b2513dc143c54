// One trace from a page request through the API call to the database query, with the SDK's
// in-memory exporter in place of OTLP: the page's span stands for the one Next.js makes for a
// page request; the backend's route span and the query spans must hang below it.
import { SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { call, startTestShop, type TestShop } from '@/server/test/test-app';
import { startTracing, stopTracing } from './tracing';
import { tracingEnabled } from './tracing-state';

const exporter = new InMemorySpanExporter();
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
  startTracing({ processor: new SimpleSpanProcessor(exporter), serviceName: 'shop-test' });
}, 120_000);

afterAll(async () => {
  await stopTracing();
  await shop.close();
});

it('follows a page request through the backend route to its queries in one trace', async () => {
  exporter.reset();
  const tracer = trace.getTracer('test');
  await tracer.startActiveSpan('GET /[locale]/products/[id]/details', { kind: SpanKind.SERVER }, async (page) => {
    const answer = await call('/product-details?product_id=2');
    expect(answer.status).toBe(200);
    page.end();
  });
  const spans = exporter.getFinishedSpans();
  const pageSpan = spans.find((span) => span.name === 'GET /[locale]/products/[id]/details')!;
  const route = spans.find((span) => span.name === 'GET /api/product-details');
  expect(route).toBeDefined();
  expect(route!.parentSpanContext?.spanId).toBe(pageSpan.spanContext().spanId);
  expect(route!.attributes['http.route']).toBe('/api/product-details');
  const queries = spans.filter((span) => span.name.startsWith('db '));
  expect(queries.length).toBeGreaterThan(0);
  for (const query of queries) expect(query.spanContext().traceId).toBe(pageSpan.spanContext().traceId);
  // At least one query is the route's own child (others may sit below a transaction's span).
  expect(queries.some((query) => query.parentSpanContext?.spanId === route!.spanContext().spanId)).toBe(true);
  // Nothing a shopper typed or a statement's text: the operation only.
  for (const query of queries) expect(Object.keys(query.attributes).sort()).toEqual(['db.operation', 'db.system', 'shop.db.pool']);
});

it('sends no query string or personal data in a span’s attributes', () => {
  exporter.reset();
  const span = trace.getTracer('test').startSpan('GET /[locale]/products', { attributes: { 'http.target': '/products?search=jane@example.com', 'http.method': 'GET', note: 'call +1 555 010 2030' } });
  span.end();
  const [finished] = exporter.getFinishedSpans();
  expect(finished.attributes).toEqual({ 'http.target': '/products', 'http.method': 'GET', note: 'call [number]' });
});

it('makes no span once tracing is off', async () => {
  await stopTracing();
  expect(tracingEnabled()).toBe(false);
  exporter.reset();
  await call('/product-details?product_id=2');
  expect(exporter.getFinishedSpans()).toHaveLength(0);
});
