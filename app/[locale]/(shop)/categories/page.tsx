import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ShopImage } from '@/components/ui/shop-image';
import { getApi, getMaster } from '@/lib/api/server';
import { categoryHref, subCategoryHref } from '@/lib/catalog-links';
import { Link } from '@/lib/i18n/navigation';
import { textList } from '@/lib/seo/page-metadata';
import { publicPageMetadata } from '@/lib/seo/public-metadata';
import { JsonLd } from '@/lib/seo/json-ld';
import { itemListJsonLd } from '@/lib/seo/item-list';
import { shopOrigin } from '@/lib/seo/origin';
import { localizedPath } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

// Served from the page cache (docs/adr/0013); the backend's tags expire it sooner.
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, seo, master, api] = await Promise.all([getTranslations('Catalog'), getTranslations('Seo'), getMaster(), getApi()]);
  const { categories } = await api.categories({ page: 1, per_page: 100 });
  const description = seo('categories', { app: master.app_name, names: textList(locale, categories.map((category) => category.name)) });
  return publicPageMetadata({ locale, path: '/categories', title: t('categories'), description });
}

export default async function CategoriesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, api] = await Promise.all([getTranslations('Catalog'), getApi()]);
  const { categories } = await api.categories({ page: 1, per_page: 100 });
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-6 text-2xl font-bold">{t('categories')}</h1>
      <JsonLd data={itemListJsonLd(t('categories'), categories.map((category) => ({ url: shopOrigin() + localizedPath(locale, categoryHref(category)), name: category.name })))} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.id} className="rounded-md border border-slate-200 p-4">
            <h2 className="flex items-center gap-3 text-lg font-semibold">
              <span className="relative size-12 shrink-0 overflow-hidden rounded-full bg-slate-100">
                {category.thumbnail ? <ShopImage src={category.thumbnail} alt="" fill sizes="48px" widths={[48, 96, 128]} className="object-cover" /> : null}
              </span>
              <Link href={categoryHref(category)} className="hover:text-primary-700 hover:underline">
                {category.name}
              </Link>
            </h2>
            {category.sub_categories.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-2 text-sm">
                {category.sub_categories.map((sub) => (
                  <li key={sub.id}>
                    <Link href={subCategoryHref(category, sub.id)} className="inline-block rounded-full border border-slate-300 px-3 py-1 hover:border-primary-600 hover:text-primary-700">
                      {sub.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </main>
  );
}
