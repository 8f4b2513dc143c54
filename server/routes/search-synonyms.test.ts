// The operator's synonyms: listed, stored, removed behind the admin token, and used by the next
// search.
import { withEnv } from '@/server/test/env';
import { call, shopForTests, type Envelope, type ErrorBody } from '@/server/test/test-app';

jest.setTimeout(60_000);

shopForTests();

const token = 'synonym-token';
const admin = { Authorization: `Bearer ${token}` };
interface Synonym {
  id: number;
  term: string;
  alternatives: string[];
}

const names = async (search: string) => {
  const answer = await call<Envelope<{ products: { name: string }[] }>>(`/products?per_page=100&search=${encodeURIComponent(search)}`);
  return answer.body.data.products.map((product) => product.name);
};

describe('/admin/search-synonyms', () => {
  it('does not exist without ADMIN_API_TOKEN, and refuses a wrong token', async () => {
    await withEnv({ ADMIN_API_TOKEN: undefined }, async () => {
      expect((await call('/admin/search-synonyms', { headers: admin })).status).toBe(404);
    });
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      expect((await call('/admin/search-synonyms', { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
      expect((await call('/admin/search-synonyms', { method: 'POST', json: { term: 'x', alternatives: ['y'] } })).status).toBe(401);
    });
  });

  it('lists the demo synonyms', async () => {
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      const answer = await call<Envelope<{ synonyms: Synonym[] }>>('/admin/search-synonyms', { headers: admin });
      expect(answer.status).toBe(200);
      expect(answer.body.data.synonyms).toEqual(expect.arrayContaining([expect.objectContaining({ term: 'shoes', alternatives: ['sneakers', 'boots'] })]));
    });
  });

  it('stores a synonym that the next search uses, replaces it, and removes it', async () => {
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      // Two products' names, each what the made-up word will mean in turn.
      const listed = await call<Envelope<{ products: { name: string }[] }>>('/products?per_page=2');
      const [first, second] = listed.body.data.products.map((product) => product.name);
      expect(await names('thermos')).toEqual([]);
      const saved = await call<Envelope<Synonym>>('/admin/search-synonyms', { method: 'POST', headers: admin, json: { term: '  Thermos ', alternatives: [first] } });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual(expect.objectContaining({ term: 'thermos', alternatives: [first.toLowerCase()] }));
      expect(await names('thermos')).toContain(first);

      const replaced = await call<Envelope<Synonym>>('/admin/search-synonyms', { method: 'POST', headers: admin, json: { term: 'thermos', alternatives: [second] } });
      expect(replaced.body.data.id).toBe(saved.body.data.id);
      expect(await names('thermos')).toContain(second);
      expect(await names('thermos')).not.toContain(first);

      const removed = await call(`/admin/search-synonyms/${saved.body.data.id}`, { method: 'DELETE', headers: admin });
      expect(removed.status).toBe(200);
      expect(await names('thermos')).toEqual([]);
      const again = await call<ErrorBody>(`/admin/search-synonyms/${saved.body.data.id}`, { method: 'DELETE', headers: admin });
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('Search synonym not found.');
    });
  });

  it('refuses what is not a synonym with a clear error', async () => {
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      const post = (json: unknown) => call<ErrorBody>('/admin/search-synonyms', { method: 'POST', headers: admin, json });
      for (const body of [{}, { term: 'x' }, { term: '', alternatives: ['y'] }, { term: '!!!', alternatives: ['y'] }, { term: 'x', alternatives: [] }, { term: 'x', alternatives: ['X'] }, { term: 'x', alternatives: Array(21).fill('y') }, { term: 'x'.repeat(101), alternatives: ['y'] }, { term: 'x', alternatives: 'y' }, []]) {
        const answer = await post(body);
        expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 422]);
      }
      expect((await post({ term: 'x', alternatives: ['X'] })).body.errors).toEqual({ alternatives: ['The alternatives field must not repeat the term.'] });
      expect((await call('/admin/search-synonyms/abc', { method: 'DELETE', headers: admin })).status).toBe(422);
    });
  });
});
