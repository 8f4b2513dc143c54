import { RankedListingPage, rankedListingMetadata, type RankedListing } from '@/components/listing/ranked-listing-page';

const ranking: RankedListing = { pathname: '/most-popular', titleKey: 'popular', sort: 'popular_product' };

type Props = { params: Promise<{ locale: string; query?: string }> };

// Served from the page cache (docs/adr/0013); the backend's tags expire it sooner.
export const revalidate = 60;

export function generateMetadata({ params }: Props) {
  return rankedListingMetadata(ranking, params);
}

export default function MostPopularPage({ params }: Props) {
  return <RankedListingPage ranking={ranking} params={params} />;
}
