'use client';
// The signed-in shopper's recently viewed products as a row of the catalogue's own cards, newest
// first. Nothing is drawn until they arrive, and nothing at all when there are none (nor when
// they cannot be read: the rail is extra, without it the page is complete). Loaded lazily
// (./recently-viewed-slot.tsx), so it may use the query cache directly.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ProductRail } from '@/components/catalog/product-rail';
import { QueryIsland } from '@/components/providers/query-island';
import { recentlyViewedQuery } from '@/lib/account/queries';

export function RecentlyViewedRail() {
  return (
    <QueryIsland>
      <Rail />
    </QueryIsland>
  );
}

function Rail() {
  const t = useTranslations('Catalog');
  const { data: products = [] } = useQuery(recentlyViewedQuery());
  return <ProductRail id="recently-viewed" title={t('recentlyViewed')} products={products} />;
}
