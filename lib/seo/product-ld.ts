// schema.org Product for a product page, with what merchant listings ask for: the offer (price
// shown, currency, availability, condition, the end of a flash sale's price), shipping from the
// shop's delivery charge and time, the return policy from the shop's return window, brand, ids,
// pictures, the rating and the reviews shown on the page. Typed against schema.org (schema-dts).
import type { BreadcrumbList, MerchantReturnPolicy, OfferShippingDetails, Product, WithContext } from 'schema-dts';
import type { DeliveryPlan } from '@/lib/api/schemas/delivery';
import type { ProductDetail, Reviews } from '@/lib/api/schemas/product';
import { isoOf } from '@/lib/format-date';
import { variantPrices } from '@/lib/variant-price';
import { deliveryDays } from './shipping-countries';

export interface MerchantFacts {
  /** The shop's default currency (prices are given in it). */
  currency: string;
  /** Days a delivered order can be returned in (settings: return_order_within_days); 0 or null: no returns. */
  returnDays: number | null | undefined;
  /** ISO 3166-1 alpha-2 codes of the countries the shop delivers to. */
  countries: string[];
}

const SCHEMA = 'https://schema.org/';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A destination of the shop's delivery calendar: its charge, its handling and transit times. */
function plannedShipping(plan: DeliveryPlan, currency: string): OfferShippingDetails[] {
  return plan.destinations.map((place) => ({
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: place.charge, currency },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: place.country, ...(place.region ? { addressRegion: place.region } : {}) },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      // An order after the cut-off waits one dispatch day more.
      handlingTime: { '@type': 'QuantitativeValue', minValue: plan.handling_days, maxValue: plan.handling_days + 1, unitCode: 'DAY' },
      transitTime: { '@type': 'QuantitativeValue', minValue: place.min_days, maxValue: place.max_days, unitCode: 'DAY' },
      businessDays: { '@type': 'OpeningHoursSpecification', dayOfWeek: plan.dispatch_days.filter((day) => day >= 1 && day <= 7).map((day) => `${SCHEMA}${WEEKDAYS[day - 1]}` as `https://schema.org/${(typeof WEEKDAYS)[number]}`) },
    },
  }));
}

function shippingDetails(product: ProductDetail, facts: MerchantFacts): OfferShippingDetails | OfferShippingDetails[] | undefined {
  if (product.delivery && product.delivery.destinations.length > 0) return plannedShipping(product.delivery, facts.currency);
  const shop = product.shop;
  if (!shop || shop.delivery_charge === null || shop.delivery_charge === undefined) return undefined;
  const days = deliveryDays(shop.estimated_delivery_time);
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: shop.delivery_charge, currency: facts.currency },
    shippingDestination: facts.countries.map((country) => ({ '@type': 'DefinedRegion', addressCountry: country })),
    deliveryTime: days
      ? {
          '@type': 'ShippingDeliveryTime',
          // Orders are handed over the day they are placed or the next.
          handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
          transitTime: { '@type': 'QuantitativeValue', minValue: days.min, maxValue: days.max, unitCode: 'DAY' },
        }
      : undefined,
  };
}

function returnPolicy(facts: MerchantFacts): MerchantReturnPolicy {
  const days = facts.returnDays ?? 0;
  if (days <= 0) return { '@type': 'MerchantReturnPolicy', applicableCountry: facts.countries, returnPolicyCategory: `${SCHEMA}MerchantReturnNotPermitted` };
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: facts.countries,
    returnPolicyCategory: `${SCHEMA}MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: days,
    returnMethod: `${SCHEMA}ReturnByMail`,
  };
}

/** What the product costs with the colour and size its page selects first. */
export function shownPrice(product: Pick<ProductDetail, 'price' | 'discount_price' | 'colors' | 'sizes'>): number {
  return variantPrices(product.price, product.discount_price, { colorSurcharge: product.colors[0]?.price ?? 0, sizeSurcharge: product.sizes[0]?.price ?? 0 }).payable;
}

/** The last day a flash sale's price holds (YYYY-MM-DD), when the product is in one. */
function saleEnds(product: ProductDetail): string | undefined {
  return isoOf(product.flash_sale?.end_date)?.slice(0, 10);
}

export function productJsonLd(product: ProductDetail, reviews: Reviews, url: string, facts: MerchantFacts): WithContext<Product> {
  const absolute = (path: string) => new URL(path, url).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: [product.thumbnail, ...product.thumbnails.filter((item) => item.type === 'image').map((item) => item.url ?? item.thumbnail)]
      .map(absolute)
      .filter((value, index, all) => all.indexOf(value) === index),
    description: product.short_description ?? product.meta_description ?? undefined,
    sku: String(product.id),
    productID: String(product.id),
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    offers: {
      '@type': 'Offer',
      url,
      // The price the page shows first: the product with its first colour and size, which the
      // purchase box selects (components/product/product-purchase.tsx). Shopping search holds
      // the listing's price against the page's.
      price: shownPrice(product).toFixed(2),
      priceCurrency: facts.currency,
      priceValidUntil: saleEnds(product),
      availability: product.quantity > 0 ? `${SCHEMA}InStock` : `${SCHEMA}OutOfStock`,
      itemCondition: `${SCHEMA}NewCondition`,
      seller: product.shop ? { '@type': 'Organization', name: product.shop.name } : undefined,
      shippingDetails: shippingDetails(product, facts),
      hasMerchantReturnPolicy: returnPolicy(facts),
    },
    aggregateRating:
      reviews.total > 0 && product.rating > 0 ? { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: reviews.total, bestRating: 5 } : undefined,
    review: reviews.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.customer_name },
      datePublished: isoOf(review.created_at)?.slice(0, 10),
      reviewBody: review.description ?? undefined,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
    })),
  };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}
