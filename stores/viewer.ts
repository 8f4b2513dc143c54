'use client';
// The signed-in shopper as the browser knows them. Public pages are rendered once for everyone,
// so the header, cart, wishlist and chat learn who is signed in here, from next-auth's session
// endpoint, after the HTML arrives. Until then `known` is false and the chrome shows the
// placeholder the readable hint cookie chose before first paint (lib/auth/viewer-hint.ts).
import { useEffect } from 'react';
import { create } from 'zustand';
import type { SessionUser } from '@/lib/auth/auth';
import { VIEWER_HINT_COOKIE, VIEWER_HINT_MAX_AGE } from '@/lib/auth/viewer-hint';

interface ViewerState {
  known: boolean;
  user: SessionUser | null;
  /** Reads the session again (after sign-in, a profile change, or on page load). */
  load(): Promise<void>;
  /** The session ended here (sign-out, or the backend refused the token). */
  signedOut(): void;
}

/** Whether the hint cookie says a shopper is signed in (known before the session is asked for). */
export const hinted = () => new RegExp(`(?:^|; )${VIEWER_HINT_COOKIE}=1(?:;|$)`).test(document.cookie);

function writeHint(signedIn: boolean): void {
  if (signedIn !== hinted()) {
    document.cookie = `${VIEWER_HINT_COOKIE}=${signedIn ? '1' : ''}; path=/; max-age=${signedIn ? VIEWER_HINT_MAX_AGE : 0}; samesite=lax`;
  }
  if (signedIn) document.documentElement.dataset.viewer = 'user';
  else delete document.documentElement.dataset.viewer;
}

let loading: Promise<void> | null = null;

export const useViewerStore = create<ViewerState>()((set) => ({
  known: false,
  user: null,
  load() {
    loading ??= fetch('/api/auth/session', { cache: 'no-store', credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`session ${response.status}`);
        const session = (await response.json()) as { profile?: SessionUser } | null;
        const user = session?.profile ?? null;
        writeHint(user !== null);
        set({ known: true, user });
      })
      .catch(() => {
        // Offline or the server failed: the placeholder stays; the next page load asks again.
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  },
  signedOut() {
    writeHint(false);
    set({ known: true, user: null });
  },
}));

/**
 * Who is signed in, asked once per page load; every island reads the same answer. Without the
 * hint cookie nobody is: middleware sets it on every page request that carries a session, and
 * the dialogs that open one read the session themselves. So guests ask nothing.
 */
export function useViewer(): { known: boolean; user: SessionUser | null } {
  const known = useViewerStore((state) => state.known);
  const user = useViewerStore((state) => state.user);
  useEffect(() => {
    const viewer = useViewerStore.getState();
    if (viewer.known) return;
    if (hinted()) void viewer.load();
    else useViewerStore.setState({ known: true, user: null });
  }, []);
  return { known, user };
}
