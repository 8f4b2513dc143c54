'use client';
// Which overlay is open. Only one at a time: opening one closes the other (SPEC.md: switching
// between the login, register and forgot dialogs closes the current one). Not persisted.
import { create } from 'zustand';

export type Overlay = 'login' | 'register' | 'otp' | 'cart' | 'search' | 'menu' | null;

interface UiState {
  overlay: Overlay;
  /** The email or phone a one-time code was sent to, for the OTP dialog. */
  otpTarget: string | null;
  open(overlay: Exclude<Overlay, null>): void;
  openOtp(target: string): void;
  close(): void;
}

export const useUiStore = create<UiState>()((set) => ({
  overlay: null,
  otpTarget: null,
  open: (overlay) => set({ overlay }),
  openOtp: (target) => set({ overlay: 'otp', otpTarget: target }),
  close: () => set({ overlay: null }),
}));
