import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localizedPath } from '@/lib/i18n/locales';
import { Star } from 'lucide-react';
import type { Category, ProductList } from '@/lib/api/schemas/catalog';
import { Link } from '@/lib/i18n/navigation';
import { hasFilters, listingHref, type ListingKey, type ListingState } from '@/lib/listing-query';
import { primaryButton } from '@/components/ui/button';

type Filters = NonNullable<ProductList['filters']>;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 py-3">
      <legend className="float-start mb-2 w-full text-sm font-semibold">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

/** One filter value as a link: choosing it again removes it. Facet links are not for crawlers. */
function Choice({ pathname, state, name, value, children }: { pathname: string; state: ListingState; name: ListingKey; value: string; children: ReactNode }) {
  const active = state[name] === value;
  const changes: ListingState = { [name]: active ? undefined : value };
  if (name === 'category') changes.subcategory = undefined;
  return (
    <Link
      href={{ pathname, query: listingHref(state, changes) }}
      rel="nofollow"
      aria-current={active ? 'true' : undefined}
      className={`flex min-h-8 items-center gap-2 rounded px-2 py-1 text-sm hover:bg-primary-50 ${active ? 'bg-primary-50 font-semibold text-primary-800' : ''}`}
    >
      <span aria-hidden className={`size-3.5 shrink-0 rounded-full border ${active ? 'border-primary-600 bg-primary-600' : 'border-slate-400'}`} />
      {children}
    </Link>
  );
}

export interface FilterPanelProps {
  pathname: string;
  state: ListingState;
  filters: Filters | undefined;
  /** Categories to choose from (only where the listing is not already one category). */
  categories?: Category[];
  /** Subcategories of the listing's category (category pages). */
  subCategories?: { id: number; name: string }[];
}

export function FilterPanel({ pathname, state, filters, categories, subCategories }: FilterPanelProps) {
  const t = useTranslations('Listing');
  const locale = useLocale();
  const selectedCategory = categories?.find((category) => String(category.id) === state.category);
  const subs = subCategories ?? selectedCategory?.sub_categories ?? [];
  const keep = listingHref(state);
  return (
    <div className="text-slate-800">
      {hasFilters(state) ? (
        <Link href={{ pathname, query: listingHref(state, { category: undefined, subcategory: undefined, brand: undefined, color: undefined, size: undefined, min_price: undefined, max_price: undefined, rating: undefined }) }} className="mb-2 inline-block text-sm font-medium text-primary-700 hover:underline">
          {t('clearFilters')}
        </Link>
      ) : null}
      {categories && categories.length > 0 ? (
        <Group title={t('category')}>
          {categories.map((category) => (
            <Choice key={category.id} pathname={pathname} state={state} name="category" value={String(category.id)}>
              {category.name}
            </Choice>
          ))}
        </Group>
      ) : null}
      {subs.length > 0 ? (
        <Group title={t('subcategory')}>
          {subs.map((sub) => (
            <Choice key={sub.id} pathname={pathname} state={state} name="subcategory" value={String(sub.id)}>
              {sub.name}
            </Choice>
          ))}
        </Group>
      ) : null}
      {filters && filters.brands.length > 0 ? (
        <Group title={t('brand')}>
          {filters.brands.map((brand) => (
            <Choice key={brand.id} pathname={pathname} state={state} name="brand" value={String(brand.id)}>
              {brand.name}
            </Choice>
          ))}
        </Group>
      ) : null}
      {filters && filters.colors.length > 0 ? (
        <Group title={t('color')}>
          {filters.colors.map((color) => (
            <Choice key={color.id} pathname={pathname} state={state} name="color" value={String(color.id)}>
              {color.color_code ? <span aria-hidden className="size-4 rounded-full border border-slate-300" style={{ backgroundColor: color.color_code }} /> : null}
              {color.name}
            </Choice>
          ))}
        </Group>
      ) : null}
      {filters && filters.sizes.length > 0 ? (
        <Group title={t('size')}>
          <div className="flex flex-wrap gap-1">
            {filters.sizes.map((size) => (
              <Choice key={size.id} pathname={pathname} state={state} name="size" value={String(size.id)}>
                {size.name}
              </Choice>
            ))}
          </div>
        </Group>
      ) : null}
      <Group title={t('price')}>
        {/* A plain GET form: it works before scripts load, and keeps the other parameters. */}
        <form method="get" action={localizedPath(locale, pathname)} className="flex flex-wrap items-end gap-2">
          {Object.entries(keep)
            .filter(([key]) => key !== 'min_price' && key !== 'max_price')
            .map(([key, value]) => (
              <input key={key} type="hidden" name={key} value={value} />
            ))}
          <label className="flex w-24 flex-col text-xs">
            {t('minPrice')}
            <input type="number" name="min_price" min={0} step="any" defaultValue={state.min_price} placeholder={filters?.min_price?.toString()} className="rounded border border-slate-300 px-2 py-1 text-sm" />
          </label>
          <label className="flex w-24 flex-col text-xs">
            {t('maxPrice')}
            <input type="number" name="max_price" min={0} step="any" defaultValue={state.max_price} placeholder={filters?.max_price?.toString()} className="rounded border border-slate-300 px-2 py-1 text-sm" />
          </label>
          <button type="submit" className={primaryButton('px-3 py-1.5 text-sm')}>
            {t('apply')}
          </button>
        </form>
      </Group>
      <Group title={t('rating')}>
        {[5, 4, 3, 2, 1].map((stars) => (
          <Choice key={stars} pathname={pathname} state={state} name="rating" value={String(stars)}>
            <span className="inline-flex" aria-hidden>
              {Array.from({ length: 5 }, (_, index) => (
                <Star key={index} className={`size-3.5 ${index < stars ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`} />
              ))}
            </span>
            <span className="sr-only">{t('stars', { stars })}</span>
          </Choice>
        ))}
      </Group>
    </div>
  );
}
