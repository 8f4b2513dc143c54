// Plain anchors marked `data-nav` (the shop's Link without next/link: lib/i18n/navigation.tsx)
// open inside the app, as next/link's would: one click listener for the whole page instead of a
// component per link. A click another handler took care of, a modified click, a new tab, a
// download, another origin, an API route or an anchor within the page is left to the browser.

/** Whether a click on `anchor` is one the app opens (not modified, same tab, same origin, a page). */
function opensInApp(anchor: HTMLAnchorElement, event: MouseEvent, here: Location): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, here.href);
  return url.origin === here.origin && !url.pathname.startsWith('/api/');
}

/** The URL a click on `anchor` would open inside the shop, or null when it leaves or stays. */
export function shopNavigationTarget(anchor: HTMLAnchorElement, event: MouseEvent, here: Location): string | null {
  if (!opensInApp(anchor, event, here)) return null;
  const url = new URL(anchor.href, here.href);
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search;
}

/**
 * Listens on `document` (after React's handlers) and opens marked links with `push(pathname, rest)`
 * (`rest` is the query and fragment); returns the stop.
 */
export function navigateMarkedLinks(push: (pathname: string, rest: string) => void, target: Document = document): () => void {
  const click = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[data-nav]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || !opensInApp(anchor, event, target.location)) return;
    const here = target.location;
    // An anchor within the page itself scrolls as the browser does; the page itself is shown again.
    if (anchor.hash && anchor.pathname === here.pathname && anchor.search === here.search) return;
    event.preventDefault();
    push(anchor.pathname, anchor.search + anchor.hash);
  };
  target.addEventListener('click', click);
  return () => target.removeEventListener('click', click);
}
