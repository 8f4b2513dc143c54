// One error type for every 4xx the API answers; app.onError turns it into the envelope of API.md.
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

export const notFound = (message = 'Not found'): ApiError => new ApiError(404, message);

export const unauthenticated = (): ApiError => new ApiError(401, 'Unauthenticated.');

/** Laravel's summary line: the first error, then how many more there are. */
export function validationError(errors: FieldErrors): ApiError {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first;
  return new ApiError(422, message, errors);
}
