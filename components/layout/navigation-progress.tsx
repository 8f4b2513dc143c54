'use client';
// The loading state of a navigation inside the shop: pages are rendered on the server, so after a
// click the old page stays until the new one arrives. On a slow phone that wait gets a thin
// progress bar at the top (shown only when the wait exceeds SHOW_AFTER_MS, so fast navigations
// do not flicker) until the new URL is on screen.
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense, useEffect, useRef, useState } from 'react';
import { shopNavigationTarget } from '@/lib/client-navigation';
import { usePathname } from '@/lib/i18n/navigation';

export const SHOW_AFTER_MS = 150;
const GIVE_UP_MS = 20_000;

function Progress() {
  const t = useTranslations('Chrome');
  const url = `${usePathname()}?${useSearchParams().toString()}`;
  const current = useRef(url);
  // The URL a navigation started from; the bar shows only while that URL is still on screen.
  const [pending, setPending] = useState<{ from: string; shown: boolean } | null>(null);

  useEffect(() => {
    current.current = url;
  }, [url]);

  useEffect(() => {
    let timers: number[] = [];
    const start = () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      const from = current.current;
      setPending({ from, shown: false });
      timers = [
        window.setTimeout(() => setPending((state) => (state?.from === from ? { from, shown: true } : state)), SHOW_AFTER_MS),
        window.setTimeout(() => setPending((state) => (state?.from === from ? null : state)), GIVE_UP_MS),
      ];
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement && shopNavigationTarget(anchor, event, window.location)) start();
    };
    // Capture phase: next/link cancels the click's default (it navigates itself) before the
    // event bubbles to the document.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', start);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', start);
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, []);

  if (!pending?.shown || pending.from !== url) return null;
  return (
    <div role="progressbar" aria-label={t('loadingPage')} className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary-100">
      <div className="h-full w-1/3 animate-[shop-progress_1.2s_ease-in-out_infinite] bg-primary-600 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}

export function NavigationProgress() {
  return (
    <Suspense fallback={null}>
      <Progress />
    </Suspense>
  );
}
