'use client';
// A row of the catalogue's own cards under a heading, for the home page's rails that arrive in the
// browser (recently viewed, new from shops you follow). Draws nothing when there are no products:
// a rail is extra, without it the page is complete.
import { useLocale, useTranslations } from 'next-intl';
import { ProductCardView, type CardView } from '@/components/catalog/product-card-view';
import { SectionHeading } from '@/components/catalog/section-heading';
import type { ProductCard } from '@/lib/api/schemas/catalog';
import { cartableOf } from '@/lib/cart/cartable';
import { productHref } from '@/lib/catalog-links';
import { getPathname } from '@/lib/i18n/navigation';

export function ProductRail({ id, title, href, products }: { id: string; title: string; href?: string; products: ProductCard[] }) {
  const t = useTranslations('Catalog');
  const tc = useTranslations('Cart');
  const locale = useLocale();
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
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={title} href={href} />
      <ul aria-label={title} className="flex snap-x gap-3 overflow-x-auto pb-2">
        {cards.map((card) => (
          <li key={card.id} className="flex w-40 shrink-0 snap-start sm:w-48">
            <ProductCardView card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
