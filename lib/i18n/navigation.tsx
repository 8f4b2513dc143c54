import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import { getPathname, type Href } from './href';

// The hooks need the browser's router: they live behind a client boundary of their own, so that
// server components can take Link and getPathname from here.
export { usePathname, useRouter } from './navigation-hooks';
export { getPathname, type Href };

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href };

/**
 * Links within the current locale: next/link with the locale's path worked out where the link is
 * rendered. next-intl's Link is itself a server component that adds a row of its own props to a
 * page's RSC payload for every link (about 200 bytes each, dozens per page); this one is written
 * once. No link here changes the locale (the language menu builds its own URLs).
 *
 * Prefetching is off by default: a listing shows dozens of links, each of which would otherwise
 * fetch a whole page as soon as it scrolls into view. Pass `prefetch` where a link is very likely next.
 *
 * A link with no prefetch, handler or scroll option is a plain anchor marked `data-nav`, which the
 * shop provider's one click listener opens with the router (lib/client-navigation.ts): next/link
 * is a component with its own state, context and effects per link, and a page shows dozens of them
 * (docs/performance.md, "Links without next/link").
 */
export function Link({ href, prefetch = false, ...props }: LinkProps) {
  const locale = useLocale();
  const path = getPathname({ href, locale });
  if (!prefetch && !props.onClick && !props.onNavigate && props.replace === undefined && props.scroll === undefined && !props.legacyBehavior) {
    const { passHref: _passHref, shallow: _shallow, ...anchor } = props;
    return <a href={path} data-nav="" {...anchor} />;
  }
  return <NextLink href={path} prefetch={prefetch} {...props} />;
}
