import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductListing } from '@/components/listing/product-listing';
import { getApi } from '@/lib/api/server';
import { readListing } from '@/lib/listing-query';
import type { SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Catalog'))('bestDeal') };
}

export default async function BestDealPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const listing = readListing(await searchParams);
  const [t, api] = await Promise.all([getTranslations('Catalog'), getApi()]);
  const { categories } = await api.categories({ page: 1, per_page: 100 });
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <ProductListing pathname="/best-deal" listing={listing} title={t('bestDeal')} base={{ sort_type: 'top_selling' }} categories={categories} sortable={false} />
    </main>
  );
}
