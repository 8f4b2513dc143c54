import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { errorPageDirection, errorPageHome, errorPageLocaleOf, errorPageText } from '@/lib/errors/error-page-text';

describe('the global error page’s words', () => {
  it('are the ErrorPage catalogue of each bundled language', () => {
    expect(errorPageText('en')).toEqual(en.ErrorPage);
    expect(errorPageText('ar')).toEqual(ar.ErrorPage);
  });

  it('follow the path’s locale prefix: Arabic right to left under /ar, English elsewhere', () => {
    for (const path of ['/ar', '/ar/', '/ar/products/1/details']) expect(errorPageLocaleOf(path)).toBe('ar');
    for (const path of ['/', '/products', '/arabic-coffee', '/en/ar', '', null]) expect(errorPageLocaleOf(path)).toBe('en');
    expect([errorPageDirection('ar'), errorPageHome('ar')]).toEqual(['rtl', '/ar']);
    expect([errorPageDirection('en'), errorPageHome('en')]).toEqual(['ltr', '/']);
  });
});
