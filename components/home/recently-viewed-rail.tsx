'use client';
// The signed-in shopper's recently viewed products as a row of the catalogue's own cards, newest
// first. Nothing is drawn until they arrive, and nothing at all when there are none (nor when
// they cannot be read: the rail is extra, without it the page is complete). Loaded lazily
// (./recently-viewed-slot.tsx), so it may use the query cache directly.
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { ProductCardView, type CardView } from '@/components/catalog/product-card-view';
import { SectionHeading } from '@/components/catalog/section-heading';
import { QueryIsland } from '@/components/providers/query-island';
import { recentlyViewedQuery } from '@/lib/account/queries';
import { cartableOf } from '@/lib/cart/cartable';
import { productHref } from '@/lib/catalog-links';
import { getPathname } from '@/lib/i18n/navigation';

export function RecentlyViewedRail() {
  return (
    <QueryIsland>
      <Rail />
    </QueryIsland>
  );
}

function Rail() {
  const t = useTranslations('Catalog');
  const tc = useTranslations('Cart');
  const locale = useLocale();
  const { data: products = [] } = useQuery(recentlyViewedQuery());
  if (products.length === 0) return null;
  const cards: CardView[] = products.map((product) => {
    const rating = product.rating.toFixed(1);
    const { colorId, sizeId, unit, soldOut } = cartableOf(product);
    return {
      id: product.id,
      href: getPathname({ href: productHref(product.id), locale }),
      name: product.name,
      brand: product.brand || null,
      thumbnail: product.thumbnail,
      price: product.price,
      discountPrice: product.discount_price || null,
      badge: product.discount_percentage > 0 ? tc('off', { percent: Math.round(product.discount_percentage) }) : null,
      rating,
      ratingLabel: t('rating', { rating }),
      sold: t('sold', { sold: product.total_sold }),
      cart: { colorId, sizeId, unit, soldOut },
    };
  });
  return (
    <section aria-labelledby="recently-viewed">
      <SectionHeading id="recently-viewed" title={t('recentlyViewed')} />
      <ul aria-label={t('recentlyViewed')} className="flex snap-x gap-3 overflow-x-auto pb-2">
        {cards.map((card) => (
          <li key={card.id} className="flex w-40 shrink-0 snap-start sm:w-48">
            <ProductCardView card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
