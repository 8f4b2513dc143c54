import type { ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * Locale-aware links. Prefetching is off by default: catalogue pages are rendered per request,
 * and a listing shows dozens of links, each of which would otherwise render a whole page on the
 * server as soon as it scrolls into view. Pass `prefetch` where a link is very likely next.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={prefetch} {...props} />;
}
