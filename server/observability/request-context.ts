// The request being served, for code far from the HTTP layer: the web server (server/web/serve.ts)
// runs each request inside this store, so the logger, the backend and the calls to an external
// backend find its id without passing it along. One store per process, on globalThis, because
// this module is evaluated by the web server and again inside Next.js's server bundle.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { processWide } from '@/server/process-wide';

export interface RequestContext {
  requestId: string;
}

export const requestContext: AsyncLocalStorage<RequestContext> = (processWide.requestContext ??= new AsyncLocalStorage<RequestContext>());

export const REQUEST_ID_HEADER = 'x-request-id';

export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;

/** What a request id may look like when a proxy sends one: short, and nothing a log could be fooled by. */
const ACCEPTABLE = /^[A-Za-z0-9._:@-]{1,128}$/;

/** The proxy's id when the proxy is trusted and the id is sane, else a new one. */
export function requestIdFor(sent: string | string[] | undefined, trustProxy: boolean): string {
  const value = Array.isArray(sent) ? sent[0] : sent;
  return trustProxy && value && ACCEPTABLE.test(value) ? value : randomUUID();
}
