'use client';
// The signed-in shopper's recently viewed products as a row of the catalogue's own cards, newest
// first. Nothing is drawn until they arrive, and nothing at all when there are none.
import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ProductCardView, type CardView } from '@/components/catalog/product-card-view';
import { SectionHeading } from '@/components/catalog/section-heading';
import { browserRequest } from '@/lib/api/browser';
import type { ProductCard } from '@/lib/api/schemas/catalog';
import { cartableOf } from '@/lib/cart/cartable';
import { productHref } from '@/lib/catalog-links';
import { getPathname } from '@/lib/i18n/navigation';

const SHOWN = 10;

export function RecentlyViewedRail() {
  const t = useTranslations('Catalog');
  const tc = useTranslations('Cart');
  const locale = useLocale();
  const [products, setProducts] = useState<ProductCard[]>([]);
  useEffect(() => {
    let live = true;
    browserRequest<{ products: ProductCard[] }>({ path: '/recently-views', query: { page: 1, per_page: SHOWN } })
      .then((answer) => {
        if (live) setProducts(answer.data.products);
      })
      .catch(() => {
        // The rail is extra: without it the page is complete.
      });
    return () => {
      live = false;
    };
  }, []);
  if (products.length === 0) return null;
  const cards: CardView[] = products.map((product) => {
    const rating = Number(product.rating ?? 0).toFixed(1);
    const { colorId, sizeId, unit, soldOut } = cartableOf(product);
    return {
      id: product.id,
      href: getPathname({ href: productHref(product.id), locale }),
      name: product.name,
      brand: product.brand || null,
      thumbnail: product.thumbnail,
      price: Number(product.price),
      discountPrice: Number(product.discount_price) || null,
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
