// Flash-sale times come as "Y-m-d H:i:s" in UTC (docs/contract.md); ISO strings are accepted too.
export function parseSaleTime(value: string): number {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

export function remainingUntil(target: number, now: number): Remaining {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

/** Whether a sale's start time has passed (at request time, on the server). */
export function hasStarted(startDate: string, now = Date.now()): boolean {
  return parseSaleTime(startDate) <= now;
}
