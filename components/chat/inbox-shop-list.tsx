import { useTranslations } from 'next-intl';
import { Search } from 'lucide-react';

/**
 * The inbox's shop list (SPEC.md, Messages page): a 'Search Seller' box and the conversations.
 * The search is a plain GET form (?search=), so it works before any script loads; the list of
 * conversations is filled by the chat feature, and until then shows its empty state.
 */
export function InboxShopList({ search }: { search: string }) {
  const t = useTranslations('Inbox');
  return (
    <section aria-labelledby="inbox-shops-heading" className="flex min-h-0 flex-col border-slate-200 md:border-e">
      <h2 id="inbox-shops-heading" className="sr-only">
        {t('shops')}
      </h2>
      <form role="search" method="get" className="border-b border-slate-200 p-3">
        <label htmlFor="inbox-search" className="sr-only">
          {t('searchSeller')}
        </label>
        <div className="flex items-center rounded-md border border-slate-300 bg-white focus-within:ring-2 focus-within:ring-primary-500">
          <input
            id="inbox-search"
            type="search"
            name="search"
            defaultValue={search}
            maxLength={200}
            placeholder={t('searchSeller')}
            autoComplete="off"
            className="min-w-0 flex-1 bg-transparent px-3 py-2 text-sm outline-none"
          />
          <button type="submit" aria-label={t('search')} className="px-3 text-slate-500 hover:text-slate-900">
            <Search aria-hidden className="size-4" />
          </button>
        </div>
      </form>
      <div className="flex flex-1 flex-col items-center justify-center p-6 text-center">
        <p className="font-medium">{t('noShops')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('noShopsHint')}</p>
      </div>
    </section>
  );
}
