// Shoppers' Web Vitals as Prometheus histograms, by page kind and device class only (bounded
// labels). prom-client is loaded by Node beside the bundle (next.config.mjs), so these live on
// the one default registry the web server's /metrics reads, created once (metrics.ts's `once`).
import { Counter, Histogram } from 'prom-client';
import { once } from './metrics';
import type { Device, MetricName } from '@/lib/observability/web-vitals-beacon';
import type { PageKind } from '@/lib/observability/page-kind';

type Labels = 'page' | 'device';
export type BeaconOutcome = 'accepted' | 'invalid' | 'refused' | 'limited';

const histogram = (name: string, help: string, buckets: number[]): Histogram<Labels> => once(name, () => new Histogram({ name, help, buckets, labelNames: ['page', 'device'] }));

// Buckets around each metric's "good" and "poor" thresholds (web.dev): LCP 2.5 / 4 s, INP 0.2 /
// 0.5 s, TTFB 0.8 / 1.8 s, CLS 0.1 / 0.25, so that p75 reads well where it matters.
const HISTOGRAMS: Record<MetricName, { metric: Histogram<Labels>; scale: number }> = {
  LCP: { metric: histogram('shop_web_vitals_lcp_seconds', 'Largest Contentful Paint of shoppers’ page views, in seconds.', [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]), scale: 1 / 1000 },
  INP: { metric: histogram('shop_web_vitals_inp_seconds', 'Interaction to Next Paint of shoppers’ page views, in seconds.', [0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2]), scale: 1 / 1000 },
  TTFB: { metric: histogram('shop_web_vitals_ttfb_seconds', 'Time to First Byte of shoppers’ page views, in seconds.', [0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.4, 1.8, 2.5, 5]), scale: 1 / 1000 },
  CLS: { metric: histogram('shop_web_vitals_cls', 'Cumulative Layout Shift of shoppers’ page views.', [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1]), scale: 1 },
};

const beacons = once('shop_web_vitals_beacons_total', () => new Counter({ name: 'shop_web_vitals_beacons_total', help: 'Web Vitals beacons received, by outcome.', labelNames: ['outcome'] as const }));

/** Records one metric of a page view; values of LCP, INP and TTFB arrive in milliseconds. */
export function observeWebVital(name: MetricName, value: number, labels: { page: PageKind; device: Device }): void {
  const { metric, scale } = HISTOGRAMS[name];
  metric.observe(labels, value * scale);
}

export function countBeacon(outcome: BeaconOutcome): void {
  beacons.inc({ outcome });
}
