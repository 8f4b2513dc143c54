import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { SlidersHorizontal, X } from 'lucide-react';
import { ProductGrid } from '@/components/catalog/product-grid';
import { DEFAULT_PER_PAGE, Pagination } from '@/components/ui/pagination';
import type { ProductQuery } from '@/lib/api/client';
import type { Category } from '@/lib/api/schemas/catalog';
import { getApi } from '@/lib/api/server';
import { categoryHref, productHref } from '@/lib/catalog-links';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/locales';
import { JsonLd } from '@/lib/seo/json-ld';
import { itemListJsonLd } from '@/lib/seo/item-list';
import { shopOrigin } from '@/lib/seo/origin';
import { activeFilterCount, hasFilters, listingHref, SORTS, type Listing, type SortKey } from '@/lib/listing-query';
import { FilterPanel } from './filter-panel';
import { SortSelect } from './sort-select';
import { IslandMessages } from '@/components/providers/island-messages';
import { primaryButton } from '@/components/ui/button';
import { emptyState } from '@/components/ui/empty-state';

export interface ProductListingProps {
  /** Locale-free path of the page, for links. */
  pathname: string;
  listing: Listing;
  /** The page's h1, also the accessible name of the results. */
  title: string;
  /** Shown above the results (a shop's banner, a sale's countdown). */
  intro?: ReactNode;
  /** Fixed parts of the query (the page's category, shop, or sort). */
  base?: ProductQuery;
  categories?: Category[];
  subCategories?: { id: number; name: string }[];
  /** Hide the sort choice where the page itself is an order (most popular, best deal). */
  sortable?: boolean;
  endpoint?: 'products' | 'categoryProducts';
}

/** How many categories a search without results offers, in the shop's own order. */
const POPULAR_CATEGORIES = 6;

/** A product listing with filters, sort and paging, all in the URL. */
export async function ProductListing({ pathname, listing, title, intro, base = {}, categories, subCategories, sortable = true, endpoint = 'products' }: ProductListingProps) {
  const [t, api, locale] = await Promise.all([getTranslations('Listing'), getApi(), getLocale()]);
  const origin = shopOrigin();
  // The page's own parts (its category, shop or order) win over the URL.
  const fixed = Object.fromEntries(Object.entries(base).filter(([, value]) => value !== undefined));
  const result = await api[endpoint]({ ...listing.query, ...fixed, page: listing.page, per_page: DEFAULT_PER_PAGE });
  const label = title;
  const keep = listingHref(listing.state);
  const searchOnly = Boolean(listing.state.search) && !hasFilters(listing.state);
  const drawerId = 'listing-filters';
  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_1fr]">
      <JsonLd
        data={itemListJsonLd(
          title,
          result.products.map((product) => ({ url: origin + localizedPath(locale, productHref(product.id)), name: product.name })),
          { offset: (listing.page - 1) * DEFAULT_PER_PAGE, total: result.total },
        )}
      />
      {/*
        On wide screens the filters stand beside the results. On phones the results come first
        and the filters are a drawer opened by "Filters (n)": the native popover (no script; the
        browser closes it on Escape or a tap outside). The `filters-drawer` class of
        app/globals.css makes the same element a column from the lg breakpoint on.
      */}
      <aside id={drawerId} popover="auto" aria-label={t('filters')} className="filters-drawer">
        <div className="mb-2 flex items-center justify-between lg:hidden">
          <h2 className="text-base font-semibold">{t('filters')}</h2>
          <button type="button" popoverTarget={drawerId} popoverTargetAction="hide" aria-label={t('closeFilters')} className="popover-control -m-2 rounded p-3 hover:bg-slate-100">
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <FilterPanel pathname={pathname} state={listing.state} filters={result.filters} categories={categories} subCategories={subCategories} />
        <button type="button" popoverTarget={drawerId} popoverTargetAction="hide" className={primaryButton('popover-control mt-4 min-h-11 w-full px-4 py-3 lg:hidden')}>
          {t('showResults', { total: result.total })}
        </button>
      </aside>
      <section aria-label={label} className="min-w-0">
        {intro}
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-xl font-bold">{title}</h1>
            <p className="text-sm text-slate-600" role="status">
              {t('count', { total: result.total })}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" popoverTarget={drawerId} className="popover-control inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50 lg:hidden">
              <SlidersHorizontal aria-hidden className="size-4" />
              {t('filtersCount', { count: activeFilterCount(listing.state) })}
            </button>
            {sortable ? (
              <IslandMessages set="listing">
                <SortSelect pathname={pathname} query={keep} value={listing.sort ?? ''} options={Object.keys(SORTS) as SortKey[]} />
              </IslandMessages>
            ) : null}
          </div>
        </div>
        <h2 className="sr-only">{t('results')}</h2>
        {result.search?.showing && listing.state.search ? (
          <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('partialResults', { search: listing.state.search, showing: result.search.showing })}</p>
        ) : null}
        {result.products.length > 0 ? (
          <ProductGrid products={result.products} label={label} eager />
        ) : (
          <div className={emptyState()}>
            <p className="font-medium">{searchOnly ? t('emptySearch') : t('empty')}</p>
            {searchOnly && result.search?.suggestion ? (
              <p className="mt-2">
                {t.rich('didYouMean', {
                  suggestion: result.search.suggestion,
                  link: (chunks) => (
                    <Link href={{ pathname: '/products', query: { search: result.search!.suggestion! } }} className="font-semibold text-primary-700 underline">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            ) : null}
            <p className="mt-1 text-sm text-slate-600">{searchOnly ? t('emptySearchHint') : t('emptyHint')}</p>
            {searchOnly && categories?.length ? (
              <nav aria-label={t('popularCategories')} className="mt-6">
                <h3 className="text-sm font-semibold">{t('popularCategories')}</h3>
                <ul className="mt-2 flex flex-wrap justify-center gap-2">
                  {categories.slice(0, POPULAR_CATEGORIES).map((category) => (
                    <li key={category.id}>
                      <Link href={categoryHref(category)} className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm hover:bg-slate-50">
                        {category.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        )}
        <Pagination page={listing.page} total={result.total} pathname={pathname} query={keep} />
      </section>
    </div>
  );
}
