import { basketAddressId, withSavedAddress } from './basket-address';
import { idempotencyKeys } from './idempotency';
import { paymentOptionsOf } from './payment-methods';
import { paymentOutcomeOf } from './payment-outcome';
import { placedOrderPath, placeOrderBody } from './placement';

describe('the basket address', () => {
  it('is the default address, else the first, else none', () => {
    expect(basketAddressId([{ id: 1, is_default: false }, { id: 2, is_default: true }])).toBe(2);
    expect(basketAddressId([{ id: 4, is_default: false }, { id: 3, is_default: false }])).toBe(4);
    expect(basketAddressId([])).toBeNull();
  });

  it('takes a saved address in place, a new one at the end, and one default only', () => {
    const list = [{ id: 1, is_default: true, line: 'a' }, { id: 2, is_default: false, line: 'b' }];
    expect(withSavedAddress(list, { id: 2, is_default: false, line: 'B' })).toEqual([list[0], { id: 2, is_default: false, line: 'B' }]);
    expect(withSavedAddress(list, { id: 3, is_default: true, line: 'c' })).toEqual([
      { id: 1, is_default: false, line: 'a' },
      list[1],
      { id: 3, is_default: true, line: 'c' },
    ]);
  });
});

describe('payment options', () => {
  const gateways = [
    { name: 'stripe', title: 'Stripe', logo: '/media/stripe.webp', is_active: true },
    { name: 'paypal', title: 'PayPal', logo: null, is_active: false },
    { name: 'sandbox', title: null, logo: null, is_active: true },
  ];

  it('offers cash and the active gateways as the shop switches them', () => {
    expect(paymentOptionsOf({ cash_on_delivery: true, online_payment: true, payment_gateways: gateways }).map((option) => option.name)).toEqual(['cash', 'stripe', 'sandbox']);
    expect(paymentOptionsOf({ cash_on_delivery: false, online_payment: true, payment_gateways: gateways })[1]).toEqual({ name: 'sandbox', title: 'sandbox', logo: null });
    expect(paymentOptionsOf({ cash_on_delivery: true, online_payment: false, payment_gateways: gateways }).map((option) => option.name)).toEqual(['cash']);
    expect(paymentOptionsOf({ cash_on_delivery: false, online_payment: false, payment_gateways: gateways })).toEqual([]);
  });
});

describe('idempotency keys', () => {
  it('keeps the key while the request stays the same, and starts again for another request or after success', () => {
    let n = 0;
    const keys = idempotencyKeys(() => `k${++n}`);
    expect(keys.keyFor({ a: 1 })).toBe('k1');
    expect(keys.keyFor({ a: 1 })).toBe('k1');
    expect(keys.keyFor({ a: 2 })).toBe('k2');
    expect(keys.keyFor({ a: 1 })).toBe('k3');
    keys.forget();
    expect(keys.keyFor({ a: 1 })).toBe('k4');
  });

  it('makes unguessable keys by default', () => {
    const [one, two] = [idempotencyKeys().keyFor({}), idempotencyKeys().keyFor({})];
    expect(one).toMatch(/^[0-9a-f]{32}$/);
    expect(one).not.toBe(two);
  });
});

describe('placing', () => {
  it('sends only what is filled in, shops in order', () => {
    expect(placeOrderBody({ shopIds: [7, 3], addressId: 2, paymentMethod: 'cash', couponCode: ' ', note: '', isBuyNow: false })).toEqual({ shop_ids: [3, 7], address_id: 2, payment_method: 'cash' });
    expect(placeOrderBody({ shopIds: [3], addressId: 2, paymentMethod: 'stripe', couponCode: 'HUB10 ', note: ' Leave at the door ', isBuyNow: true })).toEqual({
      shop_ids: [3],
      address_id: 2,
      payment_method: 'stripe',
      coupon_code: 'HUB10',
      note: 'Leave at the door',
      is_buy_now: 1,
    });
  });

  it('goes to the order when there is one, else to the order history', () => {
    expect(placedOrderPath({ orders: [{ id: 5 }] })).toBe('/order-history/5');
    expect(placedOrderPath({ orders: [{ id: 5 }, { id: 6 }] })).toBe('/order-history');
    expect(placedOrderPath({})).toBe('/order-history');
  });

  it('reads the payment outcome of the way back', () => {
    expect(paymentOutcomeOf('paid')).toBe('paid');
    expect(paymentOutcomeOf(['cancelled', 'paid'])).toBe('cancelled');
    expect(paymentOutcomeOf('PAID')).toBeNull();
    expect(paymentOutcomeOf(undefined)).toBeNull();
  });
});
