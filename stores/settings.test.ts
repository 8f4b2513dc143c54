/** @jest-environment jsdom */
import { useSettingsStore } from './settings';

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'currency=; max-age=0; path=/';
  useSettingsStore.setState({ currency: null, defaultCurrency: null, search: '', appLocale: null });
});

describe('settings store: currency', () => {
  it('starts with the currency flagged default', () => {
    useSettingsStore.getState().syncDefaultCurrency('USD');
    expect(useSettingsStore.getState().currency).toBe('USD');
    expect(document.cookie).toContain('currency=USD');
  });

  it('keeps the shopper’s choice while the default stays the same', () => {
    const store = useSettingsStore.getState();
    store.syncDefaultCurrency('USD');
    store.chooseCurrency('EUR');
    useSettingsStore.getState().syncDefaultCurrency('USD');
    expect(useSettingsStore.getState().currency).toBe('EUR');
  });

  it('resets the choice when the default currency’s name changes', () => {
    const store = useSettingsStore.getState();
    store.syncDefaultCurrency('USD');
    store.chooseCurrency('EUR');
    useSettingsStore.getState().syncDefaultCurrency('GBP');
    expect(useSettingsStore.getState().currency).toBe('GBP');
    expect(document.cookie).toContain('currency=GBP');
  });

  it('persists the choice in browser storage', () => {
    useSettingsStore.getState().chooseCurrency('AED');
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}').state.currency).toBe('AED');
  });
});

describe('settings store: app locale', () => {
  it('reports a change of the shop’s app locale only after one was seen', () => {
    expect(useSettingsStore.getState().syncAppLocale('en')).toBe(false);
    expect(useSettingsStore.getState().syncAppLocale('en')).toBe(false);
    expect(useSettingsStore.getState().syncAppLocale('ar')).toBe(true);
  });
});
