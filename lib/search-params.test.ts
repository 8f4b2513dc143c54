import { idParam, pageParam, textParam } from './search-params';

describe('search parameters', () => {
  it('takes an id only when the database can hold it', () => {
    expect(idParam({ category: '7' }, 'category')).toBe(7);
    expect(idParam({ category: ['3', '4'] }, 'category')).toBe(3);
    expect(idParam({ category: '2147483647' }, 'category')).toBe(2147483647);
    for (const bad of ['2147483648', '99999999999999999999', '0', '-1', '1.5', 'abc', '', '1e3x']) {
      expect(idParam({ category: bad }, 'category')).toBeUndefined();
    }
    expect(idParam({}, 'category')).toBeUndefined();
  });

  it('falls back to the first page for a page it cannot show', () => {
    expect(pageParam({ page: '4' })).toBe(4);
    for (const bad of ['-1', '0', '2.5', 'x', '10001']) expect(pageParam({ page: bad })).toBe(1);
  });

  it('trims and shortens text', () => {
    expect(textParam({ search: '  shirt ' }, 'search')).toBe('shirt');
    expect(textParam({ search: 'a'.repeat(300) }, 'search')).toHaveLength(200);
  });
});
