// The browser's contract client over a stand-in backend, for component tests: answers pass
// through the same zod schemas as in the shop, so a stand-in that drifts from the contract fails.
// Use with `jest.mock('@/lib/api/browser', ...)` returning `browserApi: () => Promise.resolve(fakeApi(handler))`
// and the docblock `@jest-environment ./test/jsdom-environment.mjs` (jsdom lacks Request/Response).
import { createApi, type Api } from '@/lib/api/client';

export type FakeHandler = (request: Request) => Response | Promise<Response>;

/** A JSON answer in the contract's envelope (`{ message, data }`), or an error body for a 4xx/5xx. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function fakeApi(handler: FakeHandler): Api {
  return createApi({ transport: async (request) => handler(request), baseUrl: 'http://shop.test/api', locale: 'en' });
}
