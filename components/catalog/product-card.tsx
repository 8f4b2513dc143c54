import { useLocale, useTranslations } from 'next-intl';
import type { ProductCard as Product } from '@/lib/api/schemas/catalog';
import { getPathname } from '@/lib/i18n/navigation';
import { productHref } from '@/lib/catalog-links';
import { cartableOf } from '@/lib/cart/cartable';
import { ProductCardView, type CardView } from './product-card-view';

/**
 * A product in a grid: its display strings are worked out here, on the server, and drawn by
 * ProductCardView. `cartButton` false leaves the add-to-cart icon out where the page has its own
 * button.
 */
export function ProductCard({ product, priority = false, cartButton = true }: { product: Product; priority?: boolean; cartButton?: boolean }) {
  const t = useTranslations('Products');
  const tc = useTranslations('Catalog');
  const locale = useLocale();
  const rating = product.rating.toFixed(1);
  const { colorId, sizeId, unit, soldOut } = cartableOf(product);
  // What is not there is left out rather than written as null or false: the RSC payload repeats
  // every key of every card (docs/adr/0014).
  const card: CardView = {
    id: product.id,
    href: getPathname({ href: productHref(product.id), locale }),
    name: product.name,
    brand: product.brand || null,
    thumbnail: product.thumbnail,
    price: product.price,
    discountPrice: product.discount_price ?? null,
    ...(product.discount_percentage > 0 ? { badge: t('off', { percent: Math.round(product.discount_percentage) }) } : {}),
    rating,
    ratingLabel: t('rating', { rating }),
    sold: tc('sold', { sold: product.total_sold }),
    cart: cartButton ? { ...(colorId === null ? {} : { colorId }), ...(sizeId === null ? {} : { sizeId }), unit, ...(soldOut ? { soldOut } : {}) } : null,
  };
  return <ProductCardView card={card} {...(priority ? { priority } : {})} />;
}
