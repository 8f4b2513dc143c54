'use client';
// The voucher centre's per-shopper state: which of its vouchers the signed-in shopper has
// collected (read after the page is interactive, never part of the cached page) and which one is
// being collected. Not persisted.
import { create } from 'zustand';

interface VoucherCentreState {
  /** Ids of the shopper's collected vouchers; empty for a guest or before they are known. */
  collected: readonly number[];
  /** The voucher whose collect is under way. */
  collecting: number | null;
  setCollected(ids: readonly number[]): void;
  markCollected(id: number): void;
  setCollecting(id: number | null): void;
}

export const useVoucherCentreStore = create<VoucherCentreState>()((set) => ({
  collected: [],
  collecting: null,
  setCollected: (ids) => set({ collected: [...ids] }),
  markCollected: (id) => set((state) => (state.collected.includes(id) ? state : { collected: [...state.collected, id] })),
  setCollecting: (id) => set({ collecting: id }),
}));
