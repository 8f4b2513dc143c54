import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

export const DEFAULT_PER_PAGE = 10;
export const DEFAULT_PAGES_SHOWN = 5;

/** The page numbers to show around the current page (5 pages shown by default). */
export function pageWindow(current: number, pages: number, shown = DEFAULT_PAGES_SHOWN): number[] {
  if (pages <= 0) return [];
  const size = Math.min(shown, pages);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, pages - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

export interface PaginationProps {
  page: number;
  total: number;
  perPage?: number;
  pathname: string;
  /** Other query parameters to keep on every page link. */
  query?: Record<string, string>;
}

/** Links, not buttons: every page of a listing is crawlable and shareable. Styled by `pagination` in app/globals.css. */
export function Pagination({ page, total, perPage = DEFAULT_PER_PAGE, pathname, query = {} }: PaginationProps) {
  const t = useTranslations('Products');
  const pages = Math.ceil(total / perPage);
  if (pages <= 1) return null;
  const href = (target: number) => ({ pathname, query: target > 1 ? { ...query, page: String(target) } : query });
  return (
    <nav aria-label={t('pagination')} className="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev">
              {t('previous')}
            </Link>
          ) : null}
        </li>
        {pageWindow(page, pages).map((number) => (
          <li key={number}>
            <Link href={href(number)} aria-current={number === page ? 'page' : undefined}>
              {number}
            </Link>
          </li>
        ))}
        <li>
          {page < pages ? (
            <Link href={href(page + 1)} rel="next">
              {t('next')}
            </Link>
          ) : null}
        </li>
      </ul>
      <p className="text-xs text-slate-500">{t('page', { page, pages })}</p>
    </nav>
  );
}
