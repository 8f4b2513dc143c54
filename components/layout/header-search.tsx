'use client';
// Header: the search runs on Enter or the button, keeps its text in the shared
// settings and sends the shopper to /products with it. The suggestions shown as the shopper types
// (components/search/suggestions.tsx) are loaded when the field is first focused.
import { useEffect, useId, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useSettingsStore } from '@/stores/settings';
import type { SuggestionsProps } from '@/components/search/suggestions';

export const MAX_SEARCH_LENGTH = 200;

export function HeaderSearch({ onSearched, autoFocus }: { onSearched?: () => void; autoFocus?: boolean }) {
  const t = useTranslations('Chrome');
  const router = useRouter();
  const inputId = useId();
  const setSearch = useSettingsStore((state) => state.setSearch);
  const [text, setText] = useState('');
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps>>();

  // The kept text appears once the persisted settings are read (after the first render).
  useEffect(() => {
    const fill = () => setText((current) => current || useSettingsStore.getState().search);
    if (useSettingsStore.persist.hasHydrated()) fill();
    return useSettingsStore.persist.onFinishHydration(fill);
  }, []);

  // The suggestions' code arrives with the field's first focus (offline: with a later one). Once
  // here, it also keeps each search as a recent one.
  const load = () =>
    import('@/components/search/suggestions').then(
      (module) => {
        setSuggestions(() => module.Suggestions);
        return module.rememberSearch;
      },
      () => undefined,
    );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = text.trim();
    setSearch(search);
    router.push(search ? { pathname: '/products', query: { search } } : '/products');
    onSearched?.();
    load().then((remember) => remember?.(search));
  }

  return (
    <>
      <form role="search" onSubmit={submit} className="header-search">
        <label htmlFor={inputId} className="sr-only">
          {t('searchProducts')}
        </label>
        <input
          id={inputId}
          onFocus={load}
          type="search"
          name="search"
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('searchPlaceholder')}
          autoFocus={autoFocus}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit">
          <span aria-hidden className="icon-search size-4" />
          <span className="max-sm:sr-only">{t('search')}</span>
        </button>
      </form>
      {Suggestions && <Suggestions inputId={inputId} text={text} onText={setText} />}
    </>
  );
}
