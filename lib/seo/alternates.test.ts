import { languageAlternates, pathWithoutLocale } from './alternates';

describe('hreflang alternates', () => {
  it('lists every locale with the default one unprefixed and as x-default', () => {
    expect(languageAlternates('/products')).toEqual({ en: '/products', ar: '/ar/products', 'x-default': '/products' });
    expect(languageAlternates('/')).toEqual({ en: '/', ar: '/ar', 'x-default': '/' });
  });

  it('strips the locale prefix from a request path', () => {
    expect(pathWithoutLocale('/ar/products')).toBe('/products');
    expect(pathWithoutLocale('/ar')).toBe('/');
    expect(pathWithoutLocale('/products')).toBe('/products');
    expect(pathWithoutLocale('/arabic-things')).toBe('/arabic-things');
  });
});
