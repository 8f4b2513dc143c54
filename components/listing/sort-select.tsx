'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import type { SortKey } from '@/lib/listing-query';

/** Sort order of a listing; the choice goes into the URL like every filter. */
export function SortSelect({ pathname, query, value, options }: { pathname: string; query: Record<string, string>; value: SortKey | ''; options: SortKey[] }) {
  const t = useTranslations('Listing');
  const router = useRouter();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span>{t('sortBy')}</span>
      <select
        value={value}
        onChange={(event) => {
          const next = { ...query };
          delete next.page;
          if (event.target.value) next.sort = event.target.value;
          else delete next.sort;
          router.push({ pathname, query: next });
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        <option value="">{t('sort.default')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
