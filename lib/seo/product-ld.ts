// schema.org Product for a product page: offer with price, currency, availability and seller,
// the rating and the reviews shown on the page.
import type { ProductDetail, Reviews } from '@/lib/api/schemas/product';
import { isoOf } from '@/lib/format-date';
import { payablePrice } from '@/lib/money';

export function productJsonLd(product: ProductDetail, reviews: Reviews, url: string, currency: string) {
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
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    offers: {
      '@type': 'Offer',
      url,
      price: payablePrice(product.price, product.discount_price).toFixed(2),
      priceCurrency: currency,
      availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: product.shop ? { '@type': 'Organization', name: product.shop.name } : undefined,
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

export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}
