// The contract client speaking to the built-in backend in this process (no HTTP), as contract
// tests use it: every request it sends is kept in `seen` when one is given.
import { app } from '@/server/app';
import { createApi, type Api } from '@/lib/api/client';

export function inProcessApi(options: { locale?: string; token?: string; forwardedFor?: string; seen?: Request[] } = {}): Api {
  const { locale = 'en', token, forwardedFor, seen } = options;
  return createApi({
    transport: async (request) => {
      seen?.push(request.clone());
      return app.fetch(request);
    },
    baseUrl: 'http://shop.test/api',
    locale,
    token,
    ...(forwardedFor ? { forwardedFor } : {}),
  });
}
