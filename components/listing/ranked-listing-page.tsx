import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SortType } from '@/lib/api/client';
import { getApi } from '@/lib/api/server';
import { readListing } from '@/lib/listing-query';
import type { SearchParams } from '@/lib/search-params';
import { ProductListing } from './product-listing';

/** A listing whose order is the page itself: Most popular, Best deal. */
export interface RankedListing {
  pathname: string;
  /** Key of the title in the Catalog messages. */
  titleKey: 'popular' | 'bestDeal';
  sort: SortType;
}

export async function rankedListingMetadata({ titleKey }: RankedListing): Promise<Metadata> {
  return { title: (await getTranslations('Catalog'))(titleKey) };
}

export async function RankedListingPage({ ranking, params, searchParams }: { ranking: RankedListing; params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  setRequestLocale((await params).locale);
  const listing = readListing(await searchParams);
  const [t, api] = await Promise.all([getTranslations('Catalog'), getApi()]);
  const { categories } = await api.categories({ page: 1, per_page: 100 });
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <ProductListing pathname={ranking.pathname} listing={listing} title={t(ranking.titleKey)} base={{ sort_type: ranking.sort }} categories={categories} sortable={false} />
    </main>
  );
}
