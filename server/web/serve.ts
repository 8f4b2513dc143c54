// The shop's web server, started by server/web/start.ts (`node --import tsx server/web/serve.ts`):
// Next.js's own request handler behind Node's HTTP server. It exists for one reason: the client's
// address. `next start` keeps an X-Forwarded-For header the client sent itself, so anyone could
// pick a new address for each request and walk around the per-address rate limits. Here the header
// is replaced by the address decided from the connection and TRUST_PROXY (see client-address.ts)
// before Next.js sees it. docs/adr/0011-client-address.md has the reasons. It also finishes pages
// on their way out (hashes in the Content-Security-Policy of cached pages, compression):
// server/web/page-response.ts and docs/adr/0013; and sends the build's scripts and styles in
// brotli (server/web/static-response.ts). And it is what an operator runs (docs/operations.md):
// health and readiness probes, metrics, a log line per request with its id, a graceful shutdown.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientAddress, trustedProxies } from './client-address';
import { MicroCache, tagExpiries } from './micro-cache';
import { envelopeEmptyApiErrors, malformedAnswer, malformedPath, unreadableAnswer } from './request-guard';
import { filterPageResponse } from './page-response';
import { fetchNotFoundDocument, isNotFoundDocumentPath, NOT_FOUND_KEY_HEADER } from './not-found-page';
import { StaticFiles, staticPathOf } from './static-response';
import { startTagRelay } from './tag-relay';
import { warmUp } from './warm-up';
import { config, environmentProblems, setServerEnv } from '@/server/config';
import { captureConsole, flushLog, log } from '@/server/observability/logger';
import { requestContext } from '@/server/observability/request-context';
import { setServerState } from '@/server/observability/health';
import { markRecent, observeRequest } from './observe';
import { answerProbe } from './probes';
import { gracefulShutdown, shutdownSettings, trackRequests } from './shutdown';

type RequestHandler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(config.port());
const bind = config.hostname();
const proxies = trustedProxies(config.trustProxy());

// Next.js reads NODE_ENV when it loads, so it is set before the import (in main). The server's id
// and relay key are read by the backend in this process (server/cache/tag-broadcast.ts).
const serverId = randomUUID();
const relayKey = randomBytes(32).toString('hex');
setServerEnv({ NODE_ENV: 'production', SHOP_SERVER_ID: serverId, SHOP_RELAY_KEY: relayKey });

// Public pages sent in the last second, answered again without Next.js (server/web/micro-cache.ts).
const recent = new MicroCache();
// The build's scripts and styles in brotli (server/web/static-response.ts).
const statics = new StaticFiles(path.join(root, '.next', 'static'));
// This server's own requests for the not-found document carry this key (server/web/not-found-page.ts).
const notFoundKey = randomBytes(16).toString('hex');
// Where this server asks itself for pages, known once it listens.
let selfOrigin: string | null = null;
// Every line of the process, Next.js's included, through one scrubbed logger (LOG_FORMAT, LOG_LEVEL).
const logger = log();
captureConsole(logger);
const observing = {
  trustProxy: proxies > 0,
  metrics: config.metrics(),
  logRequests: config.logRequests(),
  logger,
};
const probes = {
  metrics: observing.metrics,
  metricsToken: config.metricsToken(),
  notFound: (request: http.IncomingMessage, response: http.ServerResponse) => {
    request.url = '/not-found-document';
    routeRequest(currentHandle!, request, response);
  },
};
let currentHandle: RequestHandler | null = null;

/** Hands a request to Next.js; an error it throws is a 500, never a dropped connection. */
function pass(handle: RequestHandler, request: http.IncomingMessage, response: http.ServerResponse): void {
  handle(request, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Internal Server Error');
  });
}

const LAST_TARGET = Symbol('lastTarget');
type Remembering = { [LAST_TARGET]?: string };
/** The address of the last request read on a connection (for an unreadable one after it). */
const lastTargetOf = (socket: object): string | undefined => (socket as Remembering)[LAST_TARGET];

/** The request handler of the HTTP server, around Next.js's own `handle`. */
function handleRequest(handle: RequestHandler, request: http.IncomingMessage, response: http.ServerResponse): void {
  (request.socket as Remembering)[LAST_TARGET] = request.url;
  const requestId = observeRequest(request, response, observing);
  // Probes and scrapes first: they ask nothing of Next.js (and /metrics reads the proxy headers).
  if (answerProbe(request, response, probes)) return;
  requestContext.run({ requestId }, () => routeRequest(handle, request, response));
}

function routeRequest(handle: RequestHandler, request: http.IncomingMessage, response: http.ServerResponse): void {
  const requestId = String(request.headers['x-request-id'] ?? '');
  request.headers['x-forwarded-for'] = clientAddress(request.headers['x-forwarded-for'], request.socket.remoteAddress, proxies);
  delete request.headers['x-real-ip'];
  // A path no route can decode is the client's mistake, not a 500 (server/web/request-guard.ts).
  if (malformedPath(request.url ?? '/')) {
    const answer = malformedAnswer(request.url ?? '/');
    if (answer.rewrite !== undefined) request.url = answer.rewrite;
    else {
      response.writeHead(answer.status, { 'Content-Type': answer.type, 'Cache-Control': 'no-store' });
      response.end(answer.body);
      return;
    }
  }
  // Next.js answers a method a route handler lacks with an empty 405; the API's clients read an envelope.
  if (/^\/api(?:[/?]|$)/.test(request.url ?? '/')) envelopeEmptyApiErrors(request, response);
  if (staticPathOf(request.url)) {
    statics.serve(request, response).then(
      (served) => served || pass(handle, request, response),
      () => pass(handle, request, response),
    );
    return;
  }
  // Pages are finished and compressed here; Next.js compresses the API, and static files for
  // browsers without brotli, itself.
  if (!/^\/(?:_next|build|api|media)\//.test(request.url ?? '/')) {
    // A 404 page gets the not-found document in place of Next.js's empty error page; that
    // document's own address is a 404 too, unless this server asks for it.
    const ownRequest = request.headers[NOT_FOUND_KEY_HEADER] === notFoundKey;
    delete request.headers[NOT_FOUND_KEY_HEADER];
    const asNotFound = !ownRequest && isNotFoundDocumentPath(request.url);
    const url = request.url;
    const origin = selfOrigin;
    const notFoundDocument = ownRequest || !origin ? undefined : () => fetchNotFoundDocument(origin, notFoundKey, url);
    const key = asNotFound ? null : recent.keyOf(request);
    const expiries = tagExpiries();
    const kept = recent.get(key);
    if (kept) {
      markRecent(response);
      response.writeHead(kept.status, { ...kept.headers, 'x-request-id': requestId });
      response.end(kept.body);
      return;
    }
    const acceptEncoding = request.headers['accept-encoding'];
    delete request.headers['accept-encoding'];
    filterPageResponse(request, response, acceptEncoding, { onFinished: (page) => recent.set(key, page, expiries), notFoundDocument, asNotFound, requestId });
  }
  pass(handle, request, response);
}

/** Once listening: the server's own address, the tag relay and the warm-up. */
function onListening(): void {
  setServerState('serving');
  const trust = proxies === 0 ? 'no proxy trusted' : `${proxies} prox${proxies === 1 ? 'y' : 'ies'} trusted`;
  console.log(`✓ Ready on port ${port} (client addresses: ${trust})`);
  const own = !bind || ['0.0.0.0', '::'].includes(bind) ? '127.0.0.1' : bind;
  const self = `http://${own.includes(':') ? `[${own}]` : own}:${port}`;
  selfOrigin = self;
  // Several web servers on one PostgreSQL: expire here what another server expired there.
  const databaseUrl = config.databaseUrl();
  if (databaseUrl) {
    startTagRelay({ databaseUrl, self: serverId, key: relayKey, target: self });
  }
  if (config.warmUp()) {
    warmUp(self).then((done) => console.log(`✓ Warmed up ${done.pages} pages and ${done.pictures} pictures`));
  }
}

async function main(): Promise<void> {
  // Started directly (not through npm start): the same check of the environment first.
  const problems = environmentProblems();
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  const { default: next } = await import('next');
  // The name Next.js builds its own absolute URLs with; middleware.ts's rewrites carry the same one,
  // so Next.js serves them in this process instead of proxying them to itself as another site's.
  const app = next({ dev: false, dir: root, hostname: 'localhost', port });
  await app.prepare();
  const handle: RequestHandler = app.getRequestHandler();
  currentHandle = handle;

  const server = http.createServer((request, response) => handleRequest(handle, request, response));
  // SIGTERM drains before it stops (server/web/shutdown.ts): a rolling deploy drops nothing.
  const shutdown = gracefulShutdown(server, trackRequests(server), { ...shutdownSettings(), logger, exit: (code) => process.exit(code) });

  // A request the HTTP parser cannot read (headers over Node's 16 KB limit, a broken request line)
  // never reaches a handler; it still gets an answer in the shape its client reads.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const answer = socket.writable ? unreadableAnswer(error, lastTargetOf(socket)) : null;
    if (answer) socket.end(answer);
    else socket.destroy();
  });

  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${port} is already in use.` : error);
    void flushLog(logger).then(() => process.exit(1));
  });
  server.listen(port, bind, onListening);

  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  void flushLog(logger).then(() => process.exit(1));
});
