import { queryOf, queryToken } from './query-route';

const token = (path: string, search: string) => queryToken(path, new URLSearchParams(search));

describe('query routes', () => {
  it('gives one token per listing view, whatever the order, junk or repeats of its URL', () => {
    const a = token('/products', 'sort=newest&page=2&utm_source=x');
    expect(a).toBe(token('/products', 'page=2&fbclid=1&sort=newest&sort=price_asc'));
    expect(queryOf({ query: a! })).toEqual({ sort: 'newest', page: '2' });
  });

  it('keeps text in any script, and drops NUL bytes', () => {
    const t = token('/products', `search=${encodeURIComponent('غلاية\0 kettle/%ff')}`);
    expect(queryOf({ query: t! })).toEqual({ search: 'غلاية kettle/%ff' });
  });

  it('leaves pages without a query that counts to the plain page', () => {
    expect(token('/products', '')).toBeNull();
    expect(token('/products', 'page=1&utm_source=x&search=')).toBeNull();
    expect(token('/', 'sort=newest')).toBeNull();
    expect(token('/products/12/details', 'page=2')).toBeNull();
    expect(token('/dashboard', 'page=2')).toBeNull();
  });

  it('knows which parameters each page reads', () => {
    expect(queryOf({ query: token('/', 'page=3')! })).toEqual({ page: '3' });
    expect(queryOf({ query: token('/categories/fashion', 'subcategory=4&brand=2')! })).toEqual({ subcategory: '4', brand: '2' });
    expect(queryOf({ query: token('/blogs', 'category=2&search=x')! })).toEqual({ category: '2' });
    expect(queryOf({ query: token('/shops', 'search=abc')! })).toEqual({ search: 'abc' });
  });

  it('reads a forged or broken token as no query', () => {
    expect(queryOf({})).toEqual({});
    expect(queryOf({ query: '%ff' })).toEqual({});
    expect(queryOf({ query: '__' })).toEqual({});
    expect(queryOf({ query: 'x'.repeat(3000) })).toEqual({});
  });
});
