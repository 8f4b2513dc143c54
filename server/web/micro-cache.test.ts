import type { OutgoingHttpHeaders } from 'node:http';
import { sessionCookieNames } from '@/lib/auth/account-routes';
import { VIEWER_HINT_COOKIE } from '@/lib/auth/viewer-hint';
import { MicroCache, tagExpiries } from './micro-cache';
import { countExpiry } from '@/lib/cache-tags';

type Request = { method: string; url: string; headers: Record<string, string | undefined> };
const request = (headers: Record<string, string> = {}, url = '/products', method = 'GET'): Request => ({ method, url, headers: { host: 'shop.test', 'accept-encoding': 'br', ...headers } });
const page = (headers: OutgoingHttpHeaders = {}) => ({ status: 200, headers: { 'cache-control': 'public, s-maxage=60', 'content-type': 'text/html', ...headers }, body: Buffer.from('<p>page</p>') });
const expire = () => {
  countExpiry(['catalog']);
};

describe('MicroCache', () => {
  it('answers the same page again for a second, then sends one request to Next.js while the others get the page kept', () => {
    let now = 0;
    const cache = new MicroCache({ now: () => now });
    const key = cache.keyOf(request());
    cache.set(key, page(), tagExpiries());
    expect(cache.get(cache.keyOf(request()))?.body.toString()).toBe('<p>page</p>');
    now = 999;
    expect(cache.get(key)).not.toBeNull();
    now = 1001;
    // The first request after the second goes to Next.js; the crowd behind it does not.
    expect(cache.get(key)).toBeNull();
    expect(cache.get(key)?.body.toString()).toBe('<p>page</p>');
    now = 1500;
    cache.set(key, { ...page(), body: Buffer.from('<p>new</p>') }, tagExpiries());
    expect(cache.get(key)?.body.toString()).toBe('<p>new</p>');
  });

  it('asks Next.js again when the request fetching a page has not come back within the refresh time', () => {
    let now = 0;
    const cache = new MicroCache({ now: () => now, ttlMs: 1000, refreshMs: 2000 });
    const key = cache.keyOf(request());
    cache.set(key, page(), tagExpiries());
    now = 1001;
    expect(cache.get(key)).toBeNull();
    now = 3001;
    expect(cache.get(key)).not.toBeNull();
    now = 3002;
    expect(cache.get(key)).toBeNull();
  });

  it('forgets a page whose new answer may not be kept', () => {
    let now = 0;
    const cache = new MicroCache({ now: () => now });
    const key = cache.keyOf(request());
    cache.set(key, page(), tagExpiries());
    now = 1001;
    expect(cache.get(key)).toBeNull();
    cache.set(key, { ...page(), status: 404 }, tagExpiries());
    expect(cache.get(key)).toBeNull();
    expect(cache.get(key)).toBeNull();
  });

  it('forgets everything once cache tags expire, and keeps no page rendered across an expiry', () => {
    const cache = new MicroCache();
    const key = cache.keyOf(request());
    cache.set(key, page(), tagExpiries());
    expire();
    expect(cache.get(key)).toBeNull();
    const before = tagExpiries();
    expire();
    cache.set(key, page(), before);
    expect(cache.get(key)).toBeNull();
  });

  it('keeps only what any visitor may get', () => {
    const cache = new MicroCache();
    const key = cache.keyOf(request());
    cache.set(key, page({ 'cache-control': 'private, no-store' }), tagExpiries());
    cache.set(key, page({ 'set-cookie': 'shop_viewer=1' }), tagExpiries());
    cache.set(key, { ...page(), status: 404 }, tagExpiries());
    expect(cache.get(key)).toBeNull();
  });

  it('answers only plain document requests whose cookies middleware would leave alone', () => {
    const cache = new MicroCache();
    expect(cache.keyOf(request({ rsc: '1' }))).toBeNull();
    expect(cache.keyOf(request({ 'if-none-match': '"x"' }))).toBeNull();
    expect(cache.keyOf(request({}, '/products', 'POST'))).toBeNull();
    // The cookie names middleware.ts compares (lib/auth/account-routes.ts, lib/auth/viewer-hint.ts).
    for (const session of sessionCookieNames) {
      expect(cache.keyOf(request({ cookie: `${session}=abc` }))).toBeNull();
      expect(cache.keyOf(request({ cookie: `${session}=abc; ${VIEWER_HINT_COOKIE}=1` }))).not.toBeNull();
    }
    expect(cache.keyOf(request({ cookie: `${VIEWER_HINT_COOKIE}=1` }))).toBeNull();
    expect(cache.keyOf(request({ cookie: 'currency=EUR' }))).toBe(cache.keyOf(request()));
  });

  it('keeps pages apart by host, scheme, encoding and full URL', () => {
    const cache = new MicroCache();
    const keys = [
      cache.keyOf(request()),
      cache.keyOf(request({ host: 'other.test' })),
      cache.keyOf(request({ 'x-forwarded-proto': 'https' })),
      cache.keyOf(request({ 'accept-encoding': 'gzip' })),
      cache.keyOf(request({}, '/products?page=2')),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
