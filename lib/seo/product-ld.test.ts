import { productDetailSchema, reviewsSchema } from '@/lib/api/schemas/product';
import { checkMerchantListing } from './merchant-listing';
import { productJsonLd } from './product-ld';
import { deliveryDays, shippingCountries } from './shipping-countries';

const product = (overrides: Record<string, unknown> = {}) =>
  productDetailSchema.parse({
    id: 42,
    name: 'Travel Kettle',
    thumbnail: '/media/kettle.jpg',
    thumbnails: [{ id: 1, thumbnail: '/media/kettle-2.jpg', url: '/media/kettle-2.jpg', type: 'image' }],
    price: 40,
    discount_price: 32,
    discount_percentage: 20,
    rating: 4.5,
    total_reviews: '2',
    total_sold: '10',
    quantity: 7,
    sizes: [],
    colors: [],
    brand: 'Kettleworks',
    short_description: 'A small kettle for the road.',
    description: '<p>A small kettle.</p>',
    shop: { id: 3, name: 'Home Goods', logo: '/media/shop.png', rating: 4.8, estimated_delivery_time: '3-5 days', delivery_charge: 1.99 },
    flash_sale: null,
    ...overrides,
  });
const reviews = reviewsSchema.parse({ total: 2, reviews: [{ id: 1, customer_name: 'Ann', rating: 5, description: 'Great', created_at: '05 Mar, 2024' }] });
const facts = { currency: 'USD', returnDays: 7, countries: ['US', 'CA'] };
const url = 'https://shop.example/products/42/details';

const delivery = {
  time_zone: 'Europe/London',
  handling_days: 0,
  cutoff_hour: 16,
  dispatch_days: [1, 2, 3, 4, 5, 6],
  holidays: ['2026-12-25'],
  country: 'GB',
  destinations: [
    { country: 'GB', region: null, min_days: 2, max_days: 4, charge: 3.5 },
    { country: 'GB', region: 'LND', min_days: 1, max_days: 2, charge: 3.5 },
    { country: 'US', region: null, min_days: 6, max_days: 8, charge: 14.99 },
  ],
};

describe('product JSON-LD for merchant listings', () => {
  it('ships as the shop delivery calendar says, one shipping detail per destination', () => {
    const ld = productJsonLd(product({ delivery }), reviews, url, facts) as unknown as { offers: { shippingDetails: Record<string, unknown>[] } };
    expect(checkMerchantListing(ld as unknown as Record<string, unknown>)).toEqual({ required: [], recommended: [] });
    const shipping = ld.offers.shippingDetails;
    expect(shipping.map((detail) => detail.shippingDestination)).toEqual([
      { '@type': 'DefinedRegion', addressCountry: 'GB' },
      { '@type': 'DefinedRegion', addressCountry: 'GB', addressRegion: 'LND' },
      { '@type': 'DefinedRegion', addressCountry: 'US' },
    ]);
    expect(shipping[2]).toMatchObject({
      shippingRate: { value: 14.99, currency: 'USD' },
      deliveryTime: {
        handlingTime: { minValue: 0, maxValue: 1, unitCode: 'DAY' },
        transitTime: { minValue: 6, maxValue: 8, unitCode: 'DAY' },
        businessDays: { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => `https://schema.org/${day}`) },
      },
    });
  });

  it('has everything Google requires and recommends for a merchant listing', () => {
    const ld = productJsonLd(product(), reviews, url, facts);
    expect(checkMerchantListing(ld as unknown as Record<string, unknown>)).toEqual({ required: [], recommended: [] });
  });

  it('offers the price shown, with shipping from the shop and the return window from settings', () => {
    const ld = productJsonLd(product(), reviews, url, facts) as unknown as { offers: Record<string, unknown>; sku: string; image: string[] };
    expect(ld.offers).toMatchObject({
      price: '32.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      shippingDetails: {
        shippingRate: { value: 1.99, currency: 'USD' },
        shippingDestination: [{ addressCountry: 'US' }, { addressCountry: 'CA' }],
        deliveryTime: { transitTime: { minValue: 3, maxValue: 5, unitCode: 'DAY' } },
      },
      hasMerchantReturnPolicy: { merchantReturnDays: 7, returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow', applicableCountry: ['US', 'CA'] },
    });
    expect(ld.offers.priceValidUntil).toBeUndefined();
    expect(ld.sku).toBe('42');
    expect(ld.image).toEqual(['https://shop.example/media/kettle.jpg', 'https://shop.example/media/kettle-2.jpg']);
  });

  it('offers the price the page shows first: with the surcharges of the colour and size it selects', () => {
    const dressed = product({ colors: [{ id: 1, name: 'Brown', color_code: '#840', price: 2.5 }, { id: 2, name: 'Black', color_code: '#000', price: 0 }], sizes: [{ id: 3, name: 'XS', price: 1 }] });
    expect((productJsonLd(dressed, reviews, url, facts) as unknown as { offers: { price: string } }).offers.price).toBe('35.50');
  });

  it('says until when a flash sale price holds', () => {
    const sale = { id: 9, name: 'Weekend', thumbnail: null, start_date: '2026-11-20T00:00:00Z', end_date: '2026-11-29T23:59:00Z', products: null };
    const ld = productJsonLd(product({ flash_sale: sale }), reviews, url, facts);
    expect((ld as unknown as { offers: { priceValidUntil: string } }).offers.priceValidUntil).toBe('2026-11-29');
    expect(checkMerchantListing(ld as unknown as Record<string, unknown>, { onSale: true }).recommended).toEqual([]);
  });

  it('says returns are not accepted when the shop has no return window', () => {
    const ld = productJsonLd(product(), reviews, url, { ...facts, returnDays: 0 }) as unknown as { offers: { hasMerchantReturnPolicy: Record<string, unknown> } };
    expect(ld.offers.hasMerchantReturnPolicy).toEqual({ '@type': 'MerchantReturnPolicy', applicableCountry: ['US', 'CA'], returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' });
  });

  it('the checker notices what a listing lacks', () => {
    const ld = productJsonLd(product({ brand: null, shop: null, quantity: 0 }), reviews, url, facts);
    const check = checkMerchantListing(ld as unknown as Record<string, unknown>, { onSale: true });
    expect(check.required).toEqual([]);
    expect(check.recommended).toEqual(expect.arrayContaining(['Product.brand', 'offers.shippingDetails', 'offers.priceValidUntil']));
    expect(checkMerchantListing({ name: 'x', offers: { price: 'free' } }).required).toEqual(['Product.image', 'offers.priceCurrency', 'offers.price (a number)']);
  });
});

describe('shipping facts', () => {
  it('reads the delivery time of a shop as days', () => {
    expect(deliveryDays('3-5 days')).toEqual({ min: 3, max: 5 });
    expect(deliveryDays('2 days')).toEqual({ min: 2, max: 2 });
    expect(deliveryDays('1-2 weeks')).toEqual({ min: 7, max: 14 });
    expect(deliveryDays('soon')).toBeNull();
  });

  it('takes the countries from SHOP_COUNTRIES, ignoring what is not a country code', () => {
    expect(shippingCountries({ SHOP_COUNTRIES: 'us, ae,xx1,US' })).toEqual(['US', 'AE']);
    expect(shippingCountries({})).toEqual(['US']);
  });
});
