/** @jest-environment jsdom */
import { MAX_RECENT_SEARCHES, clearRecentSearches, recentSearches, rememberSearch } from './recent-searches';

beforeEach(() => localStorage.clear());

describe('recent searches', () => {
  it('keeps the searches newest first, trimmed, and survives a reload of the page', () => {
    rememberSearch('lamp');
    rememberSearch('  leather jacket ');
    expect(recentSearches()).toEqual(['leather jacket', 'lamp']);
    expect(JSON.parse(localStorage.getItem('recent-searches')!)).toEqual(['leather jacket', 'lamp']);
  });

  it('keeps each search once: searching again moves it first, whatever its case', () => {
    rememberSearch('lamp');
    rememberSearch('vase');
    expect(rememberSearch('Lamp')).toEqual(['Lamp', 'vase']);
  });

  it(`keeps only the last ${MAX_RECENT_SEARCHES}`, () => {
    for (const search of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']) rememberSearch(search);
    expect(recentSearches()).toEqual(['a7', 'a6', 'a5', 'a4', 'a3']);
  });

  it('ignores an empty search', () => {
    rememberSearch('lamp');
    expect(rememberSearch('   ')).toEqual(['lamp']);
  });

  it('forgets them all on clear', () => {
    rememberSearch('lamp');
    clearRecentSearches();
    expect(recentSearches()).toEqual([]);
    expect(localStorage.getItem('recent-searches')).toBeNull();
  });

  it('reads damaged or foreign storage as no searches', () => {
    localStorage.setItem('recent-searches', '{not json');
    expect(recentSearches()).toEqual([]);
    localStorage.setItem('recent-searches', JSON.stringify({ lamp: true }));
    expect(recentSearches()).toEqual([]);
    localStorage.setItem('recent-searches', JSON.stringify(['lamp', 7, '', 'vase']));
    expect(recentSearches()).toEqual(['lamp', 'vase']);
  });

  it('works without storage: nothing is kept and nothing throws', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      expect(rememberSearch('lamp')).toEqual(['lamp']);
      expect(recentSearches()).toEqual([]);
    } finally {
      setItem.mockRestore();
    }
  });
});
