// Each kind of domain error a service throws, as the API answers it.
import { CredentialRejected, Invalid, NotFound, Refused, Unavailable, UpstreamFailed, type DomainError } from '@/server/services/errors';
import { HttpError, toHttpError, validationError } from './errors';

const answer = (error: DomainError) => {
  const http = toHttpError(error);
  expect(http).toBeInstanceOf(HttpError);
  return { status: http.status, message: http.message, errors: http.errors };
};

describe('toHttpError', () => {
  it('gives every kind of domain error its status and keeps its message', () => {
    expect(answer(new NotFound('Order not found'))).toEqual({ status: 404, message: 'Order not found', errors: undefined });
    expect(answer(new NotFound())).toEqual({ status: 404, message: 'Not found', errors: undefined });
    expect(answer(new Refused('This voucher has expired.'))).toEqual({ status: 422, message: 'This voucher has expired.', errors: undefined });
    expect(answer(new CredentialRejected('Credential is invalid!'))).toEqual({ status: 400, message: 'Credential is invalid!', errors: undefined });
    expect(answer(new Unavailable('Please try again in a moment.'))).toEqual({ status: 503, message: 'Please try again in a moment.', errors: undefined });
    expect(answer(new UpstreamFailed('The payment could not be started.'))).toEqual({ status: 502, message: 'The payment could not be started.', errors: undefined });
  });

  it('answers Invalid as a 422 with its field errors under the Laravel summary line', () => {
    const one = { coupon_code: ['The coupon code is invalid.'] };
    expect(answer(new Invalid(one))).toEqual({ status: 422, message: 'The coupon code is invalid.', errors: one });
    const three = { email: ['The email has already been taken.'], phone: ['The phone has already been taken.', 'Another.'] };
    expect(answer(new Invalid(three))).toEqual({ status: 422, message: 'The email has already been taken. (and 2 more errors)', errors: three });
    expect(answer(new Invalid({ a: ['First.'], b: ['Second.'] })).message).toBe('First. (and 1 more error)');
    expect(answer(new Invalid({})).message).toBe('The given data was invalid.');
  });

  it('answers a route’s validationError exactly as a service’s Invalid', () => {
    const errors = { product_id: ['The selected product id is invalid.'], quantity: ['The quantity must be at least 1.'] };
    const fromRoute = validationError(errors);
    expect({ status: fromRoute.status, message: fromRoute.message, errors: fromRoute.errors }).toEqual(answer(new Invalid(errors)));
  });
});
