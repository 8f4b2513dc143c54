// The shopping-search feed (/feeds/products.xml): every listed product, in the language and
// currency asked for, with what shopping search needs; listed for crawlers in robots.txt.
import { expect, test } from './support/test';
import { apiData, type CardData } from './support/api';
import { convertedAmount } from '../lib/money';

interface Currency {
  name: string;
  is_default: boolean;
  rate_from_default: number;
}

const items = (xml: string) => xml.split('<item>').slice(1).map((item) => item.slice(0, item.indexOf('</item>')));
const field = (item: string, name: string) => new RegExp(`<g:${name}>([^<]*)</g:${name}>`).exec(item)?.[1];
const unescape = (text: string | undefined) => text?.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

test('the product feed lists every product with its price, link, picture, stock and shipping', async ({ request }) => {
  const { total, products } = await apiData<{ total: number; products: CardData[] }>(request, '/products?per_page=1&sort_type=top_selling');
  const response = await request.get('/feeds/products.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0">/);
  expect(xml.trimEnd().endsWith('</channel></rss>')).toBe(true);
  const all = items(xml);
  expect(all).toHaveLength(total);
  const [product] = products;
  const item = all.find((one) => field(one, 'id') === String(product.id));
  expect(item, `product ${product.id} in the feed`).toBeDefined();
  expect(unescape(field(item!, 'title'))).toBe(product.name);
  expect(field(item!, 'price')).toBe(`${product.price.toFixed(2)} USD`);
  if (product.discount_price > 0) expect(field(item!, 'sale_price')).toBe(`${product.discount_price.toFixed(2)} USD`);
  expect(field(item!, 'availability')).toBe(product.quantity > 0 ? 'in_stock' : 'out_of_stock');
  expect(field(item!, 'link')).toMatch(new RegExp(`/products/${product.id}/details$`));
  // Shipping as the shop's delivery calendar says: its handling time, then every destination.
  const { product: details } = await apiData<{ product: { delivery: { handling_days: number; destinations: { country: string; region: string | null; min_days: number; max_days: number; charge: number }[] } } }>(request, `/product-details?product_id=${product.id}`);
  const plan = details.delivery;
  expect(field(item!, 'min_handling_time')).toBe(String(plan.handling_days));
  expect(item).toContain(
    plan.destinations
      .map((place) => `<g:shipping><g:country>${place.country}</g:country>${place.region ? `<g:region>${place.region}</g:region>` : ''}<g:price>${place.charge.toFixed(2)} USD</g:price><g:min_transit_time>${place.min_days}</g:min_transit_time><g:max_transit_time>${place.max_days}</g:max_transit_time></g:shipping>`)
      .join(''),
  );

  // The link and the picture lead somewhere.
  expect((await request.get(new URL(field(item!, 'link')!).pathname)).status()).toBe(200);
  expect((await request.get(new URL(unescape(field(item!, 'image_link'))!).pathname)).status()).toBe(200);
});

test('the feed speaks Arabic and another currency when asked, and says which ones exist otherwise', async ({ request }) => {
  const [product] = (await apiData<{ products: CardData[] }>(request, '/products?per_page=1&sort_type=top_selling', 'ar')).products;
  const { currencies } = await apiData<{ currencies: Currency[] }>(request, '/master');
  const other = currencies.find((currency) => !currency.is_default)!;
  const xml = await (await request.get(`/feeds/products.xml?locale=ar&currency=${other.name}`)).text();
  const item = items(xml).find((one) => field(one, 'id') === String(product.id))!;
  expect(unescape(field(item, 'title'))).toBe(product.name);
  expect(field(item, 'link')).toMatch(new RegExp(`/ar/products/${product.id}/details$`));
  expect(field(item, 'price')).toBe(`${convertedAmount(product.price, { rate: other.rate_from_default })} ${other.name}`);

  const unknown = await request.get('/feeds/products.xml?currency=XYZ');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain(other.name);
  expect((await request.get('/feeds/products.xml?locale=fr')).status()).toBe(404);
  expect(await (await request.get('/robots.txt')).text()).toContain('Allow: /feeds/');
});
