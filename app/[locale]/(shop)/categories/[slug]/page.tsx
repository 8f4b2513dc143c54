import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ProductListing } from '@/components/listing/product-listing';
import { apiFor, getApi } from '@/lib/api/server';
import { findCategory } from '@/lib/category-slug';
import { readListing } from '@/lib/listing-query';
import { queryOf } from '@/lib/query-route';
import { pageAlternates } from '@/lib/seo/alternates';

type Props = { params: Promise<{ locale: string; slug: string; query?: string }> };

// Served from the page cache (docs/adr/0013); the backend's tags expire it sooner.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

async function categoryOf(slug: string) {
  const [english, local] = await Promise.all([apiFor('en').categories({ page: 1, per_page: 100 }), (await getApi()).categories({ page: 1, per_page: 100 })]);
  const found = findCategory(slug, english.categories);
  return found ? local.categories.find((category) => category.id === found.id) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug, query } = await params;
  setRequestLocale(locale);
  const category = await categoryOf(slug);
  return category ? { title: category.name, alternates: pageAlternates(locale, `/categories/${encodeURIComponent(slug)}`, queryOf({ query })) } : {};
}

export default async function CategoryPage({ params }: Props) {
  const { locale, slug, query } = await params;
  setRequestLocale(locale);
  const category = await categoryOf(slug);
  if (!category) notFound();
  const listing = readListing(queryOf({ query }));
  // The category is the page's; a category parameter in the URL does not apply here.
  delete listing.state.category;
  delete listing.query.category_id;
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <ProductListing
        pathname={`/categories/${encodeURIComponent(slug)}`}
        listing={listing}
        title={category.name}
        base={{ category_id: category.id }}
        subCategories={category.sub_categories}
        endpoint="categoryProducts"
      />
    </main>
  );
}
