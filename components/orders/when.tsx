import { useFormatter } from 'next-intl';

/**
 * A date from the API (ISO 8601) in the shopper's language, in UTC as the backend writes
 * placed_at, so server and browser agree. Text that is not a date is shown as it came.
 */
export function When({ value, withTime = false }: { value: string | null | undefined; withTime?: boolean }) {
  const format = useFormatter();
  if (!value) return null;
  const date = new Date(/^\d{4}-\d\d-\d\d \d/.test(value) ? value.replace(' ', 'T') : value);
  if (Number.isNaN(date.getTime())) return <>{value}</>;
  const text = format.dateTime(date, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hour12: true } : {}),
    timeZone: 'UTC',
  });
  return <time dateTime={date.toISOString()}>{text}</time>;
}
