// A yes or no as forms, query strings, JSON, settings and environment variables write it, read the
// same way everywhere: true/false, 1/0, and "1", "true", "on", "yes" / "0", "false", "off", "no"
// in any case, with spaces around. No imports: the middleware, the web server and the browser's
// first load may use it.

const YES = new Set(['1', 'true', 'on', 'yes']);
const NO = new Set(['0', 'false', 'off', 'no']);

/** true or false for a spelling of yes or no; undefined when absent, blank or anything else. */
export function flagOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return undefined;
}

/** A form's or a request's flag: absent, null or blank is no; other values must be a yes or a no. */
export function formFlagOf(value: unknown): unknown {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return false;
  return flagOf(value) ?? value;
}
