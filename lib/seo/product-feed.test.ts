import { productCardSchema } from '@/lib/api/schemas/catalog';
import { feedHead, feedItem, feedTail, type FeedContext } from './product-feed';

const card = (overrides: Record<string, unknown> = {}) => ({
  ...productCardSchema.parse({
    id: 7,
    name: 'Kettle & Cup <Set>',
    thumbnail: '/media/7.jpg',
    price: 40,
    discount_price: 32,
    total_reviews: 0,
    total_sold: 0,
    quantity: 3,
    brand: 'Kettleworks',
    shop: { id: 1, name: 'Home', logo: null, delivery_charge: 2 },
    ...overrides,
  }),
  short_description: 'Boils water\u0000 fast.',
  sale_starts_at: '2026-11-20T00:00:00.000Z',
  sale_ends_at: '2026-11-29T00:00:00.000Z',
});

const context: FeedContext = {
  link: (id) => `https://shop.example/ar/products/${id}/details`,
  picture: (path) => `https://shop.example${path}`,
  currency: { name: 'EUR', symbol: '€', position: 'suffix', rate: 0.5 },
  countries: ['US', 'CA'],
};

const field = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<g:${name}>([^<]*)</g:${name}>`, 'g'))].map((match) => match[1]);

const plan = {
  time_zone: 'Asia/Dubai',
  handling_days: 1,
  cutoff_hour: 12,
  dispatch_days: [7, 1, 2, 3, 4],
  holidays: [],
  country: 'AE',
  destinations: [
    { country: 'AE', region: null, min_days: 1, max_days: 2, charge: 4 },
    { country: 'AE', region: 'DU', min_days: 1, max_days: 1, charge: 2 },
    { country: 'SA', region: null, min_days: 3, max_days: 5, charge: 10 },
  ],
};

describe('shopping feed items', () => {
  it('ships as the shop delivery calendar says: its handling time and each destination with its charge and transit', () => {
    const xml = feedItem({ ...card(), delivery: plan }, context);
    expect(field(xml, 'min_handling_time')).toEqual(['1']);
    expect(field(xml, 'max_handling_time')).toEqual(['2']);
    expect(field(xml, 'country')).toEqual(['AE', 'AE', 'SA']);
    expect(field(xml, 'region')).toEqual(['DU']);
    expect(field(xml, 'min_transit_time')).toEqual(['1', '1', '3']);
    expect(field(xml, 'max_transit_time')).toEqual(['2', '1', '5']);
    // The sale price, the price and the three charges, in the feed currency.
    expect(field(xml, 'price')).toEqual(['20.00 EUR', '2.00 EUR', '1.00 EUR', '5.00 EUR']);
  });

  it('carries the fields shopping search needs, in the feed currency', () => {
    const xml = feedItem(card(), context);
    expect(field(xml, 'id')).toEqual(['7']);
    expect(field(xml, 'title')).toEqual(['Kettle &amp; Cup &lt;Set&gt;']);
    expect(field(xml, 'description')).toEqual(['Boils water fast.']);
    expect(field(xml, 'link')).toEqual(['https://shop.example/ar/products/7/details']);
    expect(field(xml, 'image_link')).toEqual(['https://shop.example/media/7.jpg']);
    expect(field(xml, 'availability')).toEqual(['in_stock']);
    expect(field(xml, 'price')).toEqual(['20.00 EUR', '1.00 EUR', '1.00 EUR']);
    expect(field(xml, 'sale_price')).toEqual(['16.00 EUR']);
    expect(field(xml, 'sale_price_effective_date')).toEqual(['2026-11-20T00:00:00.000Z/2026-11-29T00:00:00.000Z']);
    expect(field(xml, 'brand')).toEqual(['Kettleworks']);
    expect(field(xml, 'condition')).toEqual(['new']);
    expect(field(xml, 'country')).toEqual(['US', 'CA']);
  });

  it('has no sale price without a discount, and says when a product is sold out', () => {
    const xml = feedItem(card({ discount_price: 0, quantity: 0 }), context);
    expect(field(xml, 'sale_price')).toEqual([]);
    expect(field(xml, 'availability')).toEqual(['out_of_stock']);
  });

  it('is a well-formed RSS document from head to tail', () => {
    const xml = feedHead('Marketly', 'https://shop.example/', 'A & B') + feedItem(card(), context) + feedTail;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0"><channel>/);
    expect(xml).toContain('<description>A &amp; B</description>');
    expect(xml.trimEnd().endsWith('</channel></rss>')).toBe(true);
  });
});
