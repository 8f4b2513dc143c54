// Where the search judgements ask their questions: the demo catalogue seeded in memory behind the
// real app (no server, no port), or a running shop's API at a URL. Either way only through HTTP
// requests to /api.
import { call, startTestShop, type Envelope } from '@/server/test/test-app';
import type { ApiGet } from './search-catalogue';

/** The demo's size, as npm start and the demo reset seed it. */
export const DEMO_PRODUCTS = 300;

export interface JudgedShop {
  get: ApiGet;
  close(): Promise<void>;
}

const check = (path: string, locale: string, status: number) => {
  if (status !== 200) throw new Error(`GET /api${path} (${locale}) answered ${status}`);
};

/** The demo catalogue in memory, its requests answered by the app in this process. */
export async function startDemoShop(): Promise<JudgedShop> {
  const shop = await startTestShop({ products: DEMO_PRODUCTS });
  const get: ApiGet = async <T>(path: string, locale: string) => {
    const answer = await call<Envelope<T>>(path, { locale });
    check(path, locale, answer.status);
    return answer.body.data;
  };
  return { get, close: () => shop.close() };
}

/** A running shop at `origin` (e.g. http://localhost:3000), asked as the storefront asks it. */
export function remoteShop(origin: string): JudgedShop {
  const get: ApiGet = async <T>(path: string, locale: string) => {
    const response = await fetch(`${origin.replace(/\/$/, '')}/api${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': locale } });
    check(path, locale, response.status);
    return ((await response.json()) as Envelope<T>).data;
  };
  return { get, close: async () => {} };
}
