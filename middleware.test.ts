import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { registerLocaleLoader } from '@/lib/i18n/locale-source';
import { FALLBACK_LOCALES, setCurrentLocales } from '@/lib/i18n/locales';
import middleware, { config, isShareImage } from './middleware';
import { countExpiry } from '@/lib/cache-tags';

const runs = (path: string) => unstable_doesMiddlewareMatch({ config, url: `http://shop.test${path}` });

describe('the middleware (and so the Content-Security-Policy) covers', () => {
  it('every page, a dot in its path or not', () => {
    for (const path of ['/', '/ar', '/products', '/shops/8.0', '/page/a.b', '/products/1.5/details', '/ar/shops/8.0', '/blog/v1.2', '/no.such.page', '/apiary', '/media-kit', '/products/1/details/opengraph-image']) {
      expect([path, runs(path)]).toEqual([path, true]);
    }
  });

  it('no API call, framework asset, generated medium, sitemap or root file', () => {
    for (const path of ['/api/master', '/api', '/_next/static/chunks/main.js', '/build/_next/static/x.js', '/media/products/1.webp', '/sitemaps/products-1.xml', '/feeds/products.xml', '/favicon.svg', '/robots.txt', '/sitemap.xml']) {
      expect([path, runs(path)]).toEqual([path, false]);
    }
  });
});

describe('default-locale addresses', () => {
  it('move to their unprefixed form, but for generated share pictures, served where Next.js names them', async () => {
    expect((await middleware(new NextRequest('http://shop.test/en/products'))).status).toBe(308);
    for (const path of ['/en/products/1/details/opengraph-image-1a2b3c', '/en/categories/4/opengraph-image', '/en/blog/x/twitter-image-zz9']) {
      expect([path, isShareImage(path), (await middleware(new NextRequest(`http://shop.test${path}`))).status]).toEqual([path, true, 200]);
    }
    expect(isShareImage('/en/products/opengraph-images')).toBe(false);
  });
});

describe('the shop’s languages, as its settings say', () => {
  let settings: { app_locale: string; languages: { name: string; title: string; direction: string }[] };
  beforeAll(() => registerLocaleLoader(async () => ({ data: settings })));
  afterAll(() => setCurrentLocales(FALLBACK_LOCALES));
  /** An operator's change: the backend of this process expires a tag, so the next request reads the settings again. */
  const change = (next: typeof settings) => {
    settings = next;
    countExpiry(['master']);
  };
  const rewriteOf = async (path: string) => {
    const response = await middleware(new NextRequest(`http://shop.test${path}`));
    const target = response.headers.get('x-middleware-rewrite');
    return [response.status, target ? new URL(target).pathname : null, response.headers.get('location') && new URL(response.headers.get('location')!).pathname];
  };

  it('serve a language added to the settings under its prefix, and the default one unprefixed', async () => {
    change({ app_locale: 'en', languages: [{ name: 'en', title: 'English', direction: 'ltr' }, { name: 'fr', title: 'Français', direction: 'ltr' }] });
    expect(await rewriteOf('/fr/products')).toEqual([200, null, null]);
    expect(await rewriteOf('/products')).toEqual([200, '/en/products', null]);
    expect(await rewriteOf('/')).toEqual([200, '/en', null]);
    // Arabic is not one of them now: its old addresses are default-language paths no page has.
    expect(await rewriteOf('/ar/products')).toEqual([200, '/en/ar/products', null]);
  });

  it('move the default language when app_locale changes: "/" is the new one, the old one gets its prefix', async () => {
    change({ app_locale: 'ar', languages: [{ name: 'en', title: 'English', direction: 'ltr' }, { name: 'ar', title: 'العربية', direction: 'rtl' }] });
    expect(await rewriteOf('/')).toEqual([200, '/ar', null]);
    expect(await rewriteOf('/en/products')).toEqual([200, null, null]);
    expect(await rewriteOf('/ar/products')).toEqual([308, null, '/products']);
    expect(await rewriteOf('/products?sort=newest')).toEqual([200, expect.stringMatching(/^\/ar\/products\/query\//), null]);
  });

  it('keep the last languages read when the settings cannot be read', async () => {
    registerLocaleLoader(async () => {
      throw new Error('backend down');
    });
    change(settings);
    expect(await rewriteOf('/en/products')).toEqual([200, null, null]);
    registerLocaleLoader(async () => ({ data: settings }));
  });
});
