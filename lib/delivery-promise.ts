// The day a parcel arrives, computed where it is shown (the browser, from data in a cached page
// that is the same for every visitor) with the shop's own calendar: the shop dispatches on its
// dispatch days in its own time zone, an order placed before the cut-off hour of a dispatch day
// counts from that day, an order after it from the next dispatch day; the handling time is counted
// in dispatch days, holidays skipped; the transit time of the destination is counted in calendar
// days from the dispatch. docs/contract.md, "Delivery promise".
import type { DeliveryDestination, DeliveryPlan } from '@/lib/api/schemas/delivery';

export type { DeliveryPlan };

export interface Destination {
  country: string;
  region?: string | null;
}

export interface DeliveryPromise {
  /** The first and last day it may arrive (YYYY-MM-DD, a calendar day with no time zone). */
  earliest: string;
  latest: string;
  /** Milliseconds until today's cut-off, while an order placed now is dispatched from today. */
  order_within: number | null;
  charge: number;
}

const DAY = 86_400_000;

/** The shop-local calendar day and hour of an instant. */
function localParts(at: Date, timeZone: string): { day: number; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  return { day: Date.UTC(parts.year, parts.month - 1, parts.day) / DAY, minutes: parts.hour * 60 + parts.minute + parts.second / 60 };
}

/** The instant a shop-local day's hour begins (the zone's offset then, not now's: summer time). */
function instantOf(day: number, hour: number, timeZone: string): number {
  const wall = day * DAY + hour * 3_600_000;
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const seen = localParts(new Date(guess), timeZone);
    guess += wall - (seen.day * DAY + seen.minutes * 60_000);
  }
  return guess;
}

/** Day numbers (days since 1970-01-01) as YYYY-MM-DD and back. */
export const dateOf = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10);
const dayOf = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY;

/** ISO weekday of a day number: 1970-01-01 was a Thursday (4). */
const weekday = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

/** The destination entry that serves a place: its region's, else its country's. */
export function destinationFor(plan: DeliveryPlan, place: Destination): DeliveryDestination | null {
  const country = place.country.toUpperCase();
  const region = place.region?.trim().toLowerCase() || null;
  const ofCountry = plan.destinations.filter((entry) => entry.country.toUpperCase() === country);
  return (region && ofCountry.find((entry) => entry.region?.toLowerCase() === region)) || ofCountry.find((entry) => !entry.region) || null;
}

/** When an order placed `now` arrives at `place`; null when the shop does not deliver there. */
export function deliveryPromise(plan: DeliveryPlan, place: Destination, now: Date): DeliveryPromise | null {
  const destination = destinationFor(plan, place);
  if (!destination) return null;
  const holidays = new Set(plan.holidays.map(dayOf));
  const dispatches = (day: number) => plan.dispatch_days.includes(weekday(day)) && !holidays.has(day);
  // A shop with no dispatch day in a whole year never dispatches.
  const nextDispatch = (from: number): number | null => {
    for (let day = from; day < from + 366; day++) if (dispatches(day)) return day;
    return null;
  };
  const { day: today, minutes } = localParts(now, plan.time_zone);
  const beforeCutoff = dispatches(today) && minutes < plan.cutoff_hour * 60;
  let dispatch = beforeCutoff ? today : nextDispatch(today + 1);
  for (let left = plan.handling_days; left > 0 && dispatch !== null; left--) dispatch = nextDispatch(dispatch + 1);
  if (dispatch === null) return null;
  return {
    earliest: dateOf(dispatch + destination.min_days),
    latest: dateOf(dispatch + Math.max(destination.min_days, destination.max_days)),
    order_within: beforeCutoff ? instantOf(today, plan.cutoff_hour, plan.time_zone) - now.getTime() : null,
    charge: destination.charge,
  };
}
