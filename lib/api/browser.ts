'use client';
// Calls from browser islands: same-origin /api in the page's locale. The session token never
// reaches this code; /api lifts it from the httpOnly session cookie. Answers are not re-checked
// against the zod schemas here (the contract tests check the backend), which keeps zod out of
// the browser's first load.
import { send, type Answer, type ClientContext, type Parser, type RequestSpec } from './core';
import type { SupportMessage } from './schemas/content';

function context(): ClientContext {
  return {
    transport: (request) => fetch(request, { credentials: 'same-origin' }),
    baseUrl: `${window.location.origin}/api`,
    locale: document.documentElement.lang || 'en',
  };
}

const trusted = <T,>(): Parser<T> => ({ safeParse: (value) => ({ success: true, data: value as T }) });

export function browserRequest<T>(spec: RequestSpec): Promise<Answer<T>> {
  return send(context(), spec, trusted<T>());
}

/** POST /support: the contact form. */
export function sendSupportMessage(message: SupportMessage): Promise<Answer<{ content: { id: number } }>> {
  return browserRequest({ method: 'POST', path: '/support', body: message });
}
