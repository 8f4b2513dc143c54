'use client';
// The wishlist in the browser's query cache: the favourite ids are a query, a heart's toggle is
// an optimistic mutation that flips the id at once and puts it back when the server refuses.
// The header's count and the heart on a product page are first-load code and cannot read the
// cache themselves, so the cache writes the ids into the small zustand mirror they read
// (stores/wishlist.ts): one direction only, cache → store. Loaded with the first signed-in page.
import { MutationObserver } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { getQueryClient } from '@/lib/query/client';
import { useWishlistStore } from '@/stores/wishlist';
import { wishlistQuery } from './queries';
import { accountKeys } from './query-keys';
import { mirrorAnswers, type Followed } from '@/lib/query/mirror';

const withId = (ids: number[], productId: number, saved: boolean) => (saved ? [productId, ...ids.filter((id) => id !== productId)] : ids.filter((id) => id !== productId));

/** Keeps the mirror in step with the cache while someone is signed in; answers the stop. */
export function followWishlist(): () => void {
  const query = wishlistQuery();
  const client = getQueryClient();
  const stop = mirrorAnswers(client, { key: query.queryKey, exact: true, keepFresh: query as Followed['keepFresh'] }, (data) => {
    // A failed read keeps what is known; a 401 ends the session (lib/api/browser.ts).
    if (useWishlistStore.getState().signedIn) useWishlistStore.setState({ ids: data as number[] });
  });
  // What the cache holds already (a query answered before the follower started).
  const known = client.getQueryData(query.queryKey);
  if (known && useWishlistStore.getState().signedIn) useWishlistStore.setState({ ids: known });
  return stop;
}

/** Signed out: the ids leave the cache with the rest of the shopper's data. */
export function forgetWishlist(): void {
  getQueryClient().removeQueries({ queryKey: accountKeys.all });
}

interface Snapshot {
  /** The ids before the flip (the mirror's, when the list had not arrived yet). */
  known: number[];
  /** Whether the cache held the list before the flip. */
  loaded: boolean;
}

/** Saves a product or takes it off; answers whether it is saved now (the server's word). */
export function toggleFavorite(productId: number): Promise<boolean> {
  const client = getQueryClient();
  const key = accountKeys.wishlist;
  const mutation = new MutationObserver<boolean, unknown, number, Snapshot>(client, {
    mutationFn: async (id) => (await (await browserApi()).toggleFavorite(id)).data.product.is_favorite,
    onMutate: async (id) => {
      // A read still under way would overwrite the flip with the old list.
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<number[]>(key);
      const known = previous ?? useWishlistStore.getState().ids;
      client.setQueryData<number[]>(key, withId(known, id, !known.includes(id)));
      return { known, loaded: previous !== undefined };
    },
    onError: (_error, _id, snapshot) => {
      if (snapshot) client.setQueryData(key, snapshot.known);
    },
    onSuccess: (saved, id) => {
      client.setQueryData<number[]>(key, (ids = []) => withId(ids, id, saved));
    },
    onSettled: (_data, _error, _id, snapshot) => {
      // The flip was made before the list had arrived: read the whole list now.
      if (!snapshot?.loaded) void client.invalidateQueries({ queryKey: key });
    },
  });
  return mutation.mutate(productId);
}
