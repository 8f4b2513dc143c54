import { issueToken } from '@/server/services/accounts';
import { call, startTestShop, type Envelope, type ErrorBody, type TestShop } from '@/server/test/test-app';

jest.setTimeout(60_000);

let shop: TestShop;
let demo: string;
beforeAll(async () => {
  shop = await startTestShop();
  demo = (await issueToken(shop.handle.db, 1)).token;
});
afterAll(() => shop.close());

interface Affiliations {
  balance: string;
  referral_code: string;
  referral_link: string;
  total: number;
  referrals: { name: string; joined_at: string; orders: number; earned: string }[];
}

const get = <T = ErrorBody>(path: string, headers: Record<string, string> = {}) => call<T>(path, { headers });
const as = (token: string, more: Record<string, string> = {}) => ({ Authorization: `Bearer ${token}`, ...more });

describe('GET /affiliations', () => {
  it('answers 401 without a valid token', async () => {
    expect(await get('/affiliations')).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect((await get('/affiliations', as('nope'))).status).toBe(401);
  });

  it('gives the balance, the code, a link to the shop the shopper uses, and the referrals newest first', async () => {
    const answer = await get<Envelope<Affiliations>>('/affiliations', as(demo, { 'X-Forwarded-Host': 'shop.example', 'X-Forwarded-Proto': 'https' }));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      balance: '12.50',
      referral_code: 'DEMO2024',
      referral_link: 'https://shop.example/?ref=DEMO2024',
      total: 2,
      referrals: [
        { name: expect.any(String), joined_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), orders: 2, earned: '5.00' },
        { name: expect.any(String), joined_at: expect.any(String), orders: 3, earned: '7.50' },
      ],
    });
    const [newer, older] = answer.body.data.referrals;
    expect(Date.parse(newer.joined_at)).toBeGreaterThan(Date.parse(older.joined_at));
  });

  it('takes the link’s host from Host, and never a host that is not a plain name', async () => {
    const plain = await get<Envelope<Affiliations>>('/affiliations', as(demo, { Host: '127.0.0.1:3000' }));
    expect(plain.body.data.referral_link).toBe('http://127.0.0.1:3000/?ref=DEMO2024');
    const odd = await get<Envelope<Affiliations>>('/affiliations', as(demo, { 'X-Forwarded-Host': 'evil.example/"><script>' }));
    expect(odd.body.data.referral_link).toBe('http://localhost/?ref=DEMO2024');
  });

  it('pages the referrals and refuses bad paging', async () => {
    const second = await get<Envelope<Affiliations>>('/affiliations?page=2&per_page=1', as(demo));
    expect(second.body.data.total).toBe(2);
    expect(second.body.data.referrals).toEqual([expect.objectContaining({ orders: 3, earned: '7.50' })]);
    const bad = await get('/affiliations?per_page=0', as(demo));
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.per_page).toBeDefined();
  });

  it('lists a shopper who registered with the code, with no orders or earnings yet', async () => {
    const registered = await call<Envelope<{ user: { id: number }; access: { token: string } }>>('/registration', {
      method: 'POST',
      headers: { 'X-Forwarded-For': '198.51.100.7' },
      json: { name: 'Katherine Johnson', phone: '4155550777', email: 'katherine@example.com', password: 'orbit-1962', country: 'United States', phone_code: '+1', ref_id: 'demo2024' },
    });
    expect(registered.status).toBe(200);
    const answer = await get<Envelope<Affiliations>>('/affiliations', as(demo));
    expect(answer.body.data.total).toBe(3);
    expect(answer.body.data.referrals[0]).toEqual({ name: 'Katherine Johnson', joined_at: expect.any(String), orders: 0, earned: '0.00' });
    // The new shopper has a code of their own, and nobody referred by them yet.
    const theirs = await get<Envelope<Affiliations>>('/affiliations', as(registered.body.data.access.token));
    expect(theirs.body.data).toMatchObject({ balance: '0.00', total: 0, referrals: [] });
    expect(theirs.body.data.referral_code).toMatch(/^[A-Z0-9]{6,}$/);
    expect(theirs.body.data.referral_link).toMatch(new RegExp(`/\\?ref=${theirs.body.data.referral_code}$`));
  });
});
