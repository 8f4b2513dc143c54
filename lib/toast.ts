// The shop's popups, with sonner loaded on the first one instead of with every page: sonner is about 11 KB of compressed script and
// inserts its stylesheet when it starts, neither of which a page needs before its first popup.
// The page's toaster (LazyToaster) mounts once sonner is here, and a popup is shown only after it
// listens, since sonner drops popups raised while no toaster is mounted.
import type { ReactElement, ReactNode } from 'react';
import type { ExternalToast } from 'sonner';
import { ApiError, unreachableMessage } from '@/lib/api/core';

type Sonner = typeof import('sonner');

let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
let ready: Promise<void> | null = null;
let markReady: (() => void) | null = null;
const subscribers = new Set<(module: Sonner) => void>();

/** Starts loading sonner (once) and tells the page's toaster when it is here. */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      for (const subscriber of subscribers) subscriber(module);
      return module;
    },
    (error: unknown) => {
      // Offline before sonner was ever needed: tried again with the next popup.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** For the page's toaster: called with sonner once it has loaded; answers the unsubscription. */
export function onSonnerLoaded(subscriber: (module: Sonner) => void): () => void {
  if (sonner) subscriber(sonner);
  else subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

/** For the page's toaster: it is mounted and listening, so popups can be raised. */
export function toasterMounted(): void {
  ready ??= Promise.resolve();
  markReady?.();
}

function whenReady(): Promise<Sonner> {
  ready ??= new Promise<void>((resolve) => (markReady = resolve));
  return Promise.all([loadSonner(), ready]).then(([module]) => module);
}

/**
 * A popup's text when sonner itself cannot be loaded (offline before the first popup): a plain
 * alert above the connection notice, gone after a while, so that no failure goes unsaid.
 */
function plainAlert(message: unknown): void {
  if (typeof message !== 'string' || typeof document === 'undefined') return;
  const alert = document.createElement('p');
  alert.className = 'connection-notice plain-alert';
  alert.setAttribute('role', 'alert');
  alert.textContent = message;
  document.body.append(alert);
  setTimeout(() => alert.remove(), 8000);
}

function raise(show: (module: Sonner) => void, message?: unknown): void {
  whenReady().then(show, () => plainAlert(message));
}

type Message = ReactNode | (() => ReactNode);

export const toast = {
  success: (message: Message, data?: ExternalToast) => raise((module) => module.toast.success(message, data), message),
  error: (message: Message, data?: ExternalToast) => raise((module) => module.toast.error(message, data), message),
  warning: (message: Message, data?: ExternalToast) => raise((module) => module.toast.warning(message, data), message),
  custom: (jsx: (id: number | string) => ReactElement, data?: ExternalToast) => raise((module) => module.toast.custom(jsx, data)),
  /** Closes one popup, or all; nothing to close before sonner has loaded. */
  dismiss: (id?: number | string) => {
    sonner?.toast.dismiss(id);
  },
};

/**
 * The popup for a call that failed: the backend's message when it answered one, else `fallback`
 * (the connection dropped, the answer was not the contract's). With `quietWhenSignedOut`, a 401
 * raises nothing: the session has ended and the sign-in flow takes over.
 */
export function toastFailure(error: unknown, fallback: string, options: ExternalToast & { quietWhenSignedOut?: boolean } = {}): void {
  const { quietWhenSignedOut = false, ...data } = options;
  if (quietWhenSignedOut && error instanceof ApiError && error.status === 401) return;
  // A part of the page that could not even be loaded while offline says so too.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  toast.error(error instanceof ApiError ? error.message : offline ? unreachableMessage(document.documentElement.lang) : fallback, data);
}
