// What the browser's Web Vitals beacon carries, shared by the reporter (lib/observability/
// report-web-vitals.ts) and the endpoint (app/api/web-vitals). No URL, id or anything about the
// shopper: a page kind, a device class and the values.

import { flagOf } from '@/lib/coerce';

export const BEACON_PATH = '/api/web-vitals';

export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** A beacon never needs more: four metrics of a page view, and a few views after bfcache restores. */
export const MAX_METRICS = 10;
export const MAX_BEACON_BYTES = 2048;

/**
 * The device class from the viewport's width (Tailwind's `md` and `lg` breakpoints) unless the
 * browser says it is a phone (`navigator.userAgentData.mobile`): a phone in landscape is wider
 * than `md` but is still a phone.
 */
export function deviceOf(viewportWidth: number, mobileHint?: boolean): Device {
  if (mobileHint === true) return 'mobile';
  if (viewportWidth < 768) return 'mobile';
  return viewportWidth < 1024 ? 'tablet' : 'desktop';
}

/** The switch of the whole feature: `WEB_VITALS=off` renders nothing, loads nothing, and the endpoint is gone. */
export function webVitalsEnabled(env: Record<string, string | undefined>): boolean {
  return flagOf(env.WEB_VITALS) !== false;
}
