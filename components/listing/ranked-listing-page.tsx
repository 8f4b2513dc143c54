import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SortType } from '@/lib/api/client';
import { getApi, getMaster } from '@/lib/api/server';
import { readListing } from '@/lib/listing-query';
import { queryOf } from '@/lib/query-route';
import { publicPageMetadata } from '@/lib/seo/public-metadata';
import { ProductListing } from './product-listing';

/** A listing whose order is the page itself: Most popular, Best deal. */
export interface RankedListing {
  pathname: string;
  /** Key of the title in the Catalog messages. */
  titleKey: 'popular' | 'bestDeal';
  sort: SortType;
}

type Params = Promise<{ locale: string; query?: string }>;

export async function rankedListingMetadata({ pathname, titleKey }: RankedListing, params: Params): Promise<Metadata> {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const [t, seo, master] = await Promise.all([getTranslations('Catalog'), getTranslations('Seo'), getMaster()]);
  return publicPageMetadata({ locale, path: pathname, query: queryOf({ query }), title: t(titleKey), description: seo(titleKey, { app: master.app_name }) });
}

export async function RankedListingPage({ ranking, params }: { ranking: RankedListing; params: Params }) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const listing = readListing(queryOf({ query }));
  const [t, api] = await Promise.all([getTranslations('Catalog'), getApi()]);
  const { categories } = await api.categories({ page: 1, per_page: 100 });
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <ProductListing pathname={ranking.pathname} listing={listing} title={t(ranking.titleKey)} base={{ sort_type: ranking.sort }} categories={categories} sortable={false} />
    </main>
  );
}
