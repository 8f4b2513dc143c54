'use client';
// The contract client in the browser: same-origin /api, in the page's locale. The session token
// never reaches this code; /api lifts it from the httpOnly session cookie.
import { createApi, type Api } from './client';

let cached: { locale: string; api: Api } | null = null;

export function browserApi(): Api {
  const locale = document.documentElement.lang || 'en';
  if (cached?.locale !== locale) {
    cached = {
      locale,
      api: createApi({
        transport: (request) => fetch(request, { credentials: 'same-origin' }),
        baseUrl: `${window.location.origin}/api`,
        locale,
      }),
    };
  }
  return cached.api;
}
