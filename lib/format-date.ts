/**
 * A date from the API's text (ISO 8601, or "Y-m-d H:i:s" from an upstream backend), or null when
 * it cannot be read; callers then show the text as it came instead of failing the page.
 */
export function dateOf(value: string): Date | null {
  const date = new Date(/^\d{4}-\d\d-\d\d \d/.test(value) ? value.replace(' ', 'T') : value);
  return Number.isNaN(date.getTime()) ? null : date;
}
