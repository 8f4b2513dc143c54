'use client';
import { useTranslations } from 'next-intl';
import { useCurrencies, useDisplayCurrency } from '@/components/providers/shop-provider';
import { NativeSelect } from '@/components/ui/native-select';
import { useSettingsStore } from '@/stores/settings';

/** Choosing a currency changes every price at once, with no reload. */
export function CurrencyMenu() {
  const t = useTranslations('Chrome');
  const currencies = useCurrencies();
  const current = useDisplayCurrency();
  const chooseCurrency = useSettingsStore((state) => state.chooseCurrency);
  if (currencies.length === 0) return null;
  return (
    <NativeSelect
      label={t('currency')}
      value={current.name}
      // Each label kept left to right (an isolate): in Arabic "USD ($)" would read "($) USD".
      options={currencies.map((currency) => ({ value: currency.name, label: `\u2066${currency.name} (${currency.symbol.trim()})\u2069` }))}
      onChange={chooseCurrency}
    />
  );
}
