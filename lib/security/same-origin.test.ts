import { fromOtherSite, publicOrigins } from './same-origin';

const headers = (values: Record<string, string>) => (name: string) => values[name.toLowerCase()];

describe('fromOtherSite', () => {
  it('accepts the Host the request names, and no Origin at all', () => {
    expect(fromOtherSite(headers({ origin: 'https://shop.example', host: 'shop.example' }), new Set())).toBe(false);
    expect(fromOtherSite(headers({ host: 'shop.example' }), new Set())).toBe(false);
  });

  it('refuses another site, a port of its own, and an Origin that is not a URL', () => {
    expect(fromOtherSite(headers({ origin: 'https://evil.example', host: 'shop.example' }), new Set())).toBe(true);
    expect(fromOtherSite(headers({ origin: 'https://shop.example:8443', host: 'shop.example' }), new Set())).toBe(true);
    expect(fromOtherSite(headers({ origin: 'not a url', host: 'shop.example' }), new Set())).toBe(true);
  });

  it('behind a proxy that rewrites Host, accepts the public origins and still refuses others', () => {
    const origins = publicOrigins({ SHOP_URL: 'https://shop.example/', PUBLIC_ORIGIN: 'https://www.shop.example, http://127.0.0.1:8080' });
    expect([...origins]).toEqual(['https://shop.example', 'https://www.shop.example', 'http://127.0.0.1:8080']);
    const upstream = { host: 'shop-upstream:3000' };
    expect(fromOtherSite(headers({ ...upstream, origin: 'https://shop.example' }), origins)).toBe(false);
    expect(fromOtherSite(headers({ ...upstream, origin: 'http://127.0.0.1:8080' }), origins)).toBe(false);
    expect(fromOtherSite(headers({ ...upstream, origin: 'http://shop.example' }), origins)).toBe(true);
    expect(fromOtherSite(headers({ ...upstream, origin: 'https://evil.example' }), origins)).toBe(true);
  });

  it('ignores entries of PUBLIC_ORIGIN that are not addresses', () => {
    expect([...publicOrigins({ PUBLIC_ORIGIN: 'nonsense,, https://ok.example' })]).toEqual(['https://ok.example']);
  });
});
