import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductListing } from '@/components/listing/product-listing';
import { getApi } from '@/lib/api/server';
import { readListing } from '@/lib/listing-query';
import { queryOf } from '@/lib/query-route';
import { pageAlternates } from '@/lib/seo/alternates';

type Props = { params: Promise<{ locale: string; query?: string }> };

// Served from the page cache (docs/adr/0013); the backend's tags expire it sooner.
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Products');
  const { state } = readListing(queryOf({ query }));
  return {
    alternates: pageAlternates(locale, '/products', queryOf({ query })),
    title: state.search ? t('resultsFor', { search: state.search }) : t('title'),
    // Search results and filtered views are not pages of their own for search engines.
    robots: state.search ? { index: false, follow: true } : undefined,
  };
}

export default async function ProductsPage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const listing = readListing(queryOf({ query }));
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
