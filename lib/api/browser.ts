'use client';
// Calls from browser islands: same-origin /api in the page's locale. The session token never
// reaches this code; /api lifts it from the httpOnly session cookie. Answers are not re-checked
// against the zod schemas here (the contract tests check the backend), which keeps zod out of
// the browser's first load.
import { ApiError, send, type Answer, type ClientContext, type Parser, type RequestSpec } from './core';
import type { SupportMessage } from './schemas/content';

function context(): ClientContext {
  return {
    transport: (request) => fetch(request, { credentials: 'same-origin' }),
    baseUrl: `${window.location.origin}/api`,
    locale: document.documentElement.lang || 'en',
  };
}

const trusted = <T,>(): Parser<T> => ({ safeParse: (value) => ({ success: true, data: value as T }) });

/**
 * Fired when the backend answers 401: the session is over (the /api proxy has already cleared its
 * cookie), so the page drops what it knows of the shopper.
 */
export const SESSION_ENDED_EVENT = 'shop:session-ended';

export async function browserRequest<T>(spec: RequestSpec): Promise<Answer<T>> {
  try {
    return await send(context(), spec, trusted<T>());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    throw error;
  }
}

/** POST /support: the contact form. */
export function sendSupportMessage(message: SupportMessage): Promise<Answer<{ content: { id: number } }>> {
  return browserRequest({ method: 'POST', path: '/support', body: message });
}
