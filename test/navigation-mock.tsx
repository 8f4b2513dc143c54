// Stand-in for lib/i18n/navigation in component tests: plain anchors and a recording router.
import type { AnchorHTMLAttributes, ReactNode } from 'react';

type Href = string | { pathname: string; query?: Record<string, string> };

export const push = jest.fn();

export function hrefToString(href: Href): string {
  if (typeof href === 'string') return href;
  const query = new URLSearchParams(href.query ?? {}).toString();
  return query ? `${href.pathname}?${query}` : href.pathname;
}

export function Link({ href, children, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: Href; children: ReactNode }) {
  return (
    <a href={hrefToString(href)} {...rest}>
      {children}
    </a>
  );
}

export const useRouter = () => ({ push, replace: jest.fn(), back: jest.fn(), prefetch: jest.fn(), refresh: jest.fn() });
export const usePathname = () => '/';
