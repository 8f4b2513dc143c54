'use client';
// "New from shops you follow" on the home page: the newest products of the shops the signed-in
// shopper follows, taken in turn from each shop (the latest follow first), as a row of the
// catalogue's own cards. Nothing is drawn until they arrive, and nothing when the shopper follows
// no shop or they cannot be read: the rail is extra. Loaded lazily, only for a signed-in shopper
// (components/home/recently-viewed-slot.tsx), so it may use the query cache directly.
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { ProductCardView, type CardView } from '@/components/catalog/product-card-view';
import { SectionHeading } from '@/components/catalog/section-heading';
import { QueryIsland } from '@/components/providers/query-island';
import type { FollowedShop } from '@/lib/api/schemas/shop';
import { cartableOf } from '@/lib/cart/cartable';
import { productHref } from '@/lib/catalog-links';
import { followedShopsQuery } from '@/lib/follow/queries';
import { getPathname } from '@/lib/i18n/navigation';

/** How many products the rail shows at most. */
const RAIL_SIZE = 12;

/** The shops' newest products in turn: each shop's newest first, then each one's second, … */
export function inTurn(shops: FollowedShop[], size = RAIL_SIZE): FollowedShop['products'] {
  const picked: FollowedShop['products'] = [];
  const seen = new Set<number>();
  for (let round = 0; picked.length < size; round += 1) {
    const row = shops.flatMap((shop) => shop.products[round] ?? []);
    if (row.length === 0) break;
    for (const product of row) {
      if (picked.length === size) break;
      if (seen.has(product.id)) continue;
      seen.add(product.id);
      picked.push(product);
    }
  }
  return picked;
}

export function FollowedRail() {
  return (
    <QueryIsland>
      <Rail />
    </QueryIsland>
  );
}

function Rail() {
  const t = useTranslations('Catalog');
  const tf = useTranslations('Follow');
  const tc = useTranslations('Cart');
  const locale = useLocale();
  const { data: shops = [] } = useQuery(followedShopsQuery());
  const products = inTurn(shops);
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
    <section aria-labelledby="new-from-followed">
      <SectionHeading id="new-from-followed" title={tf('newFromFollowed')} href="/following" />
      <ul aria-label={tf('newFromFollowed')} className="flex snap-x gap-3 overflow-x-auto pb-2">
        {cards.map((card) => (
          <li key={card.id} className="flex w-40 shrink-0 snap-start sm:w-48">
            <ProductCardView card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
