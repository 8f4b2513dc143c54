'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { quickFormat, quickFormatCompiled, type QuickValues } from '@/lib/i18n/quick-format';

/**
 * useTranslations for islands that render during hydration: messages with plain arguments and
 * plurals are formatted without IntlMessageFormat (see quick-format.ts), the rest by use-intl.
 */
export function useQuickTranslations(namespace: string) {
  const t = useTranslations(namespace);
  const locale = useLocale();
  return useMemo(
    () =>
      function translate(key: string, values?: QuickValues): string {
        if (values && t.has(key)) {
          const message: unknown = t.raw(key);
          // A string as written, or the arrays the build compiles it to (next.config.mjs).
          const text = typeof message === 'string' ? quickFormat(message, values, locale) : quickFormatCompiled(message, values, locale);
          if (text !== null) return text;
        }
        return t(key, values);
      },
    [t, locale],
  );
}
