import { addressDestination, placeFor } from './delivery-destination';
import type { DeliveryPlan } from './delivery-promise';

const plan: DeliveryPlan = {
  time_zone: 'Europe/London',
  handling_days: 0,
  cutoff_hour: 16,
  dispatch_days: [1, 2, 3, 4, 5],
  holidays: [],
  country: 'GB',
  destinations: [
    { country: 'GB', region: null, min_days: 1, max_days: 2, charge: 0 },
    { country: 'US', region: null, min_days: 5, max_days: 7, charge: 10 },
  ],
};

describe('the place a promise is made for', () => {
  it("is the address when there is one, even where the shop does not deliver (it says so)", () => {
    expect(placeFor(plan, { country: 'JP', region: 'Tokyo' }, 'US')).toEqual({ country: 'JP', region: 'Tokyo' });
  });

  it("is the device's chosen country where the shop delivers, else the shop's own country", () => {
    expect(placeFor(plan, null, 'US')).toEqual({ country: 'US' });
    expect(placeFor(plan, null, 'FR')).toEqual({ country: 'GB' });
    expect(placeFor(plan, null, null)).toEqual({ country: 'GB' });
  });

  it('reads an address without a country (another backend’s) as no address', () => {
    expect(addressDestination({ country: null, region: null })).toBeNull();
    expect(addressDestination(undefined)).toBeNull();
    expect(addressDestination({ country: 'AE', region: 'DU' })).toEqual({ country: 'AE', region: 'DU' });
  });
});
