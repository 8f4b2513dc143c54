// A deploy that drops nothing. On SIGTERM the server turns not ready at once (/readyz 503), keeps
// serving what is in flight and what arrives for SHUTDOWN_DRAIN_MS (long enough for a balancer
// to notice and send elsewhere), then stops accepting connections, lets the requests in flight
// finish (up to SHUTDOWN_TIMEOUT_MS), tells realtime clients to reconnect elsewhere, closes the
// database pools, flushes traces and exits 0. SIGINT (Ctrl-C at a terminal) skips the drain.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { setServerState } from '@/server/observability/health';
import { runShutdown } from '@/server/observability/lifecycle';
import { flushLog } from '@/server/observability/logger';
import { serverEnv } from '@/server/config';

export interface ShutdownOptions {
  drainMs: number;
  timeoutMs: number;
  logger: Logger;
  /** Ends the process (tests pass their own). */
  exit(code: number): void;
}

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

export function shutdownSettings(env: Record<string, string | undefined> = serverEnv()): { drainMs: number; timeoutMs: number } {
  return { drainMs: number(env.SHUTDOWN_DRAIN_MS, 5000), timeoutMs: number(env.SHUTDOWN_TIMEOUT_MS, 30_000) };
}

/** Counts the requests in flight and keeps connections from being reused once the server closes. */
export function trackRequests(server: Server) {
  let inFlight = 0;
  let closing = false;
  const idle = new Set<() => void>();
  server.on('request', (request, response) => {
    inFlight += 1;
    // A keep-alive connection carries no further request once the server is closing.
    if (closing) response.shouldKeepAlive = false;
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) for (const wake of [...idle]) wake();
    });
  });
  return {
    inFlight: () => inFlight,
    startClosing() {
      closing = true;
    },
    /** Resolves when no request is in flight, or after `ms`; answers whether all finished. */
    settled(ms: number): Promise<boolean> {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          idle.delete(done);
          resolve(false);
        }, ms);
        const done = () => {
          clearTimeout(timer);
          idle.delete(done);
          resolve(true);
        };
        idle.add(done);
      });
    },
  };
}

export function gracefulShutdown(server: Server, tracker: ReturnType<typeof trackRequests>, options: ShutdownOptions) {
  let started = false;
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return async function shutdown(signal: NodeJS.Signals): Promise<void> {
    if (started) return;
    started = true;
    const { logger } = options;
    const drainMs = signal === 'SIGINT' ? 0 : options.drainMs;
    setServerState('draining');
    logger.info({ signal, drainMs, timeoutMs: options.timeoutMs, inFlight: tracker.inFlight() }, 'shutting down: not ready, draining');
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    tracker.startClosing();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Connections with no request in flight go now; the others after their answer.
    server.closeIdleConnections();
    const idleSweep = setInterval(() => server.closeIdleConnections(), 250);
    const finished = await tracker.settled(options.timeoutMs);
    clearInterval(idleSweep);
    if (!finished) logger.warn({ inFlight: tracker.inFlight() }, 'shutdown timeout: requests still in flight are cut');
    for (const socket of sockets) socket.destroy();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000))]);
    await runShutdown((name, error) => logger.error({ err: error, step: name }, 'shutdown step failed'));
    logger.info({ finished }, 'shutdown complete');
    await flushLog(logger);
    options.exit(0);
  };
}
