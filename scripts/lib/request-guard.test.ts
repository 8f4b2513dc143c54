import { malformedAnswer, malformedPath } from './request-guard.mjs';

describe('malformed request addresses', () => {
  it('finds paths that cannot be decoded or hold a NUL byte, and leaves queries to the routes', () => {
    for (const url of ['/products/%ff/details', '/api/shops/%', '/media/%E0%A4%A', '/categories/a%00b']) expect(malformedPath(url)).not.toBeNull();
    for (const url of ['/products/1/details', '/categories/caf%C3%A9', '/products?search=%ff', '/products?search=%00', '/']) expect(malformedPath(url)).toBeNull();
  });

  it('answers the API in its envelope, files with 404, and pages with the not-found page of their language', () => {
    const api = malformedAnswer('/api/shops/%ff');
    expect(api).toMatchObject({ status: 400, type: 'application/json; charset=utf-8' });
    expect(JSON.parse((api as { body: string }).body)).toEqual({ message: 'The request address is malformed.' });
    expect(malformedAnswer('/media/%ff')).toMatchObject({ status: 404 });
    expect(malformedAnswer('/img/256/%ff')).toMatchObject({ status: 404 });
    expect(malformedAnswer('/products/%ff/details')).toEqual({ rewrite: '/__malformed-address' });
    expect(malformedAnswer('/ar/products/%ff/details')).toEqual({ rewrite: '/ar/__malformed-address' });
  });
});
