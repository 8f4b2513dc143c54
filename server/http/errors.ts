// One error type for every 4xx the API answers; app.onError turns it into the envelope of docs/contract.md.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Adds a message under a field. Field names come from the client (`constructor`, `__proto__`):
 * the list is always the object's own property, never one inherited from Object.prototype.
 */
export function addFieldError(errors: FieldErrors, attribute: string, message: string): void {
  if (!Object.hasOwn(errors, attribute)) Object.defineProperty(errors, attribute, { value: [], enumerable: true, writable: true, configurable: true });
  errors[attribute].push(message);
}

export const notFound = (message = 'Not found'): ApiError => new ApiError(404, message);

/** The answer for a path the API does not have (or does not have in this configuration). */
export const routeNotFoundMessage = (path: string): string => `The route ${path.replace(/^\//, '')} could not be found.`;
export const routeNotFound = (path: string): ApiError => notFound(routeNotFoundMessage(path));

export const unauthenticated = (): ApiError => new ApiError(401, 'Unauthenticated.');

/** Laravel's summary line: the first error, then how many more there are. */
export function validationError(errors: FieldErrors): ApiError {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first;
  return new ApiError(422, message, errors);
}

/**
 * True when the database refused a value itself (SQLSTATE class 22, "data exception": a number
 * out of range, a NUL byte, text that is not a valid date or number). Validation keeps such
 * values out; one that slips past a schema is still the client's value, so the answer is a 422
 * rather than a 500.
 */
export function isDatabaseDataError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}
