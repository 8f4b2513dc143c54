'use client';
// The page's toaster, mounted once sonner has loaded (see lib/toast.ts): on the first popup.
// Most visits raise none, so the library is not fetched for them at all, not even when idle;
// the first popup waits for one small download.
import { useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { onSonnerLoaded, toasterMounted } from '@/lib/toast';

type Sonner = typeof import('sonner');

export function LazyToaster(props: ToasterProps) {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => onSonnerLoaded((module) => setSonner(() => module)), []);
  useEffect(() => {
    if (sonner) toasterMounted();
  }, [sonner]);
  return sonner ? <sonner.Toaster {...props} /> : null;
}
