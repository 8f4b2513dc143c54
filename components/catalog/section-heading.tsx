import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** A section's title with its 'View all' link; styled by `section-heading` in app/globals.css (pages repeat it). */
export function SectionHeading({ id, title, href, children }: { id: string; title: string; href?: string; children?: ReactNode }) {
  const t = useTranslations('Catalog');
  return (
    <div className="section-heading">
      <div>
        <h2 id={id}>{title}</h2>
        {children}
      </div>
      {href ? (
        <Link href={href} aria-label={`${t('viewAll')}: ${title}`}>
          {t('viewAll')}
        </Link>
      ) : null}
    </div>
  );
}
