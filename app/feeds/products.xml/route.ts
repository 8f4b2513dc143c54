// GET /feeds/products.xml[?locale=ar][&currency=EUR]: every listed product for shopping search
// (Google Merchant Center's RSS 2.0), in one language and one currency, streamed a page of the
// backend's feed call at a time so that 100,000 products are served in bounded memory. On a
// backend without the feed call, the product list's pages are read instead.
import { apiFor } from '@/lib/api/server';
import { productHref } from '@/lib/catalog-links';
import { localesNow } from '@/lib/i18n/locale-source';
import { isLocale, localeCodes, localizedPath } from '@/lib/i18n/locales';
import { defaultCurrency, toDisplayCurrency } from '@/lib/money';
import { originFromHeaders } from '@/lib/seo/origin';
import { feedHead, feedItem, feedTail, productPages, type FeedContext } from '@/lib/seo/product-feed';
import { shippingCountries } from '@/lib/seo/shipping-countries';

export const dynamic = 'force-dynamic';

const notFound = (message: string) => new Response(message, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  const locales = await localesNow();
  const locale = query.get('locale') ?? locales.defaultLocale;
  if (!isLocale(locale, locales)) return notFound(`No feed in this language. Languages: ${localeCodes(locales).join(', ')}.`);
  const api = apiFor(locale);
  const master = await api.master();
  const asked = query.get('currency');
  const match = asked ? master.currencies.find((currency) => currency.name.toLowerCase() === asked.toLowerCase()) : undefined;
  if (asked && !match) return notFound(`No feed in this currency. Currencies: ${master.currencies.map((currency) => currency.name).join(', ')}.`);
  const origin = originFromHeaders(request.headers);
  const context: FeedContext = {
    link: (id) => origin + localizedPath(locale, productHref(id), locales),
    picture: (path) => new URL(path, origin).toString(),
    currency: match ? toDisplayCurrency(match) : defaultCurrency(master.currencies),
    countries: shippingCountries(),
  };
  const pages = productPages(api);
  const encoder = new TextEncoder();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(feedHead(master.app_name, origin + localizedPath(locale, '/'), master.web_footer_description ?? master.app_name)));
        return;
      }
      const next = await pages.next();
      if (next.done) {
        controller.enqueue(encoder.encode(feedTail));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map((product) => feedItem(product, context)).join('')));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
