import { FALLBACK_LOCALES, setCurrentLocales } from '@/lib/i18n/locales';
import { canonicalQuery, languageAlternates, pageAlternates } from './alternates';

describe('hreflang alternates', () => {
  it('lists every locale with the default one unprefixed and as x-default', () => {
    expect(languageAlternates('/products')).toEqual({ en: '/products', ar: '/ar/products', 'x-default': '/products' });
    expect(languageAlternates('/')).toEqual({ en: '/', ar: '/ar', 'x-default': '/' });
  });

  it('follow the shop’s languages and default language as the settings have them', () => {
    setCurrentLocales({ languages: [{ name: 'ar', title: 'العربية', direction: 'rtl' }, { name: 'en', title: 'English', direction: 'ltr' }, { name: 'fr', title: 'Français', direction: 'ltr' }], defaultLocale: 'ar' });
    try {
      expect(languageAlternates('/products')).toEqual({ ar: '/products', en: '/en/products', fr: '/fr/products', 'x-default': '/products' });
    } finally {
      setCurrentLocales(FALLBACK_LOCALES);
    }
  });
});

describe('canonicalQuery', () => {
  it('keeps the page and subcategory, drops filters, sort and search', () => {
    expect(canonicalQuery('?page=3&brand=2&sort=newest&search=lamp')).toBe('?page=3');
    expect(canonicalQuery('?subcategory=7&color=1')).toBe('?subcategory=7');
    expect(canonicalQuery('?page=1')).toBe('');
    expect(canonicalQuery('?page=abc')).toBe('');
    expect(languageAlternates('/products', '?page=2').ar).toBe('/ar/products?page=2');
  });
});

describe('pageAlternates', () => {
  it('names the page in its locale as canonical, with the query that makes a page of its own', () => {
    expect(pageAlternates('ar', '/products', { page: '2', sort: 'newest' })).toEqual({
      canonical: '/ar/products?page=2',
      languages: { en: '/products?page=2', ar: '/ar/products?page=2', 'x-default': '/products?page=2' },
    });
    expect(pageAlternates('en', '/shops/3').canonical).toBe('/shops/3');
  });
});
