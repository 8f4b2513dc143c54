'use client';
import { useMemo } from 'react';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { pathWithoutLocale } from './locales';
import { getPathname, type Href } from './href';

/** The page's path without its locale prefix. */
export function usePathname(): string {
  return pathWithoutLocale(useNextPathname() ?? '/');
}

/** Next.js's router taking locale-free addresses, kept in the current locale. */
export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href: Href, options?: Parameters<typeof router.push>[1]) => router.push(getPathname({ href, locale }), options),
      replace: (href: Href, options?: Parameters<typeof router.replace>[1]) => router.replace(getPathname({ href, locale }), options),
      prefetch: (href: Href) => router.prefetch(getPathname({ href, locale })),
    }),
    [router, locale],
  );
}
