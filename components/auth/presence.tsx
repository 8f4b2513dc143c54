'use client';
// Presence: while a shopper is signed in, POST /update-last-seen on
// mount and every 10 minutes; it stops when they sign out or leave.
import { useEffect } from 'react';
import { browserApi } from '@/lib/api/browser';

export const HEARTBEAT_MS = 10 * 60 * 1000;

export function Presence({ signedIn }: { signedIn: boolean }) {
  useEffect(() => {
    if (!signedIn) return;
    const beat = () =>
      void browserApi()
        .then((api) => api.updateLastSeen())
        .catch(() => undefined);
    beat();
    const timer = window.setInterval(beat, HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [signedIn]);
  return null;
}
