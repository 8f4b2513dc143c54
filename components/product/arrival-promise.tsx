'use client';
// "Arrives by Tue, 2 Dec" for the destination the shopper chose (kept on the device) or the shop's
// own country, with the time left before the shop's cut-off. Computed here, from the shop's
// delivery calendar in the page, so the cached page is the same for every visitor and every hour:
// the server's estimate (children) shows until the browser has the date, in the same space.
import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { LtrRanges } from '@/components/ui/ltr-ranges';
import { arrivalDates } from '@/lib/arrival-dates';
import { deliveryPromise, type DeliveryPlan } from '@/lib/delivery-promise';
import { useQuickTranslations } from '@/lib/i18n/use-quick-translations';

const KEY = 'delivery-destination';
const MINUTE = 60_000;

// The time now, as a store: null on the server and while hydrating (the page's estimate shows),
// then moved four times a minute (the countdown, and the date at the cut-off and at midnight).
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

// The chosen destination, kept on the device; other tabs' choices arrive by the storage event.
const listeners = new Set<() => void>();
function subscribeDestination(changed: () => void): () => void {
  listeners.add(changed);
  window.addEventListener('storage', changed);
  return () => {
    listeners.delete(changed);
    window.removeEventListener('storage', changed);
  };
}
function storedDestination(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
function keepDestination(country: string): void {
  try {
    localStorage.setItem(KEY, country);
  } catch {
    // Private modes without storage: the choice holds for this page.
    memory = country;
  }
  for (const changed of listeners) changed();
}
let memory: string | null = null;

export function ArrivalPromise({ plan, children }: { plan: DeliveryPlan; children: ReactNode }) {
  const t = useQuickTranslations('Product');
  const locale = useLocale();
  const selectId = useId();
  const at = useSyncExternalStore(subscribeClock, () => clock, onServer);
  const stored = useSyncExternalStore(subscribeDestination, () => storedDestination() ?? memory, onServer);
  const countries = [...new Set(plan.destinations.map((place) => place.country.toUpperCase()))];
  const country = stored && countries.includes(stored) ? stored : plan.country.toUpperCase();
  const now = at === null ? null : new Date(at);

  if (!now) return <div className="min-h-16">{children}</div>;
  const promise = deliveryPromise(plan, { country }, now);
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  let line: string;
  if (!promise) line = t('noDeliveryTo', { country: names.of(country) ?? country });
  else {
    const dates = arrivalDates(promise.earliest, promise.latest, locale);
    line = dates.single ? t('arrivesOn', { date: dates.text }) : t('arrivesBetween', { dates: dates.text });
  }
  const left = promise?.order_within ?? null;
  const minutes = left === null ? 0 : Math.max(1, Math.ceil(left / MINUTE));
  return (
    <div className="min-h-16 text-xs text-slate-600">
      <p className="font-semibold text-slate-900" data-arrival>
        <LtrRanges text={line} />
      </p>
      {left !== null ? (
        <p>{minutes >= 60 ? t('orderWithin', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : t('orderWithinMinutes', { minutes })}</p>
      ) : null}
      {countries.length > 1 ? (
        <p className="flex items-center gap-1">
          <label htmlFor={selectId}>{t('deliverTo')}</label>
          <select
            id={selectId}
            value={country}
            onChange={(event) => keepDestination(event.target.value)}
            className="rounded border border-slate-300 bg-white px-1 py-0.5"
          >
            {countries.map((code) => (
              <option key={code} value={code}>
                {names.of(code) ?? code}
              </option>
            ))}
          </select>
        </p>
      ) : null}
    </div>
  );
}
