// OpenTelemetry traces, only when OTEL_EXPORTER_OTLP_ENDPOINT is set (unset, nothing here is
// loaded: instrumentation.ts imports this module behind that check). Next.js makes spans of its own
// (the page request, rendering, fetches) through the global tracer provider registered here; the
// backend adds a span per API route (./hono-tracing.ts) and per database query (./db.ts). Spans
// go over OTLP/HTTP to the endpoint, the OTEL_* variables of the specification applying.
import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type ReadableSpan, type Span, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { onShutdown } from './lifecycle';
import { scrubText } from './scrub';
import { markTracingEnabled } from './tracing-state';
import { processWide } from '@/server/process-wide';
import { config } from '@/server/config';

/**
 * No personal data leaves in a span: Next.js records the request's address with its query string
 * (`http.target`), where a search or a link's e-mail can sit. Each finished span's string
 * attributes lose their query string and are scrubbed like log lines before the exporter sees them.
 */
export class ScrubbingProcessor implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}

  onStart(span: Span, parent: Parameters<SpanProcessor['onStart']>[1]): void {
    this.next.onStart(span, parent);
  }

  onEnd(span: ReadableSpan): void {
    // The SDK's span keeps its attributes in a plain object, read by the exporter after this.
    const attributes = span.attributes as Record<string, unknown>;
    for (const [key, value] of Object.entries(attributes)) {
      if (typeof value !== 'string') continue;
      const clean = scrubText(/^(?:http\.target|http\.url|url\.full|url\.path)$/.test(key) ? value.split('?')[0] : value);
      if (clean !== value) attributes[key] = clean;
    }
    if ('url.query' in attributes) delete attributes['url.query'];
    this.next.onEnd(span);
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}


/**
 * Registers the process's tracer provider (once). `processor` replaces the OTLP exporter (tests
 * hand an in-memory one).
 */
export function startTracing(options: { processor?: SpanProcessor; exporter?: SpanExporter; serviceName?: string } = {}): NodeTracerProvider {
  if (processWide.tracerProvider) return processWide.tracerProvider;
  const processor = options.processor ?? new BatchSpanProcessor(options.exporter ?? new OTLPTraceExporter());
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName ?? config.serviceName() }),
    spanProcessors: [new ScrubbingProcessor(processor)],
  });
  // Registers the global tracer provider, the async-hooks context manager and W3C propagation.
  provider.register();
  processWide.tracerProvider = provider;
  markTracingEnabled(true);
  onShutdown('traces', 90, stopTracing);
  return provider;
}

/** Sends what is still buffered, then stops (part of the shutdown). */
export async function stopTracing(): Promise<void> {
  const provider = processWide.tracerProvider;
  if (!provider) return;
  processWide.tracerProvider = undefined;
  markTracingEnabled(false);
  await provider.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
}
