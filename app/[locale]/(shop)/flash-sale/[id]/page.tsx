import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Countdown } from '@/components/catalog/countdown';
import { ProductGrid } from '@/components/catalog/product-grid';
import { DEFAULT_PER_PAGE, Pagination } from '@/components/ui/pagination';
import { unlessMissing } from '@/lib/api/missing';
import { getApi, getMaster } from '@/lib/api/server';
import { hasStarted } from '@/lib/flash-sale-time';
import { Link } from '@/lib/i18n/navigation';
import { routeId } from '@/lib/route-params';
import { queryOf } from '@/lib/query-route';
import { idParam, pageParam } from '@/lib/search-params';
import { publicPageMetadata } from '@/lib/seo/public-metadata';
import { JsonLd } from '@/lib/seo/json-ld';
import { itemListJsonLd } from '@/lib/seo/item-list';
import { shopOrigin } from '@/lib/seo/origin';
import { localizedPath } from '@/lib/i18n/locales';
import { productHref } from '@/lib/catalog-links';
import { emptyState } from '@/components/ui/empty-state';

type Props = { params: Promise<{ locale: string; id: string; query?: string }> };

// Served from the page cache (docs/adr/0013); the backend's tags expire it sooner.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

async function loadSale(rawId: string, query: { category_id?: number; page?: number; per_page?: number }) {
  const id = routeId(rawId);
  if (id === null) return null;
  const api = await getApi();
  return unlessMissing(() => api.flashSaleDetails(id, query));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id, query } = await params;
  setRequestLocale(locale);
  const sale = await loadSale(id, { page: 1, per_page: 1 });
  if (!sale) return {};
  const [seo, master, format] = await Promise.all([getTranslations('Seo'), getMaster(), getFormatter()]);
  const { name, end_date: endDate, thumbnail } = sale.flash_sale;
  const ends = new Date(endDate);
  const end = Number.isNaN(ends.getTime()) ? endDate : format.dateTime(ends, { dateStyle: 'long' });
  return publicPageMetadata({ locale, path: `/flash-sale/${sale.flash_sale.id}`, query: queryOf({ query }), title: name, description: seo('flashSale', { name, app: master.app_name, end }), image: thumbnail });
}

export default async function FlashSalePage({ params }: Props) {
  const { locale, id, query: token } = await params;
  setRequestLocale(locale);
  const query = queryOf({ query: token });
  const page = pageParam(query);
  const categoryId = idParam(query, 'category');
  const sale = await loadSale(id, { category_id: categoryId, page, per_page: DEFAULT_PER_PAGE });
  if (!sale) notFound();
  const api = await getApi();
  const [t, { categories }] = await Promise.all([getTranslations('Catalog'), api.categories({ page: 1, per_page: 100 })]);
  const running = hasStarted(sale.flash_sale.start_date);
  const pathname = `/flash-sale/${sale.flash_sale.id}`;
  const chip = (active: boolean) =>
    `inline-block rounded-full border px-3 py-1 text-sm ${active ? 'border-primary-600 bg-primary-600 text-white' : 'border-slate-300 hover:border-primary-600'}`;
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4 rounded-lg bg-primary-50 p-4">
        <div>
          <h1 className="text-2xl font-bold">{sale.flash_sale.name}</h1>
          <p className="text-sm text-slate-600">{t('productCount', { total: sale.total_products })}</p>
        </div>
        <div className="flex items-center gap-2">
          <span className="text-sm">{running ? t('endsIn') : t('startsIn')}</span>
          <Countdown until={running ? sale.flash_sale.end_date : sale.flash_sale.start_date} label={running ? t('endsIn') : t('startsIn')} onDoneText={running ? t('saleEnded') : t('saleStarted')} />
        </div>
      </div>
      <nav aria-label={t('categories')} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link href={pathname} aria-current={categoryId === undefined ? 'true' : undefined} className={chip(categoryId === undefined)}>
              {t('allCategories')}
            </Link>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <Link href={{ pathname, query: { category: String(category.id) } }} rel="nofollow" aria-current={categoryId === category.id ? 'true' : undefined} className={chip(categoryId === category.id)}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* The cards' names are h3: their section has its heading, so the outline has no gap. */}
      <h2 className="sr-only">{t('productCount', { total: sale.total_products })}</h2>
      <JsonLd data={itemListJsonLd(sale.flash_sale.name, sale.products.map((product) => ({ url: shopOrigin() + localizedPath(locale, productHref(product.id)), name: product.name })), { offset: (page - 1) * DEFAULT_PER_PAGE, total: sale.total_products })} />
      {sale.products.length > 0 ? (
        <ProductGrid products={sale.products} label={sale.flash_sale.name} eager />
      ) : (
        <p className={emptyState()}>{t('noSaleProducts')}</p>
      )}
      <Pagination page={page} total={sale.total_products} pathname={pathname} query={categoryId ? { category: String(categoryId) } : {}} />
    </main>
  );
}
