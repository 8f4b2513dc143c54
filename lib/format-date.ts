/**
 * Dates from the API's text. Three forms come in:
 * - ISO 8601 ("2024-03-05T10:20:30.000Z"), an instant;
 * - "Y-m-d H:i:s" ("2024-03-05 10:20:30") from an upstream backend;
 * - the original backend's English display dates, read as UTC days: "05 Mar, 2024" (blogs),
 *   "March 05, 2024" (reviews), "05 March, 2024" (support tickets), optionally followed by a
 *   time of day ("05 March, 2024 10:30 AM").
 * Anything else gives null; callers then show the text as it came instead of failing the page.
 */
export interface ApiDate {
  date: Date;
  /** False for a bare day: show it without a time, in UTC, so it is the same day everywhere. */
  hasTime: boolean;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function monthIndex(name: string): number {
  const lower = name.toLowerCase();
  return MONTHS.findIndex((month) => month === lower || month.slice(0, 3) === lower);
}

const TIME = String.raw`(?:\s+(\d{1,2}):(\d{2})\s*([AaPp][Mm])?)?`;
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})${TIME}$`);
const MONTH_FIRST = new RegExp(String.raw`^([A-Za-z]+)\s+(\d{1,2}),?\s+(\d{4})${TIME}$`);

function displayDate(value: string): ApiDate | null {
  const dayFirst = DAY_FIRST.exec(value);
  const monthFirst = dayFirst ? null : MONTH_FIRST.exec(value);
  const match = dayFirst ?? monthFirst;
  if (!match) return null;
  const [day, monthName] = dayFirst ? [match[1], match[2]] : [match[2], match[1]];
  const month = monthIndex(monthName);
  const [year, hourText, minuteText, meridiem] = [Number(match[3]), match[4], match[5], match[6]];
  if (month < 0) return null;
  let hour = hourText === undefined ? 0 : Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  const date = new Date(Date.UTC(year, month, Number(day), hour, minute));
  // 31 February rolls over into March: no such day.
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== month) return null;
  return { date, hasTime: hourText !== undefined };
}

export function readDate(value: string | null | undefined): ApiDate | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const shown = displayDate(text);
  if (shown) return shown;
  // Only machine forms from here on: a number alone or free text is not a date.
  if (!/^\d{4}-\d\d-\d\d/.test(text)) return null;
  const date = new Date(/^\d{4}-\d\d-\d\d \d/.test(text) ? text.replace(' ', 'T') : text);
  if (Number.isNaN(date.getTime())) return null;
  return { date, hasTime: /^\d{4}-\d\d-\d\d[T ]\d/.test(text) };
}

/** The date in an API text, or null when it cannot be read. */
export function dateOf(value: string): Date | null {
  return readDate(value)?.date ?? null;
}

/** An API date as machine text for `<time dateTime>` and structured data; null when unreadable. */
export function isoOf(value: string | null | undefined): string | null {
  const read = readDate(value);
  if (!read) return null;
  return read.hasTime ? read.date.toISOString() : read.date.toISOString().slice(0, 10);
}

/** What next-intl's formatter (getFormatter or useFormatter) offers for dates. */
export interface DateFormatter {
  dateTime(date: Date, options: DateOptions): string;
}

type DateOptions = { dateStyle: 'medium'; timeStyle?: 'short'; timeZone?: string };

/**
 * An API date as the shopper reads it, in the page's language: "5 Mar 2024" or "٥ مارس ٢٠٢٤";
 * with `withTime`, instants also show their time (a bare day never gets one). A bare day is
 * written in UTC so it is the same day on the server and in every browser. Text that is no date
 * comes back as it is, with no machine date.
 */
export function shownDate(format: DateFormatter, value: string, withTime = false): { text: string; iso: string | undefined } {
  const read = readDate(value);
  if (!read) return { text: value, iso: undefined };
  const options: DateOptions = read.hasTime ? { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}) } : { dateStyle: 'medium', timeZone: 'UTC' };
  return { text: format.dateTime(read.date, options), iso: isoOf(value) ?? undefined };
}
