import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductGrid } from '@/components/catalog/product-grid';
import { DEFAULT_PER_PAGE, Pagination } from '@/components/ui/pagination';
import { getApi } from '@/lib/api/server';
import { pageParam, textParam, type SearchParams } from '@/lib/search-params';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations('Products');
  const search = textParam(await searchParams, 'search');
  return { title: search ? t('resultsFor', { search }) : t('title') };
}

export default async function ProductsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const page = pageParam(query);
  const search = textParam(query, 'search');
  const [t, api] = await Promise.all([getTranslations('Products'), getApi()]);
  const result = await api.products({ page, per_page: DEFAULT_PER_PAGE, search: search || undefined });
  const heading = search ? t('resultsFor', { search }) : t('title');
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-bold">{heading}</h1>
        <p className="text-sm text-slate-600" role="status">
          {t('count', { total: result.total })}
        </p>
      </div>
      {result.products.length > 0 ? (
        <ProductGrid products={result.products} label={heading} eager />
      ) : (
        <div className="rounded-md border border-dashed border-slate-300 p-10 text-center">
          <p className="font-medium">{t('empty')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('emptyHint')}</p>
        </div>
      )}
      <Pagination page={page} total={result.total} pathname="/products" query={search ? { search } : {}} />
    </main>
  );
}
