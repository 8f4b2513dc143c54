import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductGrid } from '@/components/catalog/product-grid';
import { Pagination } from '@/components/ui/pagination';
import { getApi } from '@/lib/api/server';
import { pageParam, type SearchParams } from '@/lib/search-params';

const PER_PAGE = 20;

export default async function HomePage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = pageParam(await searchParams);
  const [t, api] = await Promise.all([getTranslations('Home'), getApi()]);
  const home = await api.home({ page, per_page: PER_PAGE });
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="sr-only">{t('justForYou')}</h1>
      <section aria-labelledby="just-for-you">
        <h2 id="just-for-you" className="mb-4 text-xl font-bold">
          {t('justForYou')}
        </h2>
        {home.just_for_you.products.length > 0 ? (
          <ProductGrid products={home.just_for_you.products} label={t('justForYou')} />
        ) : (
          <p className="text-slate-600">{t('empty')}</p>
        )}
        <Pagination page={page} total={home.just_for_you.total} perPage={PER_PAGE} pathname="/" />
      </section>
    </main>
  );
}
