'use client';
// The header search's suggestions as the shopper types, loaded by components/layout/header-search.tsx
// on the field's first focus: a list under the field of the best products, categories,
// shops and the shopper's recent searches, with the field as a WAI-ARIA 1.2 combobox.
import { useEffect, useId, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslations } from 'next-intl';
import { History, Store, X } from 'lucide-react';
import { Price } from '@/components/ui/price';
import { ShopImage } from '@/components/ui/shop-image';
import { foldText } from '@/lib/fold-text';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { clearRecentSearches, recentSearches } from '@/lib/recent-searches';
import { listAction } from './active-option';
import { createSuggestionFetcher } from './suggestion-fetcher';
import { loadSuggestions, type CategorySuggestion, type ProductSuggestion, type ShopSuggestion, type SuggestionSet } from './suggestion-data';

// The header keeps each search it runs as a recent one through this module (header-search.tsx).
export { rememberSearch } from '@/lib/recent-searches';

/**
 * The id of the header's search field (its form runs a search as before, and a recent search
 * chosen here through it), its text and the setter of its text. The list is drawn right after the
 * form, over the page from the form's positioned parent; in a dialog (the phone's search dialog)
 * it flows under the field instead, and the dialog closes when an option opens its page.
 */
export interface SuggestionsProps {
  inputId: string;
  text: string;
  onText(text: string): void;
}

/** Suggestions are asked for from this many letters (trimmed). */
export const MIN_QUERY_LENGTH = 2;

type Option =
  | { kind: 'product'; id: string; product: ProductSuggestion }
  | { kind: 'category'; id: string; category: CategorySuggestion }
  | { kind: 'shop'; id: string; shop: ShopSuggestion }
  | { kind: 'recent'; id: string; search: string }
  | { kind: 'clear'; id: string };

const NOTHING: SuggestionSet = { products: [], categories: [], shops: [] };

/** A failed load is answered as nothing found; an aborted one stays a rejection (it is stale). */
const load = (query: string, signal: AbortSignal) =>
  loadSuggestions(query, signal).catch((error: unknown) => {
    if (signal.aborted) throw error;
    return NOTHING;
  });

export function Suggestions({ inputId, text, onText }: SuggestionsProps) {
  const t = useTranslations('Suggest');
  const router = useRouter();
  const baseId = useId();
  const listboxId = `${baseId}-list`;
  // The field is drawn before this component (header-search.tsx) and stays as long as it does.
  const [field] = useState(() => document.getElementById(inputId) as HTMLInputElement | null);
  const [focused, setFocused] = useState(() => field !== null && document.activeElement === field);
  const [inline] = useState(() => Boolean(field?.closest('dialog')));
  const [dismissed, setDismissed] = useState(false);
  const [answer, setAnswer] = useState<{ query: string; set: SuggestionSet } | null>(null);
  const [active, setActive] = useState(-1);
  const [recents, setRecents] = useState<string[]>(recentSearches);
  const [engaged, setEngaged] = useState(false);
  const fetcher = useMemo(
    () =>
      createSuggestionFetcher({
        load,
        onAnswer(query, set: SuggestionSet) {
          setAnswer({ query, set });
          setActive(-1);
        },
      }),
    [],
  );

  const query = text.trim();
  const searching = query.length >= MIN_QUERY_LENGTH;
  const found = searching && answer ? answer.set : NOTHING;
  const matchingRecents = useMemo(() => {
    const wanted = foldText(query);
    return wanted ? recents.filter((search) => foldText(search).includes(wanted)) : recents;
  }, [recents, query]);

  const options = useMemo<Option[]>(
    () => [
      ...found.products.map((product): Option => ({ kind: 'product', id: `${baseId}-p${product.id}`, product })),
      ...found.categories.map((category): Option => ({ kind: 'category', id: `${baseId}-${category.key}`, category })),
      ...found.shops.map((shop): Option => ({ kind: 'shop', id: `${baseId}-s${shop.id}`, shop })),
      ...matchingRecents.map((search, index): Option => ({ kind: 'recent', id: `${baseId}-r${index}`, search })),
      ...(matchingRecents.length ? [{ kind: 'clear', id: `${baseId}-clear` } as Option] : []),
    ],
    [found, matchingRecents, baseId],
  );
  const suggestionCount = options.filter((option) => option.kind !== 'clear').length;

  const wanted = focused && !dismissed && (searching || matchingRecents.length > 0);
  const waiting = searching && !answer;
  const expanded = wanted && options.length > 0;
  // The field turns into a combobox the first time its list shows, and stays one; until then it is
  // the plain search box it was (a focus alone changes nothing a shopper or a test would notice).
  if (wanted && !engaged) setEngaged(true);

  // Forget the answer once the text is too short, so the next text starts with "Searching…".
  if (!searching && answer) setAnswer(null);

  // Ask for the text's suggestions while the field has focus (not again for the answered text).
  const answered = answer?.query ?? null;
  useEffect(() => {
    if (!focused || !searching) fetcher.cancel();
    else if (answered !== query) fetcher.request(query);
  }, [fetcher, focused, searching, query, answered]);
  useEffect(() => () => fetcher.cancel(), [fetcher]);

  // The field's own events: focus, typing and the form's submission.
  useEffect(() => {
    if (!field) return;
    const form = field.form;
    const focus = () => {
      setFocused(true);
      setDismissed(false);
      setRecents(recentSearches());
    };
    const blur = () => {
      setFocused(false);
      setActive(-1);
    };
    const typed = () => {
      setDismissed(false);
      setActive(-1);
      setRecents(recentSearches());
    };
    const submitted = () => {
      setDismissed(true);
      setActive(-1);
      fetcher.cancel();
    };
    field.addEventListener('focus', focus);
    field.addEventListener('blur', blur);
    field.addEventListener('input', typed);
    form?.addEventListener('submit', submitted);
    return () => {
      field.removeEventListener('focus', focus);
      field.removeEventListener('blur', blur);
      field.removeEventListener('input', typed);
      form?.removeEventListener('submit', submitted);
    };
  }, [field, fetcher]);

  function choose(option: Option) {
    if (option.kind === 'clear') {
      clearRecentSearches();
      setRecents([]);
      setActive(-1);
      return;
    }
    setDismissed(true);
    setActive(-1);
    if (option.kind === 'recent') {
      // The form runs it, as if typed: the text is in the field before the form reads it.
      flushSync(() => onText(option.search));
      field?.form?.requestSubmit();
      return;
    }
    router.push(option.kind === 'product' ? option.product.href : option.kind === 'category' ? option.category.href : option.shop.href);
    closeDialog();
  }

  /** The phone's search dialog closes once an option opened its page (as after a search). */
  function closeDialog() {
    field?.closest('dialog')?.close();
  }

  // The keys of the pattern, on the field itself (the form still submits a plain Enter).
  useEffect(() => {
    if (!field) return;
    const keydown = (event: KeyboardEvent) => {
      if (event.isComposing || event.ctrlKey || event.metaKey) return;
      const action = listAction(event.key, { open: wanted, count: expanded ? options.length : 0, active });
      if (action.type === 'none') return;
      if (event.key !== 'Tab') event.preventDefault();
      if (action.type === 'move') setActive(action.index);
      else if (action.type === 'open') setDismissed(false);
      else if (action.type === 'choose') choose(options[action.index]);
      else {
        // Escape closes the list only, not a dialog around it; Tab moves on as usual.
        if (event.key === 'Escape') event.stopPropagation();
        setDismissed(true);
        setActive(-1);
      }
    };
    field.addEventListener('keydown', keydown);
    return () => field.removeEventListener('keydown', keydown);
  });

  // The combobox's state on the field.
  const activeId = expanded && active >= 0 ? options[active]?.id : undefined;
  useEffect(() => {
    if (!field || !engaged) return;
    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-autocomplete', 'list');
    field.setAttribute('aria-controls', listboxId);
    field.setAttribute('aria-expanded', String(expanded));
    if (activeId) field.setAttribute('aria-activedescendant', activeId);
    else field.removeAttribute('aria-activedescendant');
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [field, engaged, listboxId, expanded, activeId]);
  useEffect(() => {
    return () => {
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) field?.removeAttribute(name);
    };
  }, [field]);

  // A click opens an option; the field keeps the focus (mousedown is not let through).
  function clicked(event: MouseEvent<HTMLDivElement>) {
    const element = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
    const option = options.find((candidate) => candidate.id === element?.id);
    if (!option) return;
    if (option.kind === 'recent' || option.kind === 'clear') {
      choose(option);
      return;
    }
    // The link itself opens the page (lib/client-navigation.ts); the list closes.
    setDismissed(true);
    closeDialog();
  }

  const announcement = !wanted || waiting ? '' : suggestionCount ? t('count', { count: suggestionCount }) : t('none');
  const optionProps = (option: Option) => ({
    id: option.id,
    role: 'option',
    'aria-selected': option.id === activeId,
    className: 'flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-start text-sm text-slate-800 hover:bg-slate-100 aria-selected:bg-primary-50 aria-selected:text-primary-800',
  });
  const group = (key: string, label: string, items: Option[]) =>
    items.length ? (
      <div role="group" aria-labelledby={`${baseId}-${key}`} className="py-1">
        <div role="presentation" id={`${baseId}-${key}`} className="px-3 pb-1 pt-1.5 text-xs font-semibold text-slate-500">
          {label}
        </div>
        {items.map(render)}
      </div>
    ) : null;

  function render(option: Option): ReactNode {
    switch (option.kind) {
      case 'product':
        return (
          <Link key={option.id} href={option.product.href} tabIndex={-1} {...optionProps(option)}>
            {option.product.thumbnail ? (
              <ShopImage src={option.product.thumbnail} alt="" width={40} height={40} className="size-10 shrink-0 rounded object-cover" />
            ) : (
              <span aria-hidden className="size-10 shrink-0 rounded bg-slate-100" />
            )}
            <span className="min-w-0 flex-1 truncate">{option.product.name}</span>
            <Price price={option.product.price} discountPrice={option.product.discountPrice} className="shrink-0 text-sm" />
          </Link>
        );
      case 'category':
        return (
          <Link key={option.id} href={option.category.href} tabIndex={-1} {...optionProps(option)}>
            <span className="min-w-0 flex-1 truncate">
              {option.category.name}
              {option.category.parent ? <span className="ms-2 text-xs text-slate-500">{option.category.parent}</span> : null}
            </span>
          </Link>
        );
      case 'shop':
        return (
          <Link key={option.id} href={option.shop.href} tabIndex={-1} {...optionProps(option)}>
            {option.shop.logo ? (
              <ShopImage src={option.shop.logo} alt="" width={28} height={28} className="size-7 shrink-0 rounded-full object-cover" />
            ) : (
              <Store aria-hidden className="size-7 shrink-0 p-1 text-slate-500" />
            )}
            <span className="min-w-0 flex-1 truncate">{option.shop.name}</span>
          </Link>
        );
      case 'recent':
        return (
          <div key={option.id} {...optionProps(option)}>
            <History aria-hidden className="size-4 shrink-0 text-slate-500" />
            <span className="min-w-0 flex-1 truncate">{option.search}</span>
          </div>
        );
      case 'clear':
        return (
          <div key={option.id} {...optionProps(option)}>
            <X aria-hidden className="size-4 shrink-0 text-slate-500" />
            <span className="min-w-0 flex-1 truncate text-slate-600">{t('clearRecent')}</span>
          </div>
        );
    }
  }

  const byKind = (kind: Option['kind']) => options.filter((option) => option.kind === kind);
  const place = inline ? 'mt-2' : 'absolute inset-x-0 top-full z-40 mt-1 shadow-lg';
  return (
    <>
      {wanted ? (
        <div onMouseDown={(event) => event.preventDefault()} onClick={clicked} className={`${place} max-h-[min(30rem,70dvh)] overflow-y-auto rounded-md border border-slate-200 bg-white`}>
          {expanded ? (
            <div role="listbox" id={listboxId} aria-label={t('label')}>
              {group('products', t('products'), byKind('product'))}
              {group('categories', t('categories'), byKind('category'))}
              {group('shops', t('shops'), byKind('shop'))}
              {group('recent', t('recent'), [...byKind('recent'), ...byKind('clear')])}
            </div>
          ) : null}
          {waiting ? <p className="px-3 py-2 text-sm text-slate-500">{t('searching')}</p> : null}
          {!waiting && !suggestionCount ? <p className="px-3 py-2 text-sm text-slate-500">{t('none')}</p> : null}
        </div>
      ) : null}
      <div role="status" className="sr-only">
        {announcement}
      </div>
    </>
  );
}
