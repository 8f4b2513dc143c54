// GET /feeds/products.xml[?locale=ar][&currency=EUR]: every listed product for shopping search
// (Google Merchant Center's RSS 2.0), in one language and one currency, streamed a page of the
// backend's feed call at a time so that 100,000 products are served in bounded memory. On a
// backend without the feed call, the product list's pages are read instead.
import type { Api } from '@/lib/api/client';
import { unlessMissing } from '@/lib/api/missing';
import { apiFor } from '@/lib/api/server';
import { productHref } from '@/lib/catalog-links';
import { routing } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/switch-locale';
import { defaultCurrency, toDisplayCurrency } from '@/lib/money';
import { originFromHeaders } from '@/lib/seo/origin';
import { feedHead, feedItem, feedTail, type FeedContext, type FeedProduct } from '@/lib/seo/product-feed';
import { shippingCountries } from '@/lib/seo/shipping-countries';

export const dynamic = 'force-dynamic';

const PAGE = 500;
const LIST_PAGE = 100;

async function* productPages(api: Api): AsyncGenerator<FeedProduct[]> {
  const first = await unlessMissing(() => api.feedProducts({ after_id: 0, per_page: PAGE }));
  if (first) {
    yield first.products;
    for (let after = first.next_after_id; after !== null; ) {
      const next = await api.feedProducts({ after_id: after, per_page: PAGE });
      yield next.products;
      after = next.next_after_id;
    }
    return;
  }
  for (let page = 1; ; page += 1) {
    const { total, products } = await api.products({ page, per_page: LIST_PAGE });
    yield products;
    if (products.length === 0 || page * LIST_PAGE >= total) return;
  }
}

const notFound = (message: string) => new Response(message, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  const locale = query.get('locale') ?? routing.defaultLocale;
  if (!(routing.locales as readonly string[]).includes(locale)) return notFound(`No feed in this language. Languages: ${routing.locales.join(', ')}.`);
  const api = apiFor(locale);
  const master = await api.master();
  const asked = query.get('currency');
  const match = asked ? master.currencies.find((currency) => currency.name.toLowerCase() === asked.toLowerCase()) : undefined;
  if (asked && !match) return notFound(`No feed in this currency. Currencies: ${master.currencies.map((currency) => currency.name).join(', ')}.`);
  const origin = originFromHeaders(request.headers);
  const context: FeedContext = {
    link: (id) => origin + localizedPath(locale, productHref(id)),
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
