import type { ProductCard } from '@/server/services/product-cards';
import { call, startTestShop, type Envelope, type TestShop } from '@/server/test/test-app';

jest.setTimeout(60_000);

let shop: TestShop;
let products: ProductCard[];
beforeAll(async () => {
  shop = await startTestShop();
  products = (await call<Envelope<{ products: ProductCard[] }>>('/products?page=1&per_page=3')).body.data.products;
});
afterAll(() => shop.close());

let ip = 0;
let seq = 0;
async function signUp() {
  seq += 1;
  const body = { name: `Fan ${seq}`, email: `favorites-${seq}@example.com`, phone: `71855501${String(seq).padStart(2, '0')}`, password: 'secret-pass' };
  const answer = await call<Envelope<{ access: { token: string } }>>('/registration', { method: 'POST', json: body, headers: { 'X-Forwarded-For': `192.0.2.${++ip}` } });
  expect(answer.status).toBe(200);
  return answer.body.data.access.token;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const wishlist = async (token: string) => (await call<Envelope<{ total: number; products: ProductCard[] }>>('/favorite-products', { headers: auth(token) })).body.data;
const toggle = (token: string, json: unknown) => call<Envelope<{ product: ProductCard }>>('/favorite-add-or-remove', { method: 'POST', headers: auth(token), json });
const detailsOf = (id: number, headers: Record<string, string> = {}) => call<Envelope<{ product: ProductCard }>>(`/product-details?product_id=${id}`, { headers });

describe('wishlist', () => {
  it('needs a token', async () => {
    expect((await call('/favorite-products')).status).toBe(401);
    expect((await call('/favorite-add-or-remove', { method: 'POST', json: { product_id: products[0].id } })).status).toBe(401);
  });

  it('adds and removes a product with one call, answering the card and its new state', async () => {
    const token = await signUp();
    expect(await wishlist(token)).toEqual({ total: 0, products: [] });
    const added = await toggle(token, { product_id: products[0].id });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('favorite updated successfully');
    // The same card the catalogue shows, flagged as saved.
    expect(added.body.data.product).toEqual({ ...products[0], is_favorite: true });

    // Form data sends the id as text.
    const form = new FormData();
    form.set('product_id', String(products[1].id));
    expect((await call('/favorite-add-or-remove', { method: 'POST', headers: auth(token), body: form })).status).toBe(200);

    const saved = await wishlist(token);
    expect(saved.total).toBe(2);
    // Newest first.
    expect(saved.products.map((product) => product.id)).toEqual([products[1].id, products[0].id]);
    expect(saved.products.every((product) => product.is_favorite)).toBe(true);
    expect(Object.keys(saved.products[0]).sort()).toEqual(Object.keys(products[0]).sort());

    const removed = await toggle(token, { product_id: products[0].id });
    expect(removed.body.message).toBe('favorite updated successfully');
    expect(removed.body.data.product.is_favorite).toBe(false);
    expect((await wishlist(token)).products.map((product) => product.id)).toEqual([products[1].id]);
  });

  it('keeps each shopper to their own list', async () => {
    const alice = await signUp();
    const bob = await signUp();
    await toggle(alice, { product_id: products[2].id });
    expect((await wishlist(bob)).products).toEqual([]);
    // Bob toggling the same product adds it to his list and leaves Alice's alone.
    expect((await toggle(bob, { product_id: products[2].id })).body.data.product.is_favorite).toBe(true);
    expect((await wishlist(alice)).products.map((product) => product.id)).toEqual([products[2].id]);
  });

  it('answers the original\'s 422 for an unknown, missing or malformed product id', async () => {
    const token = await signUp();
    const unknown = await toggle(token, { product_id: 99_999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ message: 'The selected product id is invalid.', errors: { product_id: ['The selected product id is invalid.'] } });
    const missing = await call('/favorite-add-or-remove', { method: 'POST', headers: auth(token), json: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.product_id?.[0]).toBe('The product id is required.');
    expect((await toggle(token, { product_id: 'abc' })).status).toBe(422);
    expect((await toggle(token, { product_id: 1.5 })).status).toBe(422);
    expect((await toggle(token, { product_id: 1e20 })).status).toBe(422);
    expect((await wishlist(token)).total).toBe(0);
    expect((await call('/favorite-products', { headers: auth(token) })).body).toMatchObject({ message: 'favorite products' });
  });

  it('product details tell a signed-in shopper whether the product is saved', async () => {
    const token = await signUp();
    const other = await signUp();
    const id = products[0].id;
    await toggle(token, { product_id: id });
    expect((await detailsOf(id, auth(token))).body.data.product.is_favorite).toBe(true);
    expect((await detailsOf(id, auth(other))).body.data.product.is_favorite).toBe(false);
    expect((await detailsOf(id)).body.data.product.is_favorite).toBe(false);
    // A stale token is a guest on a public page, not an error.
    const stale = await detailsOf(id, auth('expired-or-made-up-token'));
    expect(stale.status).toBe(200);
    expect(stale.body.data.product.is_favorite).toBe(false);
  });
});
