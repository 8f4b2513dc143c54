import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

export function SectionHeading({ id, title, href, children }: { id: string; title: string; href?: string; children?: ReactNode }) {
  const t = useTranslations('Catalog');
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {children}
      </div>
      {href ? (
        <Link href={href} aria-label={`${t('viewAll')}: ${title}`} className="text-sm font-medium text-primary-700 hover:underline">
          {t('viewAll')}
        </Link>
      ) : null}
    </div>
  );
}
