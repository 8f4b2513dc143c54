import { defaultLocale, defaultLocaleRewrites, locales } from './locale-rewrites.mjs';
import { routing } from './routing';

describe('default-locale rewrite', () => {
  it('lists the same locales as the routing definition', () => {
    expect(locales).toEqual(routing.locales);
    expect(defaultLocale).toBe(routing.defaultLocale);
  });

  it('serves unprefixed paths from the default locale and leaves other prefixes alone', () => {
    const rule = defaultLocaleRewrites().find((r) => r.source.startsWith('/:path('))!;
    // The param's own pattern, as path-to-regexp matches it against the rest of the path.
    const pattern = new RegExp('^/' + rule.source.slice('/:path'.length) + '$');
    expect(rule.destination).toBe(`/${routing.defaultLocale}/:path`);
    for (const path of ['/products', '/massages', '/categories/shoes', '/english-page', '/apis', '/arabic']) {
      expect(pattern.test(path)).toBe(true);
    }
    for (const locale of routing.locales) {
      expect(pattern.test(`/${locale}`)).toBe(false);
      expect(pattern.test(`/${locale}/products`)).toBe(false);
    }
    for (const path of ['/api/master', '/_next/static/x.js', '/build/_next/static/x.js', '/media/p.webp']) {
      expect(pattern.test(path)).toBe(false);
    }
  });
});
