import type { Category } from '@/lib/api/schemas/catalog';
import { matchCategories } from './suggestion-data';

const category = (id: number, name: string, subs: [number, string][] = []): Category => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  thumbnail: null,
  sub_categories: subs.map(([subId, subName]) => ({ id: subId, name: subName, thumbnail: null })),
});

const categories = [
  category(1, 'Electronics', [
    [11, 'Phones'],
    [12, 'Smart Home'],
  ]),
  category(2, 'Home & Kitchen', [[21, 'Cookware']]),
  category(3, 'Beauty', [[31, 'Skin Care']]),
  category(4, 'Sports', [[41, 'Home Gym']]),
];

describe('matchCategories', () => {
  it('finds categories and sub-categories by any part of the name, ignoring case', () => {
    expect(matchCategories(categories, 'PHONE')).toEqual([{ key: 's11', name: 'Phones', parent: 'Electronics', href: { pathname: '/categories/electronics', query: { subcategory: '11' } } }]);
    expect(matchCategories(categories, 'tron').map((found) => found.name)).toEqual(['Electronics']);
  });

  it('puts names that start with the text first, categories before sub-categories, three at most', () => {
    expect(matchCategories(categories, 'home').map((found) => found.name)).toEqual(['Home & Kitchen', 'Home Gym', 'Smart Home']);
    expect(matchCategories(categories, 'e')).toHaveLength(3);
  });

  it('links a category to its page', () => {
    expect(matchCategories(categories, 'beau')).toEqual([{ key: 'c3', name: 'Beauty', parent: null, href: '/categories/beauty' }]);
  });

  it('ignores accents and Arabic vowel marks', () => {
    const arabic = [category(5, 'إلكترونيّات', [[51, 'هواتف']]), category(6, 'Électroménager')];
    expect(matchCategories(arabic, 'الكترون').map((found) => found.name)).toEqual(['إلكترونيّات']);
    expect(matchCategories(arabic, 'electro').map((found) => found.name)).toEqual(['Électroménager']);
  });

  it('finds nothing for blank text', () => {
    expect(matchCategories(categories, '  ')).toEqual([]);
  });
});
