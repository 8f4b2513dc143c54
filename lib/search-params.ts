// Reading listing parameters from the URL: anything malformed falls back to the default instead
// of reaching the backend.
export type SearchParams = Record<string, string | string[] | undefined>;

export function firstParam(params: SearchParams, key: string): string | undefined {
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

export function pageParam(params: SearchParams, max = 10_000): number {
  const page = Number(firstParam(params, 'page'));
  return Number.isInteger(page) && page >= 1 && page <= max ? page : 1;
}

/** A database id: a whole number from 1 to the largest 32-bit integer, or undefined. */
export function idParam(params: SearchParams, key: string): number | undefined {
  const value = Number(firstParam(params, key));
  return Number.isInteger(value) && value > 0 && value < 2 ** 31 ? value : undefined;
}

export function textParam(params: SearchParams, key: string, maxLength = 200): string {
  return (firstParam(params, key) ?? '').trim().slice(0, maxLength);
}
