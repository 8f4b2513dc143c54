import { FALLBACK_LOCALES, setCurrentLocales } from '../../lib/i18n/locales';
import { fetchNotFoundDocument, isNotFoundDocumentPath, NOT_FOUND_KEY_HEADER, notFoundDocumentPath } from './not-found-page';

describe('the not-found document', () => {
  it('is asked for in the language of the missing page', () => {
    expect(notFoundDocumentPath('/zzz')).toBe('/not-found-document');
    expect(notFoundDocumentPath('/products/9/details?x=1')).toBe('/not-found-document');
    expect(notFoundDocumentPath('/ar/zzz')).toBe('/ar/not-found-document');
    expect(notFoundDocumentPath('/ar')).toBe('/ar/not-found-document');
    expect(notFoundDocumentPath('/arabic/zzz')).toBe('/not-found-document');
    expect(notFoundDocumentPath('/en/zzz')).toBe('/not-found-document');
  });

  it('follows the shop’s languages: a new one has its own, a removed one is the default’s', () => {
    setCurrentLocales({ languages: [{ name: 'en', title: 'English', direction: 'ltr' }, { name: 'ur', title: 'اردو', direction: 'rtl' }], defaultLocale: 'en' });
    try {
      expect(notFoundDocumentPath('/ur/zzz')).toBe('/ur/not-found-document');
      expect(notFoundDocumentPath('/ar/zzz')).toBe('/not-found-document');
      expect(isNotFoundDocumentPath('/ur/not-found-document')).toBe(true);
    } finally {
      setCurrentLocales(FALLBACK_LOCALES);
    }
  });

  it('knows its own address in every locale', () => {
    for (const path of ['/not-found-document', '/not-found-document/', '/ar/not-found-document?x=1', '/en/not-found-document']) expect(isNotFoundDocumentPath(path)).toBe(true);
    for (const path of ['/not-found-documents', '/ar/zzz/not-found-document', '/']) expect(isNotFoundDocumentPath(path)).toBe(false);
  });

  it('is fetched with the key, and is null unless the answer is a 200 page', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const answer = (status: number, type: string) => async (url: string | URL | Request, init?: RequestInit) => {
      calls.push([String(url), init]);
      return new Response('<html lang="ar"></html>', { status, headers: { 'Content-Type': type } });
    };
    const document = await fetchNotFoundDocument('http://127.0.0.1:3000', 'key', '/ar/zzz', { fetchImpl: answer(200, 'text/html; charset=utf-8') });
    expect(document?.toString()).toBe('<html lang="ar"></html>');
    expect(calls[0][0]).toBe('http://127.0.0.1:3000/ar/not-found-document');
    expect((calls[0][1]?.headers as Record<string, string>)[NOT_FOUND_KEY_HEADER]).toBe('key');
    expect(await fetchNotFoundDocument('http://127.0.0.1:3000', 'key', '/zzz', { fetchImpl: answer(404, 'text/html') })).toBeNull();
    expect(await fetchNotFoundDocument('http://127.0.0.1:3000', 'key', '/zzz', { fetchImpl: answer(200, 'application/json') })).toBeNull();
  });
});
