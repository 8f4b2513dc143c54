// The contract client on the server. It calls the built-in backend in-process (no HTTP hop)
// unless SHOP_API_URL points at an existing backend that speaks the same contract.
import 'server-only';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { createApi, type Api } from './client';
import type { Transport } from './core';

const INTERNAL_BASE = 'http://backend.internal/api';

function externalBase(): string | null {
  const configured = process.env.SHOP_API_URL?.trim();
  if (!configured) return null;
  const base = configured.replace(/\/+$/, '');
  return base.endsWith('/api') ? base : `${base}/api`;
}

const inProcess: Transport = async (request) => {
  const { app } = await import('@/server/app');
  return app.fetch(request);
};

const overHttp: Transport = (request) => fetch(request, { cache: 'no-store' });

/** A client for one locale (and, for personal calls, one token). */
export function apiFor(locale: string, token?: string | null): Api {
  const base = externalBase();
  return createApi({ transport: base ? overHttp : inProcess, baseUrl: base ?? INTERNAL_BASE, locale, token });
}

/** The client of the current request, in the request's locale. */
export const getApi = cache(async (): Promise<Api> => apiFor(await getLocale()));

/** Settings of the current request; many components ask, the backend is called once. */
export const getMaster = cache(async () => (await getApi()).master());
