import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ShopCard } from '@/components/catalog/shop-card';
import { Pagination } from '@/components/ui/pagination';
import { getApi, getMaster } from '@/lib/api/server';
import { offers } from '@/lib/features';
import { localizedPath } from '@/lib/i18n/locales';
import { queryOf } from '@/lib/query-route';
import { pageParam, textParam } from '@/lib/search-params';
import { publicPageMetadata } from '@/lib/seo/public-metadata';
import { JsonLd } from '@/lib/seo/json-ld';
import { itemListJsonLd } from '@/lib/seo/item-list';
import { shopOrigin } from '@/lib/seo/origin';
import { primaryButton } from '@/components/ui/button';
import { emptyState } from '@/components/ui/empty-state';

const PER_PAGE = 12;

type Props = { params: Promise<{ locale: string; query?: string }> };

// Served from the page cache (docs/adr/0013); the backend's tags expire it sooner.
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const [t, seo, master] = await Promise.all([getTranslations('Catalog'), getTranslations('Seo'), getMaster()]);
  return publicPageMetadata({ locale, path: '/shops', query: queryOf({ query }), title: t('shops'), description: seo('shops', { app: master.app_name }) });
}

export default async function ShopsPage({ params }: Props) {
  const { locale, query: token } = await params;
  setRequestLocale(locale);
  const query = queryOf({ query: token });
  const page = pageParam(query);
  const search = textParam(query, 'search');
  const [t, api, master] = await Promise.all([getTranslations('Catalog'), getApi(), getMaster()]);
  const result = await api.shops({ page, per_page: PER_PAGE, search: search || undefined });
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('shops')}</h1>
          <p className="text-sm text-slate-600" role="status">
            {t('shopCount', { total: result.total })}
          </p>
        </div>
        <form method="get" action={localizedPath(locale, '/shops')} role="search" className="flex gap-2">
          <label className="sr-only" htmlFor="shop-search">
            {t('searchShops')}
          </label>
          <input id="shop-search" type="search" name="search" defaultValue={search} maxLength={200} placeholder={t('searchShops')} className="w-56 rounded-md border border-slate-300 px-3 py-2 text-sm" />
          <button type="submit" className={primaryButton('px-4 py-2 text-sm')}>
            {t('search')}
          </button>
        </form>
      </div>
      <h2 className="sr-only">{t('shops')}</h2>
      <JsonLd data={itemListJsonLd(t('shops'), result.shops.map((shop) => ({ url: shopOrigin() + localizedPath(locale, `/shops/${shop.id}`), name: shop.name })), { offset: (page - 1) * PER_PAGE, total: result.total })} />
      {result.shops.length > 0 ? (
        <ul aria-label={t('shops')} className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
          {result.shops.map((shop) => (
            <li key={shop.id} className="render-lazy">
              <ShopCard shop={shop} followable={offers(master, 'follow')} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={emptyState()}>{t('noShops')}</p>
      )}
      <Pagination page={page} total={result.total} perPage={PER_PAGE} pathname="/shops" query={search ? { search } : {}} />
    </main>
  );
}
