import { useTranslations } from 'next-intl';

/** Placeholder of an account page with a title and a table, while its data loads. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  const t = useTranslations('Chrome');
  return (
    <div role="status" aria-live="polite" className="animate-pulse">
      <span className="sr-only">{t('loadingPage')}</span>
      <div className="mb-4 h-8 w-48 rounded bg-slate-200" />
      <div className="mb-4 h-9 w-full rounded bg-slate-100" />
      <div className="space-y-2 rounded-md border border-slate-200 bg-white p-3">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="h-6 rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
