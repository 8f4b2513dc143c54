'use client';
// Header: the search runs on Enter or the button, keeps its text in the shared
// settings and sends the shopper to /products with it.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Search } from 'lucide-react';
import { useRouter } from '@/lib/i18n/navigation';
import { useSettingsStore } from '@/stores/settings';

export const MAX_SEARCH_LENGTH = 200;

export function HeaderSearch({ onSearched, autoFocus }: { onSearched?: () => void; autoFocus?: boolean }) {
  const t = useTranslations('Chrome');
  const router = useRouter();
  const inputId = useId();
  const setSearch = useSettingsStore((state) => state.setSearch);
  const [text, setText] = useState('');

  // The kept text appears once the persisted settings are read (after the first render).
  useEffect(() => {
    const fill = () => setText((current) => current || useSettingsStore.getState().search);
    if (useSettingsStore.persist.hasHydrated()) fill();
    return useSettingsStore.persist.onFinishHydration(fill);
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = text.trim();
    setSearch(search);
    router.push(search ? { pathname: '/products', query: { search } } : '/products');
    onSearched?.();
  }

  return (
    <form role="search" onSubmit={submit} className="flex w-full items-stretch overflow-hidden rounded-md border border-slate-300 bg-white focus-within:border-primary-600 focus-within:ring-2 focus-within:ring-primary-200">
      <label htmlFor={inputId} className="sr-only">
        {t('searchProducts')}
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        value={text}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('searchPlaceholder')}
        autoFocus={autoFocus}
        autoComplete="off"
        enterKeyHint="search"
        className="min-w-0 flex-1 bg-transparent px-3 py-2 text-sm outline-none"
      />
      <button type="submit" className="inline-flex items-center gap-1 bg-primary-600 px-4 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-white">
        <Search aria-hidden className="size-4" />
        <span className="max-sm:sr-only">{t('search')}</span>
      </button>
    </form>
  );
}
