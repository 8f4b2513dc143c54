import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { SlidersHorizontal } from 'lucide-react';
import { ProductGrid } from '@/components/catalog/product-grid';
import { DEFAULT_PER_PAGE, Pagination } from '@/components/ui/pagination';
import type { ProductQuery } from '@/lib/api/client';
import type { Category } from '@/lib/api/schemas/catalog';
import { getApi } from '@/lib/api/server';
import { productHref } from '@/lib/catalog-links';
import { localizedPath } from '@/lib/i18n/switch-locale';
import { JsonLd } from '@/lib/seo/json-ld';
import { shopOrigin } from '@/lib/seo/origin';
import { hasFilters, listingHref, SORTS, type Listing, type SortKey } from '@/lib/listing-query';
import { FilterPanel } from './filter-panel';
import { SortSelect } from './sort-select';
import { IslandMessages } from '@/components/providers/island-messages';

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
  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_1fr]">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: title,
          numberOfItems: result.total,
          itemListElement: result.products.map((product, index) => ({
            '@type': 'ListItem',
            position: (listing.page - 1) * DEFAULT_PER_PAGE + index + 1,
            url: origin + localizedPath(locale, productHref(product.id)),
            name: product.name,
          })),
        }}
      />
      <aside aria-label={t('filters')}>
        <details className="group rounded-md border border-slate-200 p-3 lg:border-0 lg:p-0" open>
          <summary className="flex cursor-pointer list-none items-center gap-2 text-sm font-semibold lg:hidden">
            <SlidersHorizontal aria-hidden className="size-4" />
            {t('filters')}
          </summary>
          <div className="mt-2 lg:mt-0">
            <FilterPanel pathname={pathname} state={listing.state} filters={result.filters} categories={categories} subCategories={subCategories} />
          </div>
        </details>
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
          {sortable ? (
            <IslandMessages set="listing">
              <SortSelect pathname={pathname} query={keep} value={listing.sort ?? ''} options={Object.keys(SORTS) as SortKey[]} />
            </IslandMessages>
          ) : null}
        </div>
        <h2 className="sr-only">{t('results')}</h2>
        {result.products.length > 0 ? (
          <ProductGrid products={result.products} label={label} eager />
        ) : (
          <div className="rounded-md border border-dashed border-slate-300 p-10 text-center">
            <p className="font-medium">{searchOnly ? t('emptySearch') : t('empty')}</p>
            <p className="mt-1 text-sm text-slate-600">{searchOnly ? t('emptySearchHint') : t('emptyHint')}</p>
          </div>
        )}
        <Pagination page={listing.page} total={result.total} pathname={pathname} query={keep} />
      </section>
    </div>
  );
}
