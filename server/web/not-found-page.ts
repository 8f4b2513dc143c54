// The not-found page in the HTML of every 404 (docs/adr/0026). Next.js answers a notFound()
// thrown while a page renders with an empty error page, `<html id="__next_error__">` without
// lang or text: its streaming server rendering does not run the not-found boundary, which only
// the browser's JavaScript draws from the RSC payload. The not-found page is also a page of its
// own, app/[locale]/not-found-document, cached once per locale; server/web/serve.ts asks itself
// for it and sends it in the 404's place, and answers a visitor who asks for that address with a
// 404 too.
import { currentLocales, localeCodes, localeOfPath as localeOf, localizedPath } from '../../lib/i18n/locales';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The address of the not-found document in the default locale; other locales add their prefix. */
export const NOT_FOUND_DOCUMENT = '/not-found-document';

/** Carries the web server's key on its own requests for the document. */
export const NOT_FOUND_KEY_HEADER = 'x-shop-not-found-document';

/** The address of the not-found document in the language of the page at `url`. */
export function notFoundDocumentPath(url: string | undefined): string {
  const set = currentLocales();
  return localizedPath(localeOf(String(url ?? '/'), set), NOT_FOUND_DOCUMENT, set);
}

/** Whether `url` asks for the not-found document itself, in any locale, with or without a query. */
export function isNotFoundDocumentPath(url: string | undefined): boolean {
  const pathname = String(url ?? '/').split(/[?#]/)[0].replace(/\/+$/, '');
  return localeCodes().some((locale) => pathname === `/${locale}${NOT_FOUND_DOCUMENT}`) || pathname === NOT_FOUND_DOCUMENT;
}

/**
 * Fetches the not-found document of a page's language from the web server at `origin`: its
 * HTML, or null when it does not answer 200 with HTML (the 404 then keeps Next.js's page).
 */
export async function fetchNotFoundDocument(
  origin: string,
  key: string,
  url: string | undefined,
  { fetchImpl = fetch, timeoutMs = 5000 }: { fetchImpl?: Fetch; timeoutMs?: number } = {},
): Promise<Buffer | null> {
  const response = await fetchImpl(`${origin}${notFoundDocumentPath(url)}`, {
    headers: { [NOT_FOUND_KEY_HEADER]: key, 'accept-encoding': 'identity' },
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status !== 200 || !/^text\/html/i.test(response.headers.get('content-type') ?? '')) {
    await response.body?.cancel();
    return null;
  }
  return Buffer.from(await response.arrayBuffer());
}
