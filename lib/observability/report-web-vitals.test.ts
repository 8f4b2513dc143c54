/** @jest-environment jsdom */
import type { Metric } from 'web-vitals';

type Report = (metric: Metric) => void;
const reporters: Record<string, Report> = {};

jest.mock('web-vitals', () => ({
  onLCP: (report: Report) => (reporters.LCP = report),
  onINP: (report: Report) => (reporters.INP = report),
  onCLS: (report: Report) => (reporters.CLS = report),
  onTTFB: (report: Report) => (reporters.TTFB = report),
}));

const metric = (name: Metric['name'], value: number, id = `${name}-1`) => ({ name, value, id }) as Metric;

function hide(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('reportWebVitals', () => {
  const sendBeacon = jest.fn(() => true);

  beforeAll(async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    const { reportWebVitals } = await import('@/lib/observability/report-web-vitals');
    reportWebVitals('/ar/products/12/details');
    reportWebVitals('/ar/products/12/details');
  });

  it('sends everything gathered in one beacon when the page is hidden, and only then', () => {
    reporters.TTFB(metric('TTFB', 212.345));
    reporters.LCP(metric('LCP', 1234.56));
    reporters.CLS(metric('CLS', 0.012345));
    expect(sendBeacon).not.toHaveBeenCalled();
    hide(true);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('/api/web-vitals');
    expect(JSON.parse(body)).toEqual({
      page: 'product',
      device: 'mobile',
      metrics: [
        { name: 'TTFB', value: 212.3 },
        { name: 'LCP', value: 1234.6 },
        { name: 'CLS', value: 0.0123 },
      ],
    });
  });

  it('sends a metric of the view once, and what came after on the next hide', () => {
    hide(false);
    reporters.CLS(metric('CLS', 0.2));
    reporters.INP(metric('INP', 96));
    hide(true);
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    const [, body] = sendBeacon.mock.calls[1] as unknown as [string, string];
    expect(JSON.parse(body).metrics).toEqual([{ name: 'INP', value: 96 }]);
  });
});
