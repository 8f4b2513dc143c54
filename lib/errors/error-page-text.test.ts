import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { FALLBACK_LOCALES, setCurrentLocales } from '@/lib/i18n/locales';
import { errorPageDirection, errorPageHome, errorPageLocaleOf, errorPageText } from '@/lib/errors/error-page-text';

describe('the global error page’s words', () => {
  it('are the ErrorPage catalogue of each bundled language', () => {
    expect(errorPageText('en')).toEqual(en.ErrorPage);
    expect(errorPageText('ar')).toEqual(ar.ErrorPage);
  });

  it('follow the path’s locale prefix: Arabic right to left under /ar, English elsewhere', () => {
    for (const path of ['/ar', '/ar/', '/ar/products/1/details']) expect(errorPageLocaleOf(path)).toEqual({ locale: 'ar', words: 'ar' });
    for (const path of ['/', '/products', '/arabic-coffee', '/en/ar', '', null]) expect(errorPageLocaleOf(path)).toEqual({ locale: 'en', words: 'en' });
    expect([errorPageDirection('ar'), errorPageHome('ar')]).toEqual(['rtl', '/ar']);
    expect([errorPageDirection('en'), errorPageHome('en')]).toEqual(['ltr', '/']);
  });

  it('follow the shop’s languages: a language without bundled words gets the default one’s, in its direction', () => {
    setCurrentLocales({ languages: [{ name: 'ar', title: 'العربية', direction: 'rtl' }, { name: 'fr', title: 'Français', direction: 'ltr' }, { name: 'en', title: 'English', direction: 'ltr' }], defaultLocale: 'ar' });
    try {
      expect(errorPageLocaleOf('/fr/products')).toEqual({ locale: 'fr', words: 'ar' });
      expect(errorPageLocaleOf('/products')).toEqual({ locale: 'ar', words: 'ar' });
      expect(errorPageLocaleOf('/en')).toEqual({ locale: 'en', words: 'en' });
      expect([errorPageHome('ar'), errorPageHome('en'), errorPageDirection('ar')]).toEqual(['/', '/en', 'rtl']);
    } finally {
      setCurrentLocales(FALLBACK_LOCALES);
    }
  });
});
