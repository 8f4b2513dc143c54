import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductListing } from '@/components/listing/product-listing';
import { apiFor, getApi, getMaster } from '@/lib/api/server';
import { categoryHref } from '@/lib/catalog-links';
import { findCategory } from '@/lib/category-slug';
import { localizedPath } from '@/lib/i18n/locales';
import { readListing } from '@/lib/listing-query';
import { queryOf } from '@/lib/query-route';
import { textList } from '@/lib/seo/page-metadata';
import { publicPageMetadata } from '@/lib/seo/public-metadata';

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

/** The subcategory a listing's query names, if it is one of the category's. */
function subcategoryOf(category: NonNullable<Awaited<ReturnType<typeof categoryOf>>>, query: Record<string, string | string[] | undefined>) {
  const subId = Number(query.subcategory);
  return Number.isInteger(subId) ? category.sub_categories.find((one) => one.id === subId) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug, query } = await params;
  setRequestLocale(locale);
  const category = await categoryOf(slug);
  if (!category) return {};
  const search = queryOf({ query });
  const [seo, master] = await Promise.all([getTranslations('Seo'), getMaster()]);
  const app = master.app_name;
  const sub = subcategoryOf(category, search);
  const subs = category.sub_categories.map((one) => one.name).slice(0, 6);
  const description = sub
    ? seo('subcategory', { sub: sub.name, category: category.name, app })
    : subs.length > 0
      ? seo('categoryWithSubs', { name: category.name, app, subs: textList(locale, subs) })
      : seo('category', { name: category.name, app });
  // A subcategory's page is titled by the subcategory, within its category; the share picture
  // is drawn by opengraph-image.tsx beside this page.
  return publicPageMetadata({ locale, path: categoryHref(category), query: search, title: sub ? `${sub.name} – ${category.name}` : category.name, description, image: 'generated' });
}

export default async function CategoryPage({ params }: Props) {
  const { locale, slug, query } = await params;
  setRequestLocale(locale);
  const category = await categoryOf(slug);
  if (!category) notFound();
  // One address a category: another name for it (its number, or a slug of its name) moves there
  // for good, with the listing's query.
  const canonical = categoryHref(category);
  if (`/categories/${encodeURIComponent(slug)}` !== canonical && `/categories/${slug}` !== canonical) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(queryOf({ query }))) if (typeof value === 'string') search.set(key, value);
    const rest = search.toString();
    permanentRedirect(localizedPath(locale, canonical) + (rest ? `?${rest}` : ''));
  }
  const listing = readListing(queryOf({ query }));
  // The category is the page's; a category parameter in the URL does not apply here.
  delete listing.state.category;
  delete listing.query.category_id;
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <ProductListing
        pathname={canonical}
        listing={listing}
        title={category.name}
        base={{ category_id: category.id }}
        subCategories={category.sub_categories}
        endpoint="categoryProducts"
      />
    </main>
  );
}
