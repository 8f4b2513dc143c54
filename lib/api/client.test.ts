// What each client method puts on the wire: method, path (with caller values escaped) and query.
import { createApi } from './client';
import { ContractError } from './core';

function recording(data: unknown) {
  const requests: Request[] = [];
  const api = createApi({
    transport: async (request) => {
      requests.push(request);
      return new Response(JSON.stringify({ message: 'ok', data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
    baseUrl: 'http://shop.test/api',
    locale: 'en',
  });
  return { api, requests, last: () => new URL(requests[requests.length - 1].url) };
}

const legal = { content: { title: 'T', description: null } };
const blogDetails = {
  blog: { id: 1, title: 'T', slug: 's', category: null, post_by: null, thumbnail: null, total_views: 0, description: null, created_at: '2024-01-01', is_new: 0, tags: [] },
};

describe('createApi', () => {
  it('escapes path segments that come from callers', async () => {
    const { api, last } = recording(legal);
    await api.legalPage('../admin?x=1');
    expect(last().pathname).toBe('/api/legal-pages/..%2Fadmin%3Fx%3D1');
    expect(last().search).toBe('');
  });

  it('addresses a blog post by slug or by id', async () => {
    const { api, last } = recording(blogDetails);
    await api.blogDetails('caf\u00e9 & tea');
    expect(last().pathname).toBe('/api/blog/caf%C3%A9%20%26%20tea/details');
    await api.blogDetails(7);
    expect(last().pathname).toBe('/api/blog/7/details');
  });

  it('puts ids and paging in the query, leaving out what the caller did not give', async () => {
    const { api, last } = recording({ total: 0, reviews: [], average_rating_percentage: null });
    await api.reviews({ shop_id: 3, page: 2, per_page: 5 });
    expect(last().pathname).toBe('/api/reviews');
    expect(Object.fromEntries(last().searchParams)).toEqual({ shop_id: '3', page: '2', per_page: '5' });
    const details = recording({ total_products: 0, flash_sale: { id: 4, name: 'F', thumbnail: null, start_date: 'a', end_date: 'b', products: null }, products: [] });
    await details.api.flashSaleDetails(4, { category_id: 2 });
    expect(details.last().pathname).toBe('/api/flash-sale/4/details');
    expect(Object.fromEntries(details.last().searchParams)).toEqual({ category_id: '2' });
  });

  it('posts the contact form as JSON and returns the message with the data', async () => {
    const { api, requests } = recording({ content: { id: 9, name: 'Ada' } });
    const message = { name: 'Ada', email: 'ada@example.com', phone: '', subject: 'Hi', message: 'Hello' };
    const answer = await api.support(message);
    expect(requests[0].method).toBe('POST');
    expect(new URL(requests[0].url).pathname).toBe('/api/support');
    expect(await requests[0].json()).toEqual(message);
    expect(answer).toEqual({ message: 'ok', data: { content: { id: 9, name: 'Ada' } } });
  });

  it('rejects a product answer without the fields the product page needs', async () => {
    const { api } = recording({ product: { id: 1, name: 'P' }, related_products: [], popular_products: [] });
    await expect(api.productDetails(1)).rejects.toBeInstanceOf(ContractError);
  });
});
