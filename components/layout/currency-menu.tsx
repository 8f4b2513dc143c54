'use client';
import { useTranslations } from 'next-intl';
import { useCurrencies, useDisplayCurrency } from '@/components/providers/shop-provider';
import { ChoiceMenu } from '@/components/ui/dropdown';
import { useSettingsStore } from '@/stores/settings';

/** SPEC.md section 4: choosing a currency changes every price at once, with no reload. */
export function CurrencyMenu() {
  const t = useTranslations('Chrome');
  const currencies = useCurrencies();
  const current = useDisplayCurrency();
  const chooseCurrency = useSettingsStore((state) => state.chooseCurrency);
  if (currencies.length === 0) return null;
  return (
    <ChoiceMenu
      label={t('currency')}
      current={`${current.name} (${current.symbol.trim()})`}
      value={current.name}
      options={currencies.map((currency) => ({ value: currency.name, label: `${currency.name} (${currency.symbol.trim()})` }))}
      onChoose={chooseCurrency}
    />
  );
}
