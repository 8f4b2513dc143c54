// What a server does last, in order, on SIGTERM (server/web/serve.ts runs them once the requests
// in flight are answered): tell realtime clients to reconnect elsewhere, close the database pools,
// flush the traces. Parts register their own step; kept on globalThis like the health checks.
import { processWide } from '@/server/process-wide';

export type Step = { name: string; order: number; run: () => Promise<void> };

const steps: Map<string, Step> = (processWide.shutdownSteps ??= new Map());

/** `order`: lower runs first (realtime 10, database 50, traces 90). */
export function onShutdown(name: string, order: number, run: () => Promise<void>): void {
  steps.set(name, { name, order, run });
}

/** Runs the steps one after another; a failing step is reported and the next still runs. */
export async function runShutdown(report: (name: string, error: unknown) => void): Promise<void> {
  for (const step of [...steps.values()].sort((a, b) => a.order - b.order)) {
    try {
      await step.run();
    } catch (error) {
      report(step.name, error);
    }
  }
}
