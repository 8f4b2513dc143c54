// Personal data never enters a log line: whatever code logs (a message, an error from the
// database, a value), e-mail addresses, phone numbers, tokens, passwords and one-time codes are
// masked before the line is written. Keys that name personal fields are masked whatever they hold.

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=|-]+/gi;
// JSON Web Tokens, Stripe-like keys and other long opaque secrets.
const TOKEN = /\b(?:eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]+)?|(?:sk|pk|rk|whsec)_[A-Za-z0-9_]{8,}|[A-Fa-f0-9]{32,}|(?=[A-Za-z_-]*\d)[A-Za-z0-9_-]{40,}={0,2})\b/g;
// A phone number: 7 or more digits, with spaces, dots, dashes or brackets between, maybe a '+'.
const PHONE = /(?<![\w.-])\+?\d(?:[\s().-]?\d){6,}(?![\w-])/g;
// key=value or "key":"value" pairs whose key names a secret.
const SECRET_PAIR = /\b(password|passwd|otp|code|token|secret|cookie|authorization)(["']?\s*[:=]\s*["']?)([^"'\s&,;]+)/gi;

// What any of the patterns above needs to be present: most lines (routes, statuses, durations)
// have none of it and are passed on without the five replacements.
const SUSPECT = /@|bearer|basic|password|passwd|otp|code|token|secret|cookie|authorization|eyJ|[a-z]{2,5}_|[A-Za-z0-9_-]{32}|\d[\s().-]?\d[\s().-]?\d[\s().-]?\d[\s().-]?\d[\s().-]?\d[\s().-]?\d/i;

export function scrubText(text: string): string {
  if (!SUSPECT.test(text)) return text;
  return text
    .replace(BEARER, '$1 [token]')
    .replace(EMAIL, '[email]')
    .replace(TOKEN, '[token]')
    .replace(SECRET_PAIR, '$1$2[redacted]')
    .replace(PHONE, '[number]');
}

/** Field names whose values are personal whatever they look like. */
const PERSONAL_KEY = /^(e-?mail|phone|mobile|password|new_password|old_password|password_confirmation|otp|token|access_token|refresh_token|id_token|secret|authorization|cookie|set-cookie|address|address_line|body|first_name|last_name|ip|client_address)$/i;

/** Fields the shop itself writes with values it made: ids an operator searches the log for. */
const OWN_KEYS = new Set(['requestId', 'digest', 'traceId', 'spanId', 'route', 'routeType', 'method', 'status', 'durationMs', 'cache', 'level', 'time']);

/** A copy of a value with personal data masked; bounded in depth so a cycle cannot hang it. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '[deep]';
  // An error's message and stack are not enumerable: written out here, as pino's serializer would.
  if (value instanceof Error) {
    const cause = (value as { cause?: unknown }).cause;
    return { type: value.name, message: scrubText(value.message), stack: value.stack ? scrubText(value.stack) : undefined, ...(cause !== undefined && { cause: scrubValue(cause, depth + 1) }) };
  }
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (depth === 0 && OWN_KEYS.has(key)) out[key] = item;
    else out[key] = PERSONAL_KEY.test(key) && item !== null && item !== undefined && item !== '' ? '[redacted]' : scrubValue(item, depth + 1);
  }
  return out;
}
