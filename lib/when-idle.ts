/**
 * Runs `run` once the browser is idle (at the latest after `timeout` ms), or, where there is no
 * idle callback (Safari), a short moment after now. Answers a function that cancels it.
 */
export function whenIdle(run: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}
