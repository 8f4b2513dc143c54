// A shop's delivery calendar, edited through GET and POST /seller/delivery-calendar: validated
// (nothing a client sends answers 5xx), applied to the shop's products' calendars, and the shop's
// product pages expired.
import { eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { cacheTags, expiriesSoFar } from '@/lib/cache-tags';
import type { DeliveryPlan } from '@/lib/api/schemas/delivery';
import { issueToken } from '@/server/services/accounts';
import { call, shopForTests, type Envelope, type ErrorBody, type TestShop } from '@/server/test/test-app';

jest.setTimeout(60_000);

let shop: TestShop;
shopForTests((started) => (shop = started));

let ip = 0;
async function shopToken(shopId: number): Promise<string> {
  const answer = await call<Envelope<{ access: { token: string } }>>('/seller/login', {
    method: 'POST',
    json: { email: `shop${shopId}@example.com`, password: 'password' },
    headers: { 'X-Forwarded-For': `10.7.0.${++ip}` },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.access.token;
}
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
type Calendar = Envelope<{ calendar: DeliveryPlan }> & ErrorBody;
const read = (token?: string) => call<Calendar>('/seller/delivery-calendar', { headers: token ? bearer(token) : {} });
const save = (token: string | undefined, json: unknown) => call<Calendar>('/seller/delivery-calendar', { method: 'POST', json, headers: token ? bearer(token) : {} });

describe('the shop side delivery calendar', () => {
  it("reads the shop's calendar and changes what is sent, the zones as a whole", async () => {
    const token = await shopToken(2);
    const before = await read(token);
    expect(before.status).toBe(200);
    expect(before.body.data.calendar.destinations.length).toBeGreaterThan(0);
    const [product] = await shop.handle.db.select({ id: s.products.id }).from(s.products).where(eq(s.products.shopId, 2)).limit(1);
    const expired = expiriesSoFar(cacheTags.product(product.id));

    const saved = await save(token, {
      time_zone: 'Asia/Tokyo',
      cutoff_hour: 11,
      dispatch_days: [5, 1, 1, 3],
      holidays: ['2027-01-01', '2026-12-31'],
      destinations: [
        { country: 'jp', min_days: 1, max_days: 2, charge: 4.5 },
        { country: 'JP', region: 'Okinawa', min_days: 3, max_days: 5 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Delivery calendar saved');
    expect(saved.body.data.calendar).toEqual({
      ...before.body.data.calendar,
      time_zone: 'Asia/Tokyo',
      cutoff_hour: 11,
      dispatch_days: [1, 3, 5],
      holidays: ['2026-12-31', '2027-01-01'],
      destinations: [
        { country: 'JP', region: null, min_days: 1, max_days: 2, charge: 4.5 },
        { country: 'JP', region: 'Okinawa', min_days: 3, max_days: 5, charge: 0 },
      ],
    });
    expect((await read(token)).body.data.calendar).toEqual(saved.body.data.calendar);
    // The product page says it: its answer carries the new calendar, and its cached page expired.
    const details = await call<Envelope<{ product: { delivery: DeliveryPlan | null } }>>(`/product-details?product_id=${product.id}`);
    expect(details.body.data.product.delivery).toEqual(saved.body.data.calendar);
    expect(expiriesSoFar(cacheTags.product(product.id))).toBe(expired + 1);

    // No zone: the shop delivers nowhere, and its products carry no calendar.
    expect((await save(token, { destinations: [] })).body.data.calendar.destinations).toEqual([]);
    expect((await call<Envelope<{ product: { delivery: DeliveryPlan | null } }>>(`/product-details?product_id=${product.id}`)).body.data.product.delivery).toBeNull();
  });

  it('refuses what is not a calendar with a 422 under the field, never a 5xx', async () => {
    const token = await shopToken(3);
    const before = (await read(token)).body.data.calendar;
    const refusals: [unknown, string][] = [
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ time_zone: '' }, 'time_zone'],
      [{ time_zone: 7 }, 'time_zone'],
      [{ cutoff_hour: 25 }, 'cutoff_hour'],
      [{ cutoff_hour: -1 }, 'cutoff_hour'],
      [{ cutoff_hour: 1.5 }, 'cutoff_hour'],
      [{ handling_days: '2 days' }, 'handling_days'],
      [{ dispatch_days: [0] }, 'dispatch_days.0'],
      [{ dispatch_days: [] }, 'dispatch_days'],
      [{ dispatch_days: 'weekdays' }, 'dispatch_days'],
      [{ holidays: ['2026-02-30'] }, 'holidays.0'],
      [{ holidays: ['Christmas'] }, 'holidays.0'],
      [{ holidays: [20261225] }, 'holidays.0'],
      [{ destinations: [{ country: 'XX', min_days: 1, max_days: 2 }] }, 'destinations.0.country'],
      [{ destinations: [{ country: 'GB', min_days: 3, max_days: 2 }] }, 'destinations.0.max_days'],
      [{ destinations: [{ country: 'GB', min_days: -1, max_days: 2 }] }, 'destinations.0.min_days'],
      [{ destinations: [{ country: 'GB', min_days: 1, max_days: 2, charge: -5 }] }, 'destinations.0.charge'],
      [
        {
          destinations: [
            { country: 'GB', region: 'LND', min_days: 1, max_days: 2 },
            { country: 'gb', region: 'lnd', min_days: 1, max_days: 2 },
          ],
        },
        'destinations',
      ],
      [{ destinations: { country: 'GB' } }, 'destinations'],
    ];
    for (const [json, field] of refusals) {
      const answer = await save(token, json);
      expect([answer.status, JSON.stringify(json)]).toEqual([422, JSON.stringify(json)]);
      expect(Object.keys(answer.body.errors ?? {})).toContain(field);
    }
    for (const body of ['not json', '[]', 'null']) {
      const answer = await call('/seller/delivery-calendar', { method: 'POST', body, headers: { ...bearer(token), 'Content-Type': 'application/json' } });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect((await read(token)).body.data.calendar).toEqual(before);
  });

  it("is the shop's own: a shopper's token or none is refused", async () => {
    const shopper = (await issueToken(shop.handle.db, 2)).token;
    expect((await read()).status).toBe(401);
    expect((await read(shopper)).status).toBe(401);
    expect((await save(undefined, { cutoff_hour: 10 })).status).toBe(401);
    expect((await save(shopper, { cutoff_hour: 10 })).status).toBe(401);
  });
});
