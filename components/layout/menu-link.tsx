import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';

/**
 * A link from settings (menus, footer items). External ones are plain anchors, opened
 * the way settings say with rel="noopener noreferrer" when they open a new tab; internal ones use
 * client navigation in the current locale.
 */
export function MenuLink({ url, target, external, className, children }: { url: string; target?: string | null; external?: boolean; className?: string; children: ReactNode }) {
  const isExternal = external ?? /^[a-z][a-z\d+.-]*:/i.test(url);
  const newTab = target === '_blank';
  if (isExternal || !url.startsWith('/')) {
    return (
      <a href={url} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link href={url} target={newTab ? '_blank' : undefined} className={className}>
      {children}
    </Link>
  );
}
