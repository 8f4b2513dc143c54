import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Parameters<typeof getPathname>[0]['href'] };

/**
 * Links within the current locale: next/link with the locale's path worked out where the link is
 * rendered. next-intl's Link is itself a server component that adds a row of its own props to a
 * page's RSC payload for every link (about 200 bytes each, dozens per page); this one is written
 * once. No link here changes the locale (the language menu builds its own URLs).
 *
 * Prefetching is off by default: a listing shows dozens of links, each of which would otherwise
 * fetch a whole page as soon as it scrolls into view. Pass `prefetch` where a link is very likely next.
 */
export function Link({ href, prefetch = false, ...props }: LinkProps) {
  const locale = useLocale();
  // An empty query would leave a bare '?' at the end of the URL.
  const target = typeof href === 'object' && href.query && Object.keys(href.query).length === 0 ? { ...href, query: undefined } : href;
  return <NextLink href={getPathname({ href: target, locale })} prefetch={prefetch} {...props} />;
}
