'use client';
// The page's toaster, mounted once sonner has loaded (see lib/toast.ts): on the first popup, or
// when the browser is idle after the page has loaded, so that the first popup is not kept
// waiting for the download.
import { useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, onSonnerLoaded, toasterMounted } from '@/lib/toast';

type Sonner = typeof import('sonner');

export function LazyToaster(props: ToasterProps) {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => onSonnerLoaded((module) => setSonner(() => module)), []);
  useEffect(() => {
    if (sonner) toasterMounted();
  }, [sonner]);
  useEffect(() => {
    const load = () => void loadSonner();
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 5000 });
      else window.setTimeout(load, 2000);
    };
    if (document.readyState === 'complete') {
      idle();
      return;
    }
    window.addEventListener('load', idle, { once: true });
    return () => window.removeEventListener('load', idle);
  }, []);
  return sonner ? <sonner.Toaster {...props} /> : null;
}
