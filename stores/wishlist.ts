'use client';
// Which products the signed-in shopper has saved, as the header's wishlist count and the heart on
// product pages read it. Both are first-load code of catalogue pages, so they cannot load TanStack
// Query: the wishlist lives in the query cache (lib/account/wishlist.ts, loaded with `import()`
// once the shopper is known to be signed in), and the cache writes its ids here. This store
// never writes back (docs/adr/0020). Not persisted: it is personal, and the server is the source
// of truth on every page load.
import { useEffect } from 'react';
import { create } from 'zustand';

interface WishlistState {
  /** null until the header knows whether someone is signed in. */
  signedIn: boolean | null;
  /** The cache's favourite ids (empty until they arrive, and for guests). */
  ids: number[];
  /** Signs the store in (following the cache's list) or out (forgetting it). */
  setSignedIn(signedIn: boolean): void;
  /** Adds or removes a product (the heart flips at once); answers whether it is saved now. */
  toggle(productId: number): Promise<boolean>;
}

const wishlistCache = () => import('@/lib/account/wishlist');

/** The end of following the cache, while someone is signed in. */
let following: Promise<() => void> | null = null;

export const useWishlistStore = create<WishlistState>()((set) => ({
  signedIn: null,
  ids: [],
  setSignedIn: (signedIn) => {
    if (!signedIn) {
      const stop = following;
      following = null;
      set({ signedIn: false, ids: [] });
      if (stop) {
        void stop.then(async (unsubscribe) => {
          unsubscribe();
          (await wishlistCache()).forgetWishlist();
        });
      }
      return;
    }
    set({ signedIn: true });
    following ??= wishlistCache()
      .then((module) => module.followWishlist())
      .catch(() => {
        // The code did not arrive (offline): the next sign-in tries again.
        following = null;
        return () => undefined;
      });
  },
  toggle: async (productId) => (await wishlistCache()).toggleFavorite(productId),
}));

/** The header's wishlist count; tells the store whether someone is signed in (null: not known yet). */
export function useWishlistTotal(signedIn: boolean | null): number {
  const setSignedIn = useWishlistStore((state) => state.setSignedIn);
  useEffect(() => {
    if (signedIn !== null) setSignedIn(signedIn);
  }, [signedIn, setSignedIn]);
  return useWishlistStore((state) => state.ids.length);
}
