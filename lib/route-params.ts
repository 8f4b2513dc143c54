/** A positive integer id from a route segment, or null (the page then answers 404). */
export function routeId(value: string): number | null {
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
