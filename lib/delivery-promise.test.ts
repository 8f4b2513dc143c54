import { deliveryPromise, destinationFor, type DeliveryPlan } from './delivery-promise';

// A shop in Dubai: dispatches Sunday to Thursday (the weekend is Friday and Saturday there), a day
// to pack, orders before 14:00 Dubai time count from that day.
const dubai: DeliveryPlan = {
  time_zone: 'Asia/Dubai',
  handling_days: 1,
  cutoff_hour: 14,
  dispatch_days: [7, 1, 2, 3, 4],
  holidays: ['2026-12-02'],
  country: 'AE',
  destinations: [
    { country: 'AE', region: null, min_days: 1, max_days: 2, charge: 5 },
    { country: 'AE', region: 'Abu Dhabi', min_days: 2, max_days: 3, charge: 7 },
    { country: 'SA', region: null, min_days: 3, max_days: 5, charge: 20 },
  ],
};

const at = (iso: string) => new Date(iso);

describe('deliveryPromise', () => {
  it('counts an order before the cut-off from that day, with the time left to the cut-off', () => {
    // Monday 30 November 2026, 09:40 in Dubai (05:40 UTC): dispatched Tuesday, arrives Wed–Thu.
    const promise = deliveryPromise(dubai, { country: 'AE' }, at('2026-11-30T05:40:00Z'));
    expect(promise).toEqual({ earliest: '2026-12-02', latest: '2026-12-03', order_within: (4 * 60 + 20) * 60_000, charge: 5 });
  });

  it('counts an order after the cut-off from the next dispatch day, skipping a holiday', () => {
    // Monday 14:00 in Dubai: counts from Tuesday; Wednesday 2 December is a holiday, so the day
    // to pack ends Thursday.
    const promise = deliveryPromise(dubai, { country: 'AE' }, at('2026-11-30T10:00:00Z'));
    expect(promise).toMatchObject({ earliest: '2026-12-04', latest: '2026-12-05', order_within: null });
  });

  it('reads the day in the shop time zone, not the shopper one, right at midnight', () => {
    // 19:59:59 UTC Thursday 3 December is 23:59:59 in Dubai, after the cut-off: counts from Sunday
    // (Friday and Saturday are no dispatch days), packed by Monday 7 December.
    expect(deliveryPromise(dubai, { country: 'AE' }, at('2026-12-03T19:59:59Z'))).toMatchObject({ earliest: '2026-12-08', latest: '2026-12-09' });
    // One second later it is Friday in Dubai: the same.
    expect(deliveryPromise(dubai, { country: 'AE' }, at('2026-12-03T20:00:00Z'))).toMatchObject({ earliest: '2026-12-08', latest: '2026-12-09' });
    // Sunday 00:00 in Dubai (Saturday 20:00 UTC): a dispatch day before its cut-off.
    expect(deliveryPromise(dubai, { country: 'AE' }, at('2026-12-05T20:00:00Z'))).toMatchObject({ earliest: '2026-12-08', order_within: 14 * 3_600_000 });
  });

  it('keeps the cut-off at the shop local hour across a change of summer time', () => {
    const newYork: DeliveryPlan = { ...dubai, time_zone: 'America/New_York', handling_days: 0, cutoff_hour: 12, dispatch_days: [1, 2, 3, 4, 5, 6, 7], holidays: [] };
    // Summer time ended on Sunday 1 November 2026: noon in New York is 17:00 UTC afterwards.
    expect(deliveryPromise(newYork, { country: 'AE' }, at('2026-11-02T16:30:00Z'))).toMatchObject({ earliest: '2026-11-03', order_within: 30 * 60_000 });
    // And 16:00 UTC before it, on Saturday 31 October.
    expect(deliveryPromise(newYork, { country: 'AE' }, at('2026-10-31T15:30:00Z'))).toMatchObject({ earliest: '2026-11-01', order_within: 30 * 60_000 });
  });

  it('uses the region entry over the country one, the country one for other regions, none elsewhere', () => {
    expect(destinationFor(dubai, { country: 'ae', region: 'abu dhabi' })?.charge).toBe(7);
    expect(destinationFor(dubai, { country: 'AE', region: 'Sharjah' })?.charge).toBe(5);
    expect(deliveryPromise(dubai, { country: 'SA' }, at('2026-11-30T05:40:00Z'))).toMatchObject({ earliest: '2026-12-04', latest: '2026-12-06', charge: 20 });
    expect(deliveryPromise(dubai, { country: 'EG' }, at('2026-11-30T05:40:00Z'))).toBeNull();
  });

  it("promises a region's own days for an address in it, the country's for one in another region or none", () => {
    // Monday 30 November 2026, 09:40 in Dubai: dispatched Tuesday.
    const now = at('2026-11-30T05:40:00Z');
    expect(deliveryPromise(dubai, { country: 'AE', region: 'Abu Dhabi' }, now)).toMatchObject({ earliest: '2026-12-03', latest: '2026-12-04', charge: 7 });
    expect(deliveryPromise(dubai, { country: 'ae', region: ' ABU DHABI ' }, now)).toMatchObject({ earliest: '2026-12-03', latest: '2026-12-04' });
    expect(deliveryPromise(dubai, { country: 'AE', region: 'Sharjah' }, now)).toMatchObject({ earliest: '2026-12-02', latest: '2026-12-03', charge: 5 });
    expect(deliveryPromise(dubai, { country: 'AE', region: '' }, now)).toMatchObject({ earliest: '2026-12-02', charge: 5 });
    // A region of a country the shop delivers to only by region: not served elsewhere in it.
    const regional: DeliveryPlan = { ...dubai, destinations: [{ country: 'GB', region: 'LND', min_days: 3, max_days: 4, charge: 9 }] };
    expect(deliveryPromise(regional, { country: 'GB', region: 'lnd' }, now)).toMatchObject({ earliest: '2026-12-04', latest: '2026-12-05' });
    expect(deliveryPromise(regional, { country: 'GB', region: 'Leeds' }, now)).toBeNull();
    expect(deliveryPromise(regional, { country: 'GB' }, now)).toBeNull();
  });

  it('promises nothing for a shop that never dispatches', () => {
    expect(deliveryPromise({ ...dubai, dispatch_days: [] }, { country: 'AE' }, at('2026-11-30T05:40:00Z'))).toBeNull();
  });
});
