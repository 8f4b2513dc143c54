// How the contract writes numbers and dates (docs/contract.md "Conventions").

/** Integer minor units (cents) to the decimal number the API speaks. */
export const money = (minor: number): number => Math.round(minor) / 100;

/** Percentage saved with two decimals, as the original writes it (33.33); 0 without a discount. */
export function discountPercentage(price: number, discountPrice: number): number {
  if (discountPrice <= 0 || price <= 0 || discountPrice >= price) return 0;
  return Math.round(((price - discountPrice) * 10000) / price) / 100;
}

const SHORT_UNITS: Record<number, string> = { 3: 'K', 6: 'M', 9: 'B', 12: 'T' };

/**
 * "950", "1.23K", "3.45M": review counts as the original abbreviates them (at most two decimals,
 * English grouping, so 999,999 is "1,000K").
 */
export function shortCount(value: number): string {
  if (value < 1000) return String(Math.max(0, Math.trunc(value)));
  const exponent = Math.min(12, Math.floor(Math.log10(value) / 3) * 3);
  return `${(value / 10 ** exponent).toLocaleString('en-US', { maximumFractionDigits: 2 })}${SHORT_UNITS[exponent]}`;
}

/** "1,204": sold counts with thousands separators. */
export const groupedCount = (value: number): string => value.toLocaleString('en-US');

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A country's dialling code as the original sends it: its digits without "+" ("1", "44"; its
 * clients write "+{phone_code}"). Codes kept with a "+" are answered without it; blank is null.
 */
export function dialCode(value: string | null | undefined): string | null {
  const digits = (value ?? '').trim().replace(/^\+/, '');
  return digits === '' ? null : digits;
}

/** "Y-m-d H:i:s" in UTC, the flash-sale date format of the contract. */
export function dateTime(value: Date): string {
  return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
}

export const ONLINE_WINDOW_MS = 10 * 60 * 1000;

/** Someone seen within the last ten minutes counts as online. */
export const isOnline = (lastSeen: Date | null, now = Date.now()): boolean =>
  lastSeen !== null && now - lastSeen.getTime() < ONLINE_WINDOW_MS;

/**
 * Plain-text teaser of an HTML body for list views: the text's first 200 characters, cut without
 * a marker, as the original's blog lists send it.
 */
export function excerpt(html: string, max = 200): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;?|&#160;?/g, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(text).slice(0, max).join('').trimEnd();
}

/**
 * Whole percentages of a total that add up to exactly 100 (largest remainder): plain rounding
 * of 1, 1 and 1 of 3 gives 33 + 33 + 33 = 99, and of 1 and 1 of 2 with 0.5s can give 101.
 * All zeros when the total is 0.
 */
export function wholePercentages(counts: number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count * 100) / total);
  const result = exact.map(Math.floor);
  let left = 100 - result.reduce((sum, value) => sum + value, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    result[index] += 1;
    left -= 1;
  }
  return result;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The display dates the original writes with PHP's date() patterns, in UTC and always in English:
 * "d M, Y" is "05 Mar, 2024" (blogs), "F d, Y" is "March 05, 2024" (reviews) and "d F, Y" is
 * "05 March, 2024" (support tickets and their messages). Clients read them back into dates.
 */
export type DisplayDatePattern = 'd M, Y' | 'F d, Y' | 'd F, Y';

export function displayDate(value: Date, pattern: DisplayDatePattern): string {
  const day = pad(value.getUTCDate());
  const month = MONTHS[value.getUTCMonth()];
  const year = value.getUTCFullYear();
  if (pattern === 'd M, Y') return `${day} ${month.slice(0, 3)}, ${year}`;
  if (pattern === 'F d, Y') return `${month} ${day}, ${year}`;
  return `${day} ${month}, ${year}`;
}
