// Whether OpenTelemetry tracing was set up in this process (server/observability/tracing.ts):
// instrumented code asks this before making spans, so with tracing off it costs one property read.
import { processWide } from '@/server/process-wide';

export const tracingEnabled = (): boolean => processWide.tracing === true;

export function markTracingEnabled(on: boolean): void {
  processWide.tracing = on;
}
