// Whether OpenTelemetry tracing was set up in this process (server/observability/tracing.ts):
// instrumented code asks this before making spans, so with tracing off it costs one property read.
const holder = globalThis as unknown as { __shopTracing?: boolean };

export const tracingEnabled = (): boolean => holder.__shopTracing === true;

export function markTracingEnabled(on: boolean): void {
  holder.__shopTracing = on;
}
