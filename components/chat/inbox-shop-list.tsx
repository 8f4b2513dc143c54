'use client';
import { useTranslations } from 'next-intl';
import { LoaderCircle, Search } from 'lucide-react';
import type { ChatShop, InboxEntry } from '@/lib/api/schemas/chat';
import { ShopLogo } from './shop-logo';
import type { InboxShops } from './use-inbox-shops';

// Scrolling this close to the end of the list reads the next page.
const NEXT_PAGE_PX = 120;

export interface InboxShopListProps {
  search: string;
  onSearch(search: string): void;
  shops: InboxShops;
  activeShopId: number | null;
  onSelect(shop: ChatShop, entry: InboxEntry): void;
}

/**
 * The inbox's shop list: a 'Search Seller' box and the conversations,
 * each with the shop's unread badge, last message and its time. The search box is also a plain
 * GET form (?search=), so it works before scripts load.
 */
export function InboxShopList({ search, onSearch, shops, activeShopId, onSelect }: InboxShopListProps) {
  const t = useTranslations('Inbox');
  const { entries, loading, hasMore, stopped, loadMore } = shops;
  return (
    <section aria-labelledby="inbox-shops-heading" className="flex min-h-0 flex-col border-slate-200 max-md:max-h-80 max-md:border-b md:border-e">
      <h2 id="inbox-shops-heading" className="sr-only">
        {t('shops')}
      </h2>
      <form
        role="search"
        method="get"
        className="border-b border-slate-200 p-3"
        onSubmit={(event) => {
          // With scripts the list follows the box as the shopper types.
          event.preventDefault();
        }}
      >
        <label htmlFor="inbox-search" className="sr-only">
          {t('searchSeller')}
        </label>
        <div className="flex items-center rounded-md border border-slate-300 bg-white focus-within:ring-2 focus-within:ring-primary-500">
          <input
            id="inbox-search"
            type="search"
            name="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
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
      <div
        className="min-h-0 flex-1 overflow-y-auto"
        aria-busy={loading}
        onScroll={(event) => {
          const element = event.currentTarget;
          if (element.scrollHeight - element.scrollTop - element.clientHeight < NEXT_PAGE_PX) loadMore();
        }}
      >
        {entries.length > 0 ? (
          <ul aria-label={t('shops')} className="divide-y divide-slate-100">
            {entries.map((entry) => {
              const shop: ChatShop = { id: entry.shop.id, name: entry.shop.name, logo: entry.shop.logo };
              const unread = entry.unread_message_shop;
              const active = shop.id === activeShopId;
              return (
                <li key={entry.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(shop, entry)}
                    aria-current={active ? 'true' : undefined}
                    className={`flex w-full items-center gap-3 px-3 py-3 text-start hover:bg-slate-50 ${active ? 'bg-primary-50' : ''}`}
                  >
                    <ShopLogo logo={shop.logo} />
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline gap-2">
                        <span className="min-w-0 flex-1 truncate font-semibold">{shop.name}</span>
                        {entry.last_message_time ? <span className="shrink-0 text-[11px] text-slate-500">{entry.last_message_time}</span> : null}
                      </span>
                      <span className="flex items-center gap-2">
                        <span className="min-w-0 flex-1 truncate text-sm text-slate-600">{entry.last_message ?? t('productShared')}</span>
                        {unread > 0 ? (
                          <span className="shrink-0 rounded-full bg-primary-600 px-1.5 text-center text-[11px] leading-5 font-semibold text-white">
                            <span className="sr-only">{t('unread', { count: unread })}</span>
                            <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
                          </span>
                        ) : null}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : loading ? null : (
          <div className="flex flex-col items-center justify-center p-6 text-center">
            <p className="font-medium">{t('noShops')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('noShopsHint')}</p>
          </div>
        )}
        {loading ? (
          <p className="flex items-center justify-center gap-2 p-4 text-sm text-slate-600" role="status">
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            {t('loading')}
          </p>
        ) : hasMore && !stopped ? (
          <div className="p-3 text-center">
            <button type="button" onClick={loadMore} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
              {t('loadMore')}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
