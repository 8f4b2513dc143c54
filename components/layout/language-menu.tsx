'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { Language } from '@/lib/api/schemas/settings';
import { usePathname } from '@/lib/i18n/navigation';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { NativeSelect } from '@/components/ui/native-select';

/** Languages of settings that the storefront has a catalogue for; choosing one reloads the page in it. */
export function LanguageMenu({ languages }: { languages: Pick<Language, 'name' | 'title'>[] }) {
  const t = useTranslations('Chrome');
  const locale = useLocale();
  const pathname = usePathname();
  if (languages.length === 0) return null;
  return (
    <NativeSelect
      label={t('language')}
      value={locale}
      options={languages.map((language) => ({ value: language.name, label: language.title }))}
      onChange={(next) => {
        if (next !== locale) switchLocale(next, pathname);
      }}
    />
  );
}
