'use client';
// Which overlay is open. Only one at a time: opening one closes the other (switching
// between the login, register and forgot dialogs closes the current one). Not persisted.
import { create } from 'zustand';

export type Overlay = 'login' | 'register' | 'forgot' | 'otp' | 'reset' | 'cart' | null;
/** 'verify': the account itself is verified, e.g. before placing an order when the shop asks for it. */
export type OtpPurpose = 'register' | 'forgot' | 'verify';

interface UiState {
  overlay: Overlay;
  /** The email or phone a one-time code was sent to, for the OTP dialog. */
  otpTarget: string | null;
  otpPurpose: OtpPurpose;
  /** The token /verify-otp gave in the forgot-password flow, for the Reset Password dialog. */
  resetToken: string | null;
  open(overlay: Exclude<Overlay, null>): void;
  openOtp(target: string, purpose: OtpPurpose): void;
  openReset(token: string): void;
  close(): void;
}

export const useUiStore = create<UiState>()((set) => ({
  overlay: null,
  otpTarget: null,
  otpPurpose: 'register',
  resetToken: null,
  open: (overlay) => set({ overlay }),
  openOtp: (target, purpose) => set({ overlay: 'otp', otpTarget: target, otpPurpose: purpose }),
  openReset: (token) => set({ overlay: 'reset', resetToken: token }),
  close: () => set({ overlay: null }),
}));
