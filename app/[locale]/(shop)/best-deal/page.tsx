import { RankedListingPage, rankedListingMetadata, type RankedListing } from '@/components/listing/ranked-listing-page';
import type { SearchParams } from '@/lib/search-params';

const ranking: RankedListing = { pathname: '/best-deal', titleKey: 'bestDeal', sort: 'top_selling' };

export function generateMetadata() {
  return rankedListingMetadata(ranking);
}

export default function BestDealPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  return <RankedListingPage ranking={ranking} params={params} searchParams={searchParams} />;
}
