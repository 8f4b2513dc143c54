'use client';
// "New from shops you follow" on the home page: the newest products of the shops the signed-in
// shopper follows, taken in turn from each shop (the latest follow first), as a row of the
// catalogue's own cards. Nothing is drawn until they arrive, and nothing when the shopper follows
// no shop or they cannot be read: the rail is extra. Loaded lazily, only for a signed-in shopper
// (components/home/recently-viewed-slot.tsx), so it may use the query cache directly.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ProductRail } from '@/components/catalog/product-rail';
import { QueryIsland } from '@/components/providers/query-island';
import type { FollowedShop } from '@/lib/api/schemas/shop';
import { followedShopsQuery } from '@/lib/follow/queries';

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
  const t = useTranslations('Follow');
  const { data: shops = [] } = useQuery(followedShopsQuery());
  return <ProductRail id="new-from-followed" title={t('newFromFollowed')} href="/following" products={inTurn(shops)} />;
}
