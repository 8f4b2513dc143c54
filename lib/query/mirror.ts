// The one bridge from the query cache to the stores that need a synchronous copy of server state
// (the header's cart count and amount, the unread badge, the wishlist's hearts): every successful
// answer of the queries it follows is handed to `write`, one way, cache → store; a store never
// writes back. A late answer for a query removed meanwhile (a sign-out) is no answer any more.
// With `keepFresh`, the bridge also keeps that query fetched and refetched as a component would.
import { QueryObserver, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

export interface Followed {
  /** The queries followed: those whose key starts with it, or, with `exact`, only that one. */
  key: QueryKey;
  exact?: boolean;
  /** A query to keep fetched while followed (what a mounted component's useQuery would do). */
  keepFresh?: UseQueryOptions<unknown, Error, unknown, QueryKey>;
}

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, k) => JSON.stringify(part) === JSON.stringify(key[k]));

/** Follows the queries; answers the stop. */
export function mirrorAnswers(client: QueryClient, followed: Followed, write: (data: unknown, queryKey: QueryKey) => void): () => void {
  const stopFollowing = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey } = event.query;
    if (followed.exact ? queryKey.length !== followed.key.length || !startsWith(queryKey, followed.key) : !startsWith(queryKey, followed.key)) return;
    if (client.getQueryCache().get(event.query.queryHash) !== event.query) return;
    write(event.query.state.data, queryKey);
  });
  const stopFetching = followed.keepFresh ? new QueryObserver(client, followed.keepFresh).subscribe(() => undefined) : () => undefined;
  return () => {
    stopFollowing();
    stopFetching();
  };
}
