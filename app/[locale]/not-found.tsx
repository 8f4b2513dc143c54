import { NotFoundContent } from '@/components/layout/not-found-content';

// What the browser shows when a page under [locale] calls notFound(). Next.js takes a not-found
// render's metadata from the layouts only, not from the page that was not found, so no canonical
// or hreflang link names the missing address, and it adds robots "noindex" itself. (A
// generateMetadata here would read the locale from the request's headers and turn every cached
// page that can be missing into one rendered per request.) Next.js does not render this boundary
// into the 404's HTML, only into its RSC payload: the web server puts the not-found document of
// app/[locale]/not-found-document in the empty error page's place (server/web/not-found-page.ts).
export default function NotFound() {
  return <NotFoundContent />;
}
