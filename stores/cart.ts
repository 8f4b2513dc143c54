'use client';
// The cart summary the header and floating tab show. Filled from /carts once a shopper is signed
// in; a guest's cart is empty.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface CartState {
  /** Number of items. */
  total: number;
  /** Amount in the shop's default currency. */
  totalAmount: number;
  reset(): void;
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      total: 0,
      totalAmount: 0,
      reset: () => set({ total: 0, totalAmount: 0 }),
    }),
    { name: 'cart', storage: createJSONStorage(() => localStorage), skipHydration: true, partialize: ({ total, totalAmount }) => ({ total, totalAmount }) },
  ),
);
