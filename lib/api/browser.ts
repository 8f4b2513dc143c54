'use client';
// Calls from browser islands: the contract client of lib/api/client.ts, with the same methods and
// zod schemas the server uses, over same-origin /api in the page's locale. Every answer is checked
// against its schema here too. The client and zod are fetched with the first call (`browserApi()`),
// never with a page's first load. The session token never reaches this code; /api lifts it from
// the httpOnly session cookie.
import { ApiError, unreachableMessage, type ClientContext } from './core';
import type { Api } from './client';

/**
 * Fired when the backend answers 401: the session is over (the /api proxy has already cleared its
 * cookie), so the page drops what it knows of the shopper.
 */
export const SESSION_ENDED_EVENT = 'shop:session-ended';

/** Same-origin /api; the locale is read at each call, so a page that switched language speaks it. */
const browserContext: ClientContext = {
  async transport(request) {
    const response = await fetch(request, { credentials: 'same-origin' });
    if (response.status === 401) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    return response;
  },
  get baseUrl() {
    return `${window.location.origin}/api`;
  },
  get locale() {
    return document.documentElement.lang || 'en';
  },
};

let loading: Promise<Api> | null = null;

/** The contract client of this page; its code (and zod's) is loaded by the first call. */
export function browserApi(): Promise<Api> {
  loading ??= import('./client').then(
    ({ createApi }) => createApi(browserContext),
    (error: unknown) => {
      // Offline before the client was ever loaded: said like any unreachable call, and tried
      // again with the next call.
      loading = null;
      const unreachable = new ApiError(0, unreachableMessage(browserContext.locale));
      unreachable.cause = error;
      throw unreachable;
    },
  );
  return loading;
}
