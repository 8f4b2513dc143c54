import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductListing } from '@/components/listing/product-listing';
import { getApi, getMaster } from '@/lib/api/server';
import { readListing } from '@/lib/listing-query';
import { queryOf } from '@/lib/query-route';
import { publicPageMetadata } from '@/lib/seo/public-metadata';

type Props = { params: Promise<{ locale: string; query?: string }> };

// Served from the page cache (docs/adr/0013); the backend's tags expire it sooner.
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const [t, seo, master, api] = await Promise.all([getTranslations('Products'), getTranslations('Seo'), getMaster(), getApi()]);
  const { state } = readListing(queryOf({ query }));
  const app = master.app_name;
  // The count is that of the whole catalogue: one product's page of it is enough.
  const total = state.search ? null : await api.products({ page: 1, per_page: 1 }).then((list) => list.total, () => null);
  const description = state.search ? seo('search', { app, search: state.search }) : total ? seo('productsCount', { app, count: total }) : seo('products', { app });
  return {
    ...(await publicPageMetadata({ locale, path: '/products', query: queryOf({ query }), title: state.search ? t('resultsFor', { search: state.search }) : t('title'), description })),
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
