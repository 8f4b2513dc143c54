// Loaded when the browser is idle after `load` (components/observability/web-vitals-reporter.tsx),
// never on the way to the first paint. Collects the page view's LCP, INP, CLS and TTFB and sends
// them together in one beacon when the page is hidden: the moment web-vitals finalises them, and
// the last one a browser reliably gives a page that is being left or closed.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { BEACON_PATH, deviceOf, MAX_METRICS } from '@/lib/observability/web-vitals-beacon';
import { pageKindOf } from '@/lib/observability/page-kind';

type UserAgentData = { mobile?: boolean };

let started = false;

/** `landingPath` is the path the document was loaded at: LCP and TTFB belong to that page. */
export function reportWebVitals(landingPath: string): void {
  if (started || typeof navigator.sendBeacon !== 'function') return;
  started = true;
  const page = pageKindOf(landingPath);
  const hint = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData?.mobile;
  const device = deviceOf(window.innerWidth, hint);
  // By metric id: a page restored from the back/forward cache is a new view with new ids. A
  // metric already sent is not sent again when it grows (CLS after the page is shown again):
  // each view is counted once in the server's histograms.
  const pending = new Map<string, Metric>();
  const sent = new Set<string>();
  const keep = (metric: Metric) => {
    if (!sent.has(metric.id)) pending.set(metric.id, metric);
  };
  // Every change, not only the final values: nothing is sent before the page is hidden anyway,
  // and an interaction web-vitals had received but not yet processed when the page was hidden
  // is otherwise processed without being reported (INP lost for a click just before leaving).
  const options = { reportAllChanges: true };
  onLCP(keep, options);
  onINP(keep, options);
  onCLS(keep, options);
  onTTFB(keep, options);
  const flush = () => {
    if (document.visibilityState !== 'hidden' || pending.size === 0) return;
    const metrics = [...pending.values()].slice(0, MAX_METRICS).map((metric) => ({ name: metric.name, value: rounded(metric) }));
    for (const id of pending.keys()) sent.add(id);
    pending.clear();
    navigator.sendBeacon(BEACON_PATH, JSON.stringify({ page, device, metrics }));
  };
  // On window without capture: after web-vitals' own capturing listeners, so its final values
  // are in by then. Chromium fires pagehide before visibilitychange when a page is left, so
  // pagehide sends only where the page was hidden first.
  addEventListener('visibilitychange', flush);
  addEventListener('pagehide', flush);
}

function rounded(metric: Metric): number {
  return metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value * 10) / 10;
}
