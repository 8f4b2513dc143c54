import { routeGroupOf, statusClass } from './route-group';

describe('route groups of the request metrics', () => {
  it.each([
    ['/', 'page:home'],
    ['/ar', 'page:home'],
    ['/products/12/details?color=3', 'page:product'],
    ['/ar/products/12/details', 'page:product'],
    ['/categories/shoes', 'page:category'],
    ['/order-history/55', 'page:account'],
    ['/api/product-details?product_id=9', 'api:catalog'],
    ['/api/cart/12/update', 'api:cart'],
    ['/api/place-order', 'api:checkout'],
    ['/api/get-message?user_id=3', 'api:chat'],
    ['/api/whatever/123', 'api:other'],
    ['/api/web-vitals', 'api:web-vitals'],
    ['/build/_next/static/chunks/app.js', 'static'],
    ['/_next/static/css/a.css', 'static'],
    ['/img/640/products/p1.webp', 'media'],
    ['/media/banners/banner-1.webp', 'media'],
    ['/_next/image?url=%2Fmedia%2Fx.webp&w=640&q=75', 'media'],
    ['/healthz', 'health'],
    ['/readyz', 'health'],
    ['/metrics', 'metrics'],
    ['/sitemap.xml', 'seo'],
    ['/feeds/products.xml?locale=ar', 'seo'],
    ['/icons/icon-192.png', 'public-file'],
    ['/no/such/page/123', 'page:other'],
  ])('%s → %s', (url, group) => {
    expect(routeGroupOf(url)).toBe(group);
  });

  it('keeps the label set bounded whatever the path', () => {
    const groups = new Set<string>();
    for (let n = 0; n < 500; n += 1) {
      groups.add(routeGroupOf(`/api/${n}/x`));
      groups.add(routeGroupOf(`/${n}/${n}`));
      groups.add(routeGroupOf(`/products/${n}/details`));
    }
    expect(groups.size).toBeLessThanOrEqual(3);
    for (const group of groups) expect(group).not.toMatch(/\d/);
  });

  it('names status classes', () => {
    expect([200, 304, 404, 503].map(statusClass)).toEqual(['2xx', '3xx', '4xx', '5xx']);
  });
});
