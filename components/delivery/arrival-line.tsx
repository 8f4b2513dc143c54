'use client';
// A shop's "Arrives …" line in the cart and at checkout, computed here from its delivery calendar
// for the place given (lib/delivery-destination.ts), and moved on at its cut-off and at midnight.
import { useLocale, useTranslations } from 'next-intl';
import { LtrRanges } from '@/components/ui/ltr-ranges';
import { arrivalLine } from '@/lib/arrival-dates';
import { deliveryPromise, type DeliveryPlan, type Destination } from '@/lib/delivery-promise';
import { useNow } from './use-now';

export function ArrivalLine({ plan, place, className = '' }: { plan: DeliveryPlan; place: Destination; className?: string }) {
  const t = useTranslations('Cart');
  const locale = useLocale();
  const now = useNow();
  if (!now) return null;
  const line = arrivalLine(t, deliveryPromise(plan, place, now), place.country.toUpperCase(), locale);
  return (
    <p data-arrival className={`text-xs font-semibold text-slate-900 ${className}`}>
      <LtrRanges text={line} />
    </p>
  );
}
