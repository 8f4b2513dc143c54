'use client';
// Header: the search runs on Enter or the button, keeps its text in the shared
// settings and sends the shopper to /products with it. Suggestions as the shopper types
// (components/search/suggestions.tsx) are loaded when the field is first focused or touched.
import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Search } from 'lucide-react';
import { useRouter } from '@/lib/i18n/navigation';
import { useSettingsStore } from '@/stores/settings';
import { loadWhenOnline } from '@/lib/load-when-online';
import type { SuggestionsProps } from '@/components/search/suggestions';

type SuggestionsModule = typeof import('@/components/search/suggestions');

export const MAX_SEARCH_LENGTH = 200;

/** `inDialog`: the suggestions flow under the field (the mobile search dialog). */
export function HeaderSearch({ onSearched, autoFocus, inDialog }: { onSearched?: () => void; autoFocus?: boolean; inDialog?: boolean }) {
  const t = useTranslations('Chrome');
  const router = useRouter();
  const inputId = useId();
  const setSearch = useSettingsStore((state) => state.setSearch);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  const suggestions = useRef<Promise<SuggestionsModule | null> | null>(null);

  // The kept text appears once the persisted settings are read (after the first render).
  useEffect(() => {
    const fill = () => setText((current) => current || useSettingsStore.getState().search);
    if (useSettingsStore.persist.hasHydrated()) fill();
    return useSettingsStore.persist.onFinishHydration(fill);
  }, []);

  function loadSuggestions() {
    suggestions.current ??= loadWhenOnline(() => import('@/components/search/suggestions')).then(
      (module) => {
        setSuggestions(() => module.Suggestions);
        return module;
      },
      () => {
        // Tried again on the next focus.
        suggestions.current = null;
        return null;
      },
    );
  }

  function run(search: string) {
    // Kept as a recent search by the suggestions' code, once the field has loaded it.
    suggestions.current?.then((module) => module?.rememberSearch(search));
    setSearch(search);
    router.push(search ? { pathname: '/products', query: { search } } : '/products');
    onSearched?.();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run(text.trim());
  }

  return (
    <div className="relative w-full">
      <form role="search" onSubmit={submit} className="flex w-full items-stretch overflow-hidden rounded-md border border-slate-300 bg-white focus-within:border-primary-600 focus-within:ring-2 focus-within:ring-primary-200">
        <label htmlFor={inputId} className="sr-only">
          {t('searchProducts')}
        </label>
        <input
          id={inputId}
          ref={input}
          onFocus={loadSuggestions}
          onPointerDown={loadSuggestions}
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
      {Suggestions ? <Suggestions input={input} text={text} onText={setText} onSearch={run} onDone={onSearched} inline={inDialog} /> : null}
    </div>
  );
}
