'use client';
// Shoppers' real Web Vitals (lib/observability/report-web-vitals.ts), started once the page has
// loaded and the browser is idle, so that measuring never delays what is measured. It reads
// nothing about the visitor: the cached page is the same for everyone.
import { useEffect } from 'react';
import { whenIdle } from '@/lib/when-idle';

export function WebVitalsReporter() {
  useEffect(() => {
    // The path the document was loaded at, before any client-side navigation changes it.
    const landingPath = location.pathname;
    let cancelled = false;
    const start = () =>
      whenIdle(() => {
        if (cancelled) return;
        // A failed download (offline) costs only this visit's figures.
        import('@/lib/observability/report-web-vitals').then(({ reportWebVitals }) => reportWebVitals(landingPath)).catch(() => undefined);
      });
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      removeEventListener('load', start);
    };
  }, []);
  return null;
}
