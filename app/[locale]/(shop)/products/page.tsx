import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductListing } from '@/components/listing/product-listing';
import { getApi } from '@/lib/api/server';
import { readListing } from '@/lib/listing-query';
import type { SearchParams } from '@/lib/search-params';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations('Products');
  const { state } = readListing(await searchParams);
  return {
    title: state.search ? t('resultsFor', { search: state.search }) : t('title'),
    // Search results and filtered views are not pages of their own for search engines.
    robots: state.search ? { index: false, follow: true } : undefined,
  };
}

export default async function ProductsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const listing = readListing(await searchParams);
  const [t, api] = await Promise.all([getTranslations('Products'), getApi()]);
  const { categories } = await api.categories({ page: 1, per_page: 100 });
  const title = listing.state.search ? t('resultsFor', { search: listing.state.search }) : t('title');
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <ProductListing
        pathname="/products"
        listing={listing}
        title={title}
        categories={categories}
      />
    </main>
  );
}
