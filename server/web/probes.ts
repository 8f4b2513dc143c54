// The web server's own endpoints, answered before Next.js, uncached and never rate-limited:
//   /healthz  200 while the process can serve (asks nothing);
//   /readyz   200 {status:'ready', checks} or 503 with the failing check, while starting, while
//             draining after SIGTERM, or while the database does not answer;
//   /metrics  Prometheus's text format, to loopback clients that came through no proxy and to
//             `Authorization: Bearer $METRICS_TOKEN`; 404 (the shop's not-found answer) to others.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readiness, serverState, type Readiness } from '@/server/observability/health';
import { register } from '@/server/observability/metrics';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Readiness is worked out at most this often; a state change (draining) shows at once. */
const READINESS_TTL_MS = 1000;
let last: { at: number; state: string; answer: Promise<Readiness> } | null = null;

function currentReadiness(): Promise<Readiness> {
  const state = serverState();
  if (!last || last.state !== state || Date.now() - last.at > READINESS_TTL_MS) {
    last = { at: Date.now(), state, answer: readiness() };
  }
  return last.answer;
}

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A scraper on this machine, not a visitor relayed by a proxy on this machine (a proxy adds one of
 * these headers). Asked before the web server rewrites X-Forwarded-For.
 */
function isLocalScraper(request: IncomingMessage): boolean {
  const { headers } = request;
  const relayed = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto'].some((name) => headers[name] !== undefined);
  return LOOPBACK.test(request.socket.remoteAddress ?? '') && !relayed;
}

function hasToken(request: IncomingMessage, token: string | undefined): boolean {
  if (!token) return false;
  const sent = Buffer.from(String(request.headers.authorization ?? ''));
  const expected = Buffer.from(`Bearer ${token}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

export interface ProbeOptions {
  metrics: boolean;
  metricsToken: string | undefined;
  /** What a refused /metrics gets: the shop's usual 404. */
  notFound(request: IncomingMessage, response: ServerResponse): void;
}

/** Answers a probe or scrape; false when the request is for something else. Call it first. */
export function answerProbe(request: IncomingMessage, response: ServerResponse, options: ProbeOptions): boolean {
  const path = (request.url ?? '/').split('?')[0];
  if (path === '/healthz') {
    response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE });
    response.end(request.method === 'HEAD' ? undefined : 'ok\n');
    return true;
  }
  if (path === '/readyz') {
    currentReadiness().then(
      (ready) => {
        response.writeHead(ready.status === 'ready' ? 200 : 503, { 'Content-Type': 'application/json', ...NO_STORE });
        response.end(request.method === 'HEAD' ? undefined : JSON.stringify(ready));
      },
      (error: unknown) => {
        response.writeHead(503, { 'Content-Type': 'application/json', ...NO_STORE });
        response.end(JSON.stringify({ status: 'unavailable', checks: { readiness: error instanceof Error ? error.message : String(error) } }));
      },
    );
    return true;
  }
  if (path === '/metrics') {
    if (!options.metrics || !(isLocalScraper(request) || hasToken(request, options.metricsToken))) {
      options.notFound(request, response);
      return true;
    }
    register.metrics().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': register.contentType, ...NO_STORE });
        response.end(text);
      },
      () => {
        response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE });
        response.end('metrics unavailable\n');
      },
    );
    return true;
  }
  return false;
}
