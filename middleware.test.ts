import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from './middleware';

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
