import { localizedPath } from './switch-locale';

describe('localizedPath', () => {
  it('keeps default-locale paths unprefixed', () => {
    expect(localizedPath('en', '/products')).toBe('/products');
    expect(localizedPath('en', '/')).toBe('/');
  });

  it('prefixes other locales, with the home page at the bare prefix', () => {
    expect(localizedPath('ar', '/products')).toBe('/ar/products');
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('ar', 'shops')).toBe('/ar/shops');
  });
});
