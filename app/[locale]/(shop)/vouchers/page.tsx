import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IslandMessages } from '@/components/providers/island-messages';
import { CollectedLoader } from '@/components/vouchers/collected-loader';
import { VoucherCard, type VoucherView } from '@/components/vouchers/voucher-card';
import { Pagination } from '@/components/ui/pagination';
import { primaryButton } from '@/components/ui/button';
import { emptyState } from '@/components/ui/empty-state';
import { ApiError } from '@/lib/api/core';
import { VOUCHER_SORTS, type CentreVoucher, type VoucherSort } from '@/lib/api/schemas/cart';
import { getApi, getMaster } from '@/lib/api/server';
import { offers } from '@/lib/features';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/locales';
import { queryOf } from '@/lib/query-route';
import { firstParam, idParam, pageParam } from '@/lib/search-params';
import { publicPageMetadata } from '@/lib/seo/public-metadata';

const PER_PAGE = 24;

type Props = { params: Promise<{ locale: string; query?: string }> };

// The same for every visitor and served from the page cache (docs/adr/0013): the shopper's
// collected vouchers are read by <CollectedLoader> in the browser.
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const [t, seo, master] = await Promise.all([getTranslations('Vouchers'), getTranslations('Seo'), getMaster()]);
  if (!offers(master, 'voucher_centre')) return {};
  return publicPageMetadata({ locale, path: '/vouchers', query: queryOf({ query }), title: t('title'), description: seo('vouchers', { app: master.app_name }) });
}

const viewOf = (coupon: CentreVoucher, locale: string): VoucherView => ({
  id: coupon.id,
  shopId: coupon.shop_id ?? 0,
  shopName: coupon.shop_name,
  shopLogo: coupon.shop_logo,
  shopHref: localizedPath(locale, `/shops/${coupon.shop_id}`),
  percent: coupon.discount_type === 'Percentage' ? Number(coupon.discount) : null,
  amount: coupon.discount_type === 'Percentage' ? null : Number(coupon.discount),
  minSpend: coupon.min_order_amount,
  maxSaving: coupon.max_saving,
  usesLeft: coupon.uses_left,
  started: coupon.started,
  validity: coupon.validity ?? '',
});

/** One of the filter form's selects, sent with the form (the page works without script). */
function FilterSelect({ label, name, value, options }: { label: string; name: string; value: string; options: { value: string; label: string }[] }) {
  return (
    <label className="flex w-full flex-col gap-1 text-sm font-medium sm:w-auto">
      {label}
      <select name={name} defaultValue={value} className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm sm:w-auto">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export default async function VouchersPage({ params }: Props) {
  const { locale, query: token } = await params;
  setRequestLocale(locale);
  const master = await getMaster();
  if (!offers(master, 'voucher_centre')) notFound();
  const query = queryOf({ query: token });
  const page = pageParam(query);
  const shop = idParam(query, 'shop');
  const category = idParam(query, 'category');
  const wanted = firstParam(query, 'sort');
  const sort: VoucherSort = VOUCHER_SORTS.includes(wanted as VoucherSort) ? (wanted as VoucherSort) : 'value';
  const [t, api] = await Promise.all([getTranslations('Vouchers'), getApi()]);
  let result;
  try {
    result = await api.allVouchers({ shop_id: shop, category_id: category, sort, page, per_page: PER_PAGE });
  } catch (error) {
    // A shop or category that does not exist.
    if (error instanceof ApiError && error.status === 422) notFound();
    throw error;
  }
  const filtered = shop !== undefined || category !== undefined;
  const kept = { ...(shop ? { shop: String(shop) } : {}), ...(category ? { category: String(category) } : {}), ...(sort !== 'value' ? { sort } : {}) };
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-4">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      </div>
      <form method="get" action={localizedPath(locale, '/vouchers')} aria-label={t('filters')} className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3">
        <FilterSelect
          label={t('shop')}
          name="shop"
          value={shop ? String(shop) : ''}
          options={[{ value: '', label: t('allShops') }, ...result.shops.map((option) => ({ value: String(option.id), label: option.name }))]}
        />
        <FilterSelect
          label={t('category')}
          name="category"
          value={category ? String(category) : ''}
          options={[{ value: '', label: t('allCategories') }, ...result.categories.map((option) => ({ value: String(option.id), label: option.name }))]}
        />
        <FilterSelect
          label={t('sort')}
          name="sort"
          value={sort}
          options={[
            { value: 'value', label: t('sortValue') },
            { value: 'expiry', label: t('sortExpiry') },
            { value: 'newest', label: t('sortNewest') },
          ]}
        />
        <button type="submit" className={primaryButton('min-h-11 w-full px-5 py-2 text-sm sm:w-auto')}>
          {t('show')}
        </button>
      </form>
      <p className="mb-3 text-sm text-slate-600" role="status">
        {t('count', { total: result.total })}
      </p>
      {result.coupons.length > 0 ? (
        <IslandMessages set="vouchers">
          <ul aria-label={t('list')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {result.coupons.map((coupon) => (
              <li key={coupon.id}>
                <VoucherCard voucher={viewOf(coupon, locale)} />
              </li>
            ))}
          </ul>
          <CollectedLoader />
        </IslandMessages>
      ) : (
        <div className={emptyState()}>
          <p>{t('empty')}</p>
          {filtered ? (
            <Link href="/vouchers" className="mt-2 inline-block font-medium text-primary-700 hover:underline">
              {t('clear')}
            </Link>
          ) : null}
        </div>
      )}
      <Pagination page={page} total={result.total} perPage={PER_PAGE} pathname="/vouchers" query={kept} />
    </main>
  );
}
