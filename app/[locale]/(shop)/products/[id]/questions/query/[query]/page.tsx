// The page with a query string, kept in the page cache per cleaned query (lib/query-route.ts).
export { default, generateMetadata } from '../../page';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}
