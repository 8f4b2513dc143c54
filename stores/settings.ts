'use client';
// Shopper settings kept in browser storage: the chosen currency, the
// name of the shop's default currency when it was chosen (a change of default resets the choice)
// and the last search text. The chosen currency is mirrored in a cookie, which the script run
// before first paint reads to hide prices rendered in another currency (lib/boot-script.ts).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CURRENCY_COOKIE } from '@/lib/money';


interface SettingsState {
  /** Name of the chosen currency; null until the shopper or the shop's default sets it. */
  currency: string | null;
  /** The default currency's name when `currency` was last set. */
  defaultCurrency: string | null;
  search: string;
  /** The shop's app_locale when last seen; a change switches the shopper to the new one. */
  appLocale: string | null;
  chooseCurrency(name: string): void;
  /** The selection defaults to the default currency and resets when its name changes. */
  syncDefaultCurrency(defaultName: string): void;
  setSearch(text: string): void;
  /** Records the shop's app_locale; true when it differs from the one seen before. */
  syncAppLocale(appLocale: string): boolean;
}

function writeCurrencyCookie(name: string): void {
  document.cookie = `${CURRENCY_COOKIE}=${encodeURIComponent(name)}; path=/; max-age=31536000; samesite=lax`;
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set, get) => ({
      currency: null,
      defaultCurrency: null,
      search: '',
      appLocale: null,
      chooseCurrency(name) {
        writeCurrencyCookie(name);
        set({ currency: name });
      },
      syncDefaultCurrency(defaultName) {
        const { currency, defaultCurrency } = get();
        if (currency && defaultCurrency === defaultName) {
          writeCurrencyCookie(currency);
          return;
        }
        writeCurrencyCookie(defaultName);
        set({ currency: defaultName, defaultCurrency: defaultName });
      },
      setSearch(text) {
        set({ search: text });
      },
      syncAppLocale(appLocale) {
        const seen = get().appLocale;
        if (seen === appLocale) return false;
        set({ appLocale });
        return seen !== null;
      },
    }),
    {
      name: 'settings',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ currency, defaultCurrency, search, appLocale }) => ({ currency, defaultCurrency, search, appLocale }),
      // Hydrated after mount by SettingsSync, so the first client render matches the server's.
      skipHydration: true,
    },
  ),
);
