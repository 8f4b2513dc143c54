// What a service refuses, said in the shop's terms. Services know nothing of HTTP: the API's
// error handler gives each kind its status and envelope (toHttpError in server/http/errors.ts;
// ADR 0024). A new kind is added to DomainErrorKind, and the mapping then has to name its status.

export type FieldErrors = Record<string, string[]>;

export type DomainErrorKind = 'not-found' | 'invalid' | 'refused' | 'credential-rejected' | 'unavailable' | 'upstream-failed';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing asked for does not exist, or not for this caller. */
export class NotFound extends DomainError {
  readonly kind = 'not-found';

  constructor(message = 'Not found') {
    super(message);
  }
}

/** Laravel's summary line: the first error, then how many more there are. */
export function summaryOf(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  return more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first;
}

/** Values the caller sent are wrong, each message under the field it is about. */
export class Invalid extends DomainError {
  readonly kind = 'invalid';

  constructor(readonly errors: FieldErrors) {
    super(summaryOf(errors));
  }
}

/**
 * The request is well formed but a rule of the shop refuses it as things stand: the product is
 * sold out, the order is no longer pending, the voucher was already collected.
 */
export class Refused extends DomainError {
  readonly kind = 'refused';
}

/** A password, one-time code, reset link or sign-in token does not let the caller in. */
export class CredentialRejected extends DomainError {
  readonly kind = 'credential-rejected';
}

/** It cannot be done right now (a provider cannot be reached, a busy moment); asking again may work. */
export class Unavailable extends DomainError {
  readonly kind = 'unavailable';
}

/** An outside provider the shop relies on (a payment gateway) failed what it was asked to do. */
export class UpstreamFailed extends DomainError {
  readonly kind = 'upstream-failed';
}
