import {
  currentLocales, directionOf, FALLBACK_LOCALES, isLocale, localeCodes, localeOfPath, localeSetFrom, localizedPath, pathWithoutLocale, scriptOf, setCurrentLocales, type LocaleSet,
} from './locales';

const master = {
  app_locale: 'ar',
  languages: [
    { id: 1, name: 'en', title: 'English', direction: 'ltr' },
    { id: 2, name: 'ar', title: 'العربية', direction: 'rtl' },
    { id: 3, name: 'fr', title: 'Français', direction: 'ltr' },
    { id: 4, name: 'ur', title: 'اردو', direction: 'rtl' },
  ],
};

describe('the shop’s languages from the settings', () => {
  const set = localeSetFrom(master);

  it('are the settings’ languages in their order, with the default from app_locale', () => {
    expect(localeCodes(set)).toEqual(['en', 'ar', 'fr', 'ur']);
    expect(set.defaultLocale).toBe('ar');
    expect(set.languages[2]).toEqual({ name: 'fr', title: 'Français', direction: 'ltr' });
  });

  it('leave out codes that cannot be a path segment and repeats; default to the first when app_locale is none of them', () => {
    const odd = localeSetFrom({ app_locale: 'de', languages: [{ name: 'fr', title: 'Français' }, { name: '../x', title: 'x' }, { name: 'FR', title: 'again' }, { name: 'pt-br', title: '', direction: 'sideways' }] });
    expect(odd).toEqual({ defaultLocale: 'fr', languages: [{ name: 'fr', title: 'Français', direction: 'ltr' }, { name: 'pt-br', title: 'pt-br', direction: 'ltr' }] });
  });

  it('fall back to English and Arabic when the settings have none', () => {
    expect(localeSetFrom({ languages: [] })).toBe(FALLBACK_LOCALES);
    expect(localeSetFrom(null)).toBe(FALLBACK_LOCALES);
  });

  it('give the default language unprefixed paths and the others their prefix', () => {
    expect(localizedPath('ar', '/products', set)).toBe('/products');
    expect(localizedPath('ar', '/', set)).toBe('/');
    expect(localizedPath('en', '/products', set)).toBe('/en/products');
    expect(localizedPath('fr', '/', set)).toBe('/fr');
    expect(localizedPath('ur', 'shops', set)).toBe('/ur/shops');
  });

  it('read a path’s language from its prefix, else the default', () => {
    expect(localeOfPath('/fr/products', set)).toBe('fr');
    expect(localeOfPath('/ur', set)).toBe('ur');
    expect(localeOfPath('/products?x=/fr', set)).toBe('ar');
    expect(localeOfPath('/de/products', set)).toBe('ar');
    expect(localeOfPath('/french-things', set)).toBe('ar');
  });

  it('strip only a language’s prefix', () => {
    expect(pathWithoutLocale('/fr/products', set)).toBe('/products');
    expect(pathWithoutLocale('/fr', set)).toBe('/');
    expect(pathWithoutLocale('/en/', set)).toBe('/');
    expect(pathWithoutLocale('/de/products', set)).toBe('/de/products');
    expect(pathWithoutLocale('/arabic-things', set)).toBe('/arabic-things');
  });

  it('take directions from the data: any rtl language, not only Arabic', () => {
    expect(['en', 'ar', 'fr', 'ur', 'xx'].map((code) => directionOf(code, set))).toEqual(['ltr', 'rtl', 'ltr', 'rtl', 'ltr']);
    expect(isLocale('ur', set)).toBe(true);
    expect(isLocale('de', set)).toBe(false);
  });

  it('name the font family of a language’s script', () => {
    expect(['ar', 'fa', 'ur', 'fr', 'pt-br', 'he', 'bn'].map(scriptOf)).toEqual(['arabic', 'arabic', 'arabic', 'latin', 'latin', 'other', 'other']);
  });

  it('are the ones in force once set, for the callers that pass none', () => {
    const before: LocaleSet = currentLocales();
    setCurrentLocales(set);
    try {
      expect(localizedPath('ar', '/cart')).toBe('/cart');
      expect(localeOfPath('/en/cart')).toBe('en');
    } finally {
      setCurrentLocales(before);
    }
  });
});
