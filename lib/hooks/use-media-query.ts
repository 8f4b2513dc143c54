'use client';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches. The server (and the hydrating render) assume it does not, so
 * markup that must look right before hydration has to be styled with CSS for both cases.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
