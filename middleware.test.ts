import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import middleware, { config, isShareImage } from './middleware';

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
  it('move to their unprefixed form, but for generated share pictures, served where Next.js names them', () => {
    expect(middleware(new NextRequest('http://shop.test/en/products')).status).toBe(308);
    for (const path of ['/en/products/1/details/opengraph-image-1a2b3c', '/en/categories/4/opengraph-image', '/en/blog/x/twitter-image-zz9']) {
      expect([path, isShareImage(path), middleware(new NextRequest(`http://shop.test${path}`)).status]).toEqual([path, true, 200]);
    }
    expect(isShareImage('/en/products/opengraph-images')).toBe(false);
  });
});
