// One error type for every error the API answers on purpose; app.onError turns it into the
// envelope of docs/contract.md. Routes throw it for what is wrong with the request itself;
// services throw domain errors (server/services/errors.ts), which toHttpError gives their status
// here, and only here.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { Invalid, type DomainError, type DomainErrorKind, type FieldErrors } from '@/server/services/errors';

export type { FieldErrors } from '@/server/services/errors';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
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

/** The status of each kind of domain error. */
const STATUS: Record<DomainErrorKind, ContentfulStatusCode> = {
  'not-found': 404,
  invalid: 422,
  refused: 422,
  'credential-rejected': 400,
  unavailable: 503,
  'upstream-failed': 502,
};

/** A service's domain error as the API answers it: its status, its message, its field errors. */
export function toHttpError(error: DomainError): HttpError {
  return new HttpError(STATUS[error.kind], error.message, error instanceof Invalid ? error.errors : undefined);
}

export const notFound = (message = 'Not found'): HttpError => new HttpError(404, message);

/** The answer for a path the API does not have (or does not have in this configuration). */
export const routeNotFoundMessage = (path: string): string => `The route ${path.replace(/^\//, '')} could not be found.`;
export const routeNotFound = (path: string): HttpError => notFound(routeNotFoundMessage(path));

export const unauthenticated = (): HttpError => new HttpError(401, 'Unauthenticated.');

/** A 422 with the fields' messages, under Laravel's summary line (as a service's Invalid answers). */
export const validationError = (errors: FieldErrors): HttpError => toHttpError(new Invalid(errors));

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
