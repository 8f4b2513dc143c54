// The days of a delivery promise as a shopper reads them, in their language's calendar format:
// one day with its weekday ("Wed, Dec 2"), or a range ("Dec 3 – 5"). The days are calendar days
// with no time zone, so they are formatted at UTC, where each is itself.
const calendarDay = (date: string) => new Date(`${date}T00:00:00Z`);

export function arrivalDates(earliest: string, latest: string, locale: string): { single: boolean; text: string } {
  if (earliest === latest) return { single: true, text: new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(calendarDay(latest)) };
  return { single: false, text: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(calendarDay(earliest), calendarDay(latest)) };
}

type ArrivalKey = 'arrivesOn' | 'arrivesBetween' | 'noDeliveryTo';

/** "Arrives by Wed, Dec 2", "Arrives Dec 3 – 5", or "Does not deliver to Japan" (no promise). */
export function arrivalLine(t: (key: ArrivalKey, values: Record<string, string>) => string, promise: { earliest: string; latest: string } | null, country: string, locale: string): string {
  if (!promise) return t('noDeliveryTo', { country: new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country });
  const dates = arrivalDates(promise.earliest, promise.latest, locale);
  return dates.single ? t('arrivesOn', { date: dates.text }) : t('arrivesBetween', { dates: dates.text });
}
