// The contract client on the server. It calls the built-in backend in-process (no HTTP hop)
// unless SHOP_API_URL points at an existing backend that speaks the same contract.
import 'server-only';
import { unstable_cache } from 'next/cache';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { createApi, type Api } from './client';
import { cacheRule } from './cache-rules';
import type { Transport } from './core';
import { externalApiBase } from './external-base';
import { currentRequestId, REQUEST_ID_HEADER } from '@/server/observability/request-context';

const INTERNAL_BASE = 'http://backend.internal/api';

/**
 * The backend hears which request of the web server it serves (the id the web server gave it,
 * server/observability/request-context.ts), so its log lines and an external backend's can be
 * matched with the storefront's.
 */
function withRequestId(request: Request): Request {
  const id = currentRequestId();
  if (id && !request.headers.has(REQUEST_ID_HEADER)) request.headers.set(REQUEST_ID_HEADER, id);
  return request;
}

const inProcess: Transport = async (request) => {
  const { app } = await import('@/server/app');
  return app.fetch(withRequestId(request));
};

const overHttp: Transport = (request) => fetch(withRequestId(request), { cache: 'no-store' });

/** A non-200 answer: passed on to the caller, never stored. */
class Uncached extends Error {
  constructor(readonly status: number, readonly body: string, readonly contentType: string) {
    super(`status ${status}`);
  }
}

/**
 * Anonymous catalogue GETs go through the shared Next.js data cache with the tags of
 * cache-rules.ts; the backend clears tags when it changes data. Everything else goes straight on.
 */
function withCache(transport: Transport): Transport {
  return async (request) => {
    const rule = request.method === 'GET' && !request.headers.has('authorization') ? cacheRule(new URL(request.url)) : null;
    if (!rule) return transport(request);
    const read = unstable_cache(
      async () => {
        const response = await transport(request.clone());
        const body = await response.text();
        if (response.status !== 200) throw new Uncached(response.status, body, response.headers.get('content-type') ?? 'application/json');
        return body;
      },
      ['api', request.url, request.headers.get('accept-language') ?? ''],
      { tags: rule.tags, revalidate: rule.revalidate },
    );
    try {
      return new Response(await read(), { status: 200, headers: { 'Content-Type': 'application/json' } });
    } catch (error) {
      if (error instanceof Uncached) return new Response(error.body, { status: error.status, headers: { 'Content-Type': error.contentType } });
      throw error;
    }
  };
}

/** A client for one locale (and, for personal calls, one token and the shopper's address). */
export function apiFor(locale: string, token?: string | null, forwardedFor?: string | null): Api {
  const base = externalApiBase();
  const transport = base ? overHttp : inProcess;
  return createApi({ transport: token ? transport : withCache(transport), baseUrl: base ?? INTERNAL_BASE, locale, token, forwardedFor });
}

/** The origin of the external backend (SHOP_API_URL), or null with the built-in one. */
export function externalBackendOrigin(): string | null {
  const base = externalApiBase();
  return base ? new URL(base).origin : null;
}

/** Where /api requests go: the built-in backend in process, or the external one over HTTP. */
export function backendTransport(): { transport: Transport; baseUrl: string; external: boolean } {
  const base = externalApiBase();
  return { transport: base ? overHttp : inProcess, baseUrl: base ?? INTERNAL_BASE, external: base !== null };
}

/** The client of the current request, in the request's locale. */
export const getApi = cache(async (): Promise<Api> => apiFor(await getLocale()));

/** Settings of the current request; many components ask, the backend is called once. */
export const getMaster = cache(async () => (await getApi()).master());
