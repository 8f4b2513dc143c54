'use client';
// Settings every island needs (currencies, locale) and the one-time browser-side sync of the
// persisted stores with the shop's settings. Also hosts the toaster (bottom-left, or
// bottom-right in right-to-left languages).
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { Currency } from '@/lib/api/schemas/settings';
import { SESSION_ENDED_EVENT } from '@/lib/api/browser';
import { isAccountPath } from '@/lib/auth/account-routes';
import { navigateMarkedLinks } from '@/lib/client-navigation';
import { takeOverTaps } from '@/lib/early-taps';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { isLocale, localeCodes, pathWithoutLocale, setCurrentLocales, type LocaleSet } from '@/lib/i18n/locales';
import { defaultCurrency, pickCurrency, type DisplayCurrency } from '@/lib/money';
import { useCartStore } from '@/stores/cart';
import { useSettingsStore } from '@/stores/settings';
import { useViewerStore } from '@/stores/viewer';
import { LazyToaster } from './lazy-toaster';

interface ShopContextValue {
  currencies: Currency[];
}

const ShopContext = createContext<ShopContextValue>({ currencies: [] });

export interface ShopProviderProps {
  currencies: Currency[];
  appLocale: string;
  locale: string;
  direction: 'ltr' | 'rtl';
  /** The shop's languages the page was rendered with: the islands' links and menus follow them. */
  locales: LocaleSet;
  children: ReactNode;
}

export function ShopProvider({ currencies, appLocale, locale, direction, locales, children }: ShopProviderProps) {
  // Before any island below works out a path (the same set for every visitor of the page).
  if (typeof window !== 'undefined') setCurrentLocales(locales);
  const pathname = usePathname();
  const [storesReady, setStoresReady] = useState(false);
  useEffect(() => {
    // Marks the page as interactive: tests (and monitoring) wait for it instead of guessing.
    document.documentElement.dataset.hydrated = 'true';
    // A button tapped before the scripts ran is tapped now (lib/early-taps.ts).
    takeOverTaps();
    // A `ref` query parameter is kept for the registration's ref_id.
    const ref = new URLSearchParams(window.location.search).get('ref');
    if (ref && /^[\w-]{1,64}$/.test(ref)) {
      try {
        localStorage.setItem('ref', ref);
      } catch {
        // Storage unavailable: the referral is simply not recorded.
      }
    }
  }, []);
  useEffect(() => {
    let cancelled = false;
    void Promise.all([useSettingsStore.persist.rehydrate(), useCartStore.persist.rehydrate()]).then(() => {
      if (cancelled) return;
      const settings = useSettingsStore.getState();
      settings.syncDefaultCurrency(defaultCurrency(currencies).name);
      setStoresReady(true);
      // When the shop's app locale changes, the shopper follows it and the page reloads.
      const changed = settings.syncAppLocale(appLocale);
      if (changed && appLocale !== locale && isLocale(appLocale, locales)) {
        switchLocale(appLocale, pathname);
      }
    });
    return () => {
      cancelled = true;
    };
    // Runs once per page load: the pathname is only read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currencies, appLocale, locale]);

  const router = useRouter();
  // The shop's plain links (Link without next/link) open inside the app, in the page's language
  // (no such link changes it).
  useEffect(() => navigateMarkedLinks((pathname, rest) => router.push(pathWithoutLocale(pathname) + rest)), [router]);
  useEffect(() => {
    // The backend refused the session: forget the shopper's cart, leave account pages for home,
    // and show the chrome signed out.
    const ended = () => {
      useViewerStore.getState().signedOut();
      useCartStore.getState().reset();
      if (isAccountPath(pathname, localeCodes(locales))) router.replace('/');
    };
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, ended);
  }, [pathname, router, locales]);

  // Prices were hidden before first paint when the shopper's currency is not the page's
  // (lib/boot-script.ts): show them once this render has them in the right one.
  useLayoutEffect(() => {
    if (storesReady) delete document.documentElement.dataset.currencyPending;
  }, [storesReady]);

  const value = useMemo(() => ({ currencies }), [currencies]);
  return (
    <ShopContext.Provider value={value}>
      {children}
      <LazyToaster position={direction === 'rtl' ? 'bottom-right' : 'bottom-left'} dir={direction} duration={3000} richColors closeButton />
    </ShopContext.Provider>
  );
}

/** The currency prices are shown in: the shopper's choice, else the shop's default. */
export function useDisplayCurrency(): DisplayCurrency {
  const { currencies } = useContext(ShopContext);
  const chosen = useSettingsStore((state) => state.currency);
  return useMemo(() => pickCurrency(currencies, chosen), [currencies, chosen]);
}

export function useCurrencies(): Currency[] {
  return useContext(ShopContext).currencies;
}
