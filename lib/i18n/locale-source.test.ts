// The languages read from an existing backend (SHOP_API_URL): its /master, over HTTP.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { localesNow, readExternalMaster } from './locale-source';
import { FALLBACK_LOCALES, setCurrentLocales } from './locales';
import { countExpiry } from '@/lib/cache-tags';

let server: Server;
let origin = '';
let answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: {} };
const english = { name: 'en', title: 'English', direction: 'ltr' };
const french = { name: 'fr', title: 'Français', direction: 'ltr' };

beforeAll(async () => {
  server = createServer((request, response) => {
    const { status, body, delayMs = 0 } = answer;
    setTimeout(() => {
      if (response.destroyed) return;
      response.writeHead(request.url === '/api/master' ? status : 404, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.SHOP_API_URL;
  setCurrentLocales(FALLBACK_LOCALES);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** An operator's change in this process: the next reading is awaited. */
const expireTags = () => {
  countExpiry(['master']);
};

describe('the languages of an existing backend', () => {
  it('are read without fetch: a reading started in a cached page’s render would be taken by Next.js as the page’s own and fail it', async () => {
    process.env.SHOP_API_URL = origin;
    answer = { status: 200, body: { message: 'Master data', data: { app_locale: 'fr', languages: [english, french] } } };
    const fetchBefore = globalThis.fetch;
    const fetchSpy = jest.fn(() => Promise.reject(new Error('fetch is Next.js’s in a render')));
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    try {
      expect(await localesNow()).toEqual({ languages: [english, french], defaultLocale: 'fr' });
    } finally {
      globalThis.fetch = fetchBefore;
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('stay the last ones known when the backend fails or is too slow', async () => {
    process.env.SHOP_API_URL = origin;
    answer = { status: 500, body: { message: 'Server Error' } };
    await expect(readExternalMaster(`${origin}/api`)).rejects.toThrow('/master answered 500');
    expireTags();
    expect(await localesNow()).toEqual({ languages: [english, french], defaultLocale: 'fr' });
    answer = { status: 200, body: { data: { languages: [english] } }, delayMs: 500 };
    await expect(readExternalMaster(`${origin}/api`, 100)).rejects.toThrow('/master did not answer within 100 ms');
  });
});
