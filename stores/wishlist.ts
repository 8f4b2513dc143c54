'use client';
// Which products the signed-in shopper has saved: the header's wishlist count and the heart on
// product pages read it. Filled from GET /favorite-products once the shopper is known to be
// signed in (login loads the favourite products); emptied when signed out.
// Not persisted: it is personal, and the server is the source of truth on every page load.
import { useEffect } from 'react';
import { create } from 'zustand';
import { browserRequest } from '@/lib/api/browser';

interface WishlistState {
  /** null until the header knows whether someone is signed in. */
  signedIn: boolean | null;
  ids: number[];
  /** Signs the store in (loading the list once) or out (forgetting it). */
  setSignedIn(signedIn: boolean): void;
  /** Adds or removes a product; answers whether it is saved now. */
  toggle(productId: number): Promise<boolean>;
}

let loading: Promise<void> | null = null;

export const useWishlistStore = create<WishlistState>()((set, get) => ({
  signedIn: null,
  ids: [],
  setSignedIn: (signedIn) => {
    if (!signedIn) {
      loading = null;
      set({ signedIn: false, ids: [] });
      return;
    }
    set({ signedIn: true });
    loading ??= browserRequest<{ products: { id: number }[] }>({ path: '/favorite-products' })
      .then(({ data }) => {
        if (get().signedIn) set({ ids: data.products.map((product) => product.id) });
      })
      .catch(() => {
        // The count stays at what is known; a 401 ends the session through browserRequest.
        loading = null;
      });
  },
  toggle: async (productId) => {
    const { data } = await browserRequest<{ product: { id: number; is_favorite: boolean } }>({
      method: 'POST',
      path: '/favorite-add-or-remove',
      body: { product_id: productId },
    });
    const saved = data.product.is_favorite;
    set((state) => ({ ids: saved ? [productId, ...state.ids.filter((id) => id !== productId)] : state.ids.filter((id) => id !== productId) }));
    return saved;
  },
}));

/** The header's wishlist count; tells the store whether someone is signed in (null: not known yet). */
export function useWishlistTotal(signedIn: boolean | null): number {
  const setSignedIn = useWishlistStore((state) => state.setSignedIn);
  useEffect(() => {
    if (signedIn !== null) setSignedIn(signedIn);
  }, [signedIn, setSignedIn]);
  return useWishlistStore((state) => state.ids.length);
}
