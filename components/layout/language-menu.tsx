'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { Language } from '@/lib/api/schemas/settings';
import { usePathname } from '@/lib/i18n/navigation';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { ChoiceMenu } from '@/components/ui/dropdown';

/** Languages of settings that the storefront has a catalogue for. */
export function LanguageMenu({ languages }: { languages: Language[] }) {
  const t = useTranslations('Chrome');
  const locale = useLocale();
  const pathname = usePathname();
  if (languages.length === 0) return null;
  const current = languages.find((language) => language.name === locale)?.title ?? 'English';
  return (
    <ChoiceMenu
      label={t('language')}
      current={current}
      value={locale}
      options={languages.map((language) => ({ value: language.name, label: language.title }))}
      onChoose={(next) => {
        if (next !== locale) switchLocale(next, pathname);
      }}
    />
  );
}
