import { RankedListingPage, rankedListingMetadata, type RankedListing } from '@/components/listing/ranked-listing-page';
import type { SearchParams } from '@/lib/search-params';

const ranking: RankedListing = { pathname: '/most-popular', titleKey: 'popular', sort: 'popular_product' };

export function generateMetadata() {
  return rankedListingMetadata(ranking);
}

export default function MostPopularPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  return <RankedListingPage ranking={ranking} params={params} searchParams={searchParams} />;
}
