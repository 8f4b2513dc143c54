'use client';
// "Arrives by Tue, 2 Dec" with the time left before the shop's cut-off, for a signed-in shopper's
// default address (its country, and its region where the shop has a zone for it), else the
// destination a visitor chose (kept on the device), else the shop's own country. Computed here,
// from the shop's delivery calendar in the page, so the cached page is the same for every visitor
// and every hour: the server's estimate (children) shows until the browser has the date, in the
// same space. The shopper's addresses are asked for here, once this late island has loaded.
import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { LtrRanges } from '@/components/ui/ltr-ranges';
import { useNow } from '@/components/delivery/use-now';
import { arrivalLine } from '@/lib/arrival-dates';
import { deliveryPromise, type DeliveryPlan, type Destination } from '@/lib/delivery-promise';
import { addressDestination, keepDestination, placeFor, storedDestination, subscribeDestination } from '@/lib/delivery-destination';
import { useQuickTranslations } from '@/lib/i18n/use-quick-translations';
import { useViewer } from '@/stores/viewer';

const MINUTE = 60_000;
const onServer = () => null;

// The default address's place, shared by the product islands of a shopper for half a minute (as
// the query cache keeps the addresses), so a product page opened after a change of address says it.
const FRESH_FOR = 30_000;
let defaultPlace: { user: number; at: number; place: Promise<Destination | null> } | null = null;
function loadDefaultPlace(user: number): Promise<Destination | null> {
  if (defaultPlace?.user === user && Date.now() - defaultPlace.at < FRESH_FOR) return defaultPlace.place;
  const place = import('@/lib/api/browser')
    .then(({ browserApi }) => browserApi())
    .then((api) => api.addresses())
    .then(({ addresses }) => addressDestination(addresses.find((address) => address.is_default) ?? addresses[0]))
    .catch(() => {
      defaultPlace = null;
      return null;
    });
  defaultPlace = { user, at: Date.now(), place };
  return place;
}

/** The signed-in shopper's default address as a place; null for a guest, or until it is known. */
function useDefaultPlace(): Destination | null {
  const { user } = useViewer();
  const [place, setPlace] = useState<Destination | null>(null);
  useEffect(() => {
    if (!user) return;
    let live = true;
    void loadDefaultPlace(user.id).then((found) => live && setPlace(found));
    return () => {
      live = false;
    };
  }, [user]);
  return user ? place : null;
}

export function ArrivalPromise({ plan, children }: { plan: DeliveryPlan; children: ReactNode }) {
  const t = useQuickTranslations('Product');
  const tc = useTranslations('Cart');
  const locale = useLocale();
  const selectId = useId();
  const now = useNow();
  const stored = useSyncExternalStore(subscribeDestination, storedDestination, onServer);
  const address = useDefaultPlace();
  const countries = [...new Set(plan.destinations.map((place) => place.country.toUpperCase()))];
  const place = placeFor(plan, address, stored);

  if (!now) return <div className="min-h-16">{children}</div>;
  const promise = deliveryPromise(plan, place, now);
  const line = arrivalLine(tc, promise, place.country, locale);
  const left = promise?.order_within ?? null;
  const minutes = left === null ? 0 : Math.max(1, Math.ceil(left / MINUTE));
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (
    <div className="min-h-16 text-xs text-slate-600">
      <p className="font-semibold text-slate-900" data-arrival>
        <LtrRanges text={line} />
      </p>
      {left !== null ? (
        <p>{minutes >= 60 ? t('orderWithin', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : t('orderWithinMinutes', { minutes })}</p>
      ) : null}
      {address ? (
        <p>{t('toYourAddress', { country: names.of(place.country) ?? place.country })}</p>
      ) : countries.length > 1 ? (
        <p className="flex items-center gap-1">
          <label htmlFor={selectId}>{t('deliverTo')}</label>
          <select
            id={selectId}
            value={place.country}
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
