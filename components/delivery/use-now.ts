'use client';
// The time now, as a store: null on the server and while hydrating (a page's estimate shows), then
// moved four times a minute (a countdown, and the arrival day at a cut-off and at midnight).
import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;

let clock: number | null = null;
function subscribeClock(changed: () => void): () => void {
  const tick = () => {
    clock = Date.now();
    changed();
  };
  tick();
  const timer = window.setInterval(tick, MINUTE / 4);
  return () => window.clearInterval(timer);
}
const onServer = () => null;

export function useNow(): Date | null {
  const at = useSyncExternalStore(subscribeClock, () => clock, onServer);
  return at === null ? null : new Date(at);
}
