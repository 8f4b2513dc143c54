/**
 * For a lazily loaded part of a page (`next/dynamic`, a module imported on first use): when its
 * code cannot be fetched because the browser is offline, the load waits for the connection and
 * tries again, so the part shows its placeholder meanwhile instead of failing the whole page.
 * Any other failure is the caller's.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (typeof window === 'undefined' || navigator.onLine !== false) throw error;
    return new Promise<T>((resolve, reject) => {
      window.addEventListener('online', () => loadWhenOnline(load).then(resolve, reject), { once: true });
    });
  });
}
