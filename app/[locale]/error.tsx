'use client';
// A page (or a layout below the locale's) that failed to render, in the page's language and
// direction (the locale layout above still stands). `retry` fetches and renders the segment
// again, Next.js 16's way to recover from a failure that may have passed.
import { useLocale, useTranslations } from 'next-intl';
import { ErrorContent } from '@/components/layout/error-content';
import { localizedPath } from '@/lib/i18n/locales';

export default function LocaleError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('ErrorPage');
  const locale = useLocale();
  const text = { title: t('title'), text: t('text'), retry: t('retry'), home: t('home'), reference: t('reference') };
  return <ErrorContent text={text} homeHref={localizedPath(locale, '/')} error={error} onRetry={retry} />;
}
