'use client';
// Which overlay is open. Not persisted: a reload starts with everything closed.
import { create } from 'zustand';

export type Overlay = 'login' | 'cart' | 'search' | 'menu' | null;

interface UiState {
  overlay: Overlay;
  open(overlay: Exclude<Overlay, null>): void;
  close(): void;
}

export const useUiStore = create<UiState>()((set) => ({
  overlay: null,
  open: (overlay) => set({ overlay }),
  close: () => set({ overlay: null }),
}));
