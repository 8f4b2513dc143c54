// The shopping-search feed (Google Merchant Center's RSS 2.0 with g: fields): one <item> per
// product, in one language and one currency. Written item by item so a route can stream it.
import type { Api } from '@/lib/api/client';
import { unlessMissing } from '@/lib/api/missing';
import type { FeedProducts, ProductCard } from '@/lib/api/schemas/catalog';
import type { DeliveryPlan } from '@/lib/api/schemas/delivery';
import { convertedAmount, payablePrice, type DisplayCurrency } from '@/lib/money';
import { escapeXml } from './sitemap';

export type FeedProduct = ProductCard &
  Partial<Pick<FeedProducts['products'][number], 'short_description' | 'sale_starts_at' | 'sale_ends_at'>> & {
    /** Its shop's delivery calendar, when the backend gives one (ours). */
    delivery?: DeliveryPlan;
  };

export interface FeedContext {
  /** Absolute address of a product's page in the feed's language. */
  link(productId: number): string;
  /** Absolute address of a picture path the backend gave. */
  picture(path: string): string;
  currency: DisplayCurrency;
  /** ISO 3166-1 alpha-2 codes the shop delivers to. */
  countries: string[];
}

const tag = (name: string, value: string | number) => `<g:${name}>${escapeXml(String(value))}</g:${name}>`;

/** XML 1.0 has no place for control characters; text from the backend loses them. */
const clean = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').trim();

export function feedHead(title: string, link: string, description: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>${escapeXml(clean(title))}</title><link>${escapeXml(link)}</link><description>${escapeXml(clean(description))}</description>\n`;
}

export const feedTail = '</channel></rss>\n';

export function feedItem(product: FeedProduct, context: FeedContext): string {
  const money = (amount: number) => `${convertedAmount(amount, context.currency)} ${context.currency.name}`;
  const payable = payablePrice(product.price, product.discount_price);
  const parts = [
    tag('id', product.id),
    tag('title', clean(product.name).slice(0, 150)),
    tag('description', clean(product.short_description || product.name).slice(0, 5000)),
    tag('link', context.link(product.id)),
    tag('image_link', context.picture(product.thumbnail)),
    tag('availability', product.quantity > 0 ? 'in_stock' : 'out_of_stock'),
    tag('price', money(product.price)),
  ];
  if (payable < product.price) {
    parts.push(tag('sale_price', money(payable)));
    if (product.sale_starts_at && product.sale_ends_at) parts.push(tag('sale_price_effective_date', `${product.sale_starts_at}/${product.sale_ends_at}`));
  }
  parts.push(tag('condition', 'new'));
  if (product.brand) parts.push(tag('brand', clean(product.brand).slice(0, 70)));
  // The shop's own products carry no GTIN or MPN.
  parts.push(tag('identifier_exists', 'no'));
  const plan = product.delivery;
  const charge = product.shop?.delivery_charge;
  if (plan) {
    // The shop's own calendar: its handling time (one dispatch day more after the cut-off) and
    // each destination's charge and transit time.
    parts.push(tag('min_handling_time', plan.handling_days), tag('max_handling_time', plan.handling_days + 1));
    for (const place of plan.destinations) {
      const region = place.region ? tag('region', place.region) : '';
      parts.push(`<g:shipping>${tag('country', place.country)}${region}${tag('price', money(place.charge))}${tag('min_transit_time', place.min_days)}${tag('max_transit_time', place.max_days)}</g:shipping>`);
    }
  } else if (charge !== null && charge !== undefined) {
    for (const country of context.countries) parts.push(`<g:shipping>${tag('country', country)}${tag('price', money(charge))}</g:shipping>`);
  }
  return `<item>${parts.join('')}</item>\n`;
}

const PAGE = 500;

/** A feed page's products, each with its shop's delivery calendar. */
const withPlans = (page: FeedProducts): FeedProduct[] =>
  page.products.map((product) => {
    const plan = product.shop ? page.delivery_plans?.[String(product.shop.id)] : undefined;
    return plan ? { ...product, delivery: plan } : product;
  });
const LIST_PAGE = 100;

/**
 * Every listed product, a page at a time: the backend's feed call (keyset-paged, the same cost at
 * any depth), or on a backend without it the product list's pages.
 */
export async function* productPages(api: Api): AsyncGenerator<FeedProduct[]> {
  const first = await unlessMissing(() => api.feedProducts({ after_id: 0, per_page: PAGE }));
  if (first) {
    yield withPlans(first);
    for (let after = first.next_after_id; after !== null; ) {
      const next = await api.feedProducts({ after_id: after, per_page: PAGE });
      yield withPlans(next);
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
