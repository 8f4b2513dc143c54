import { findCategory, slugify } from './category-slug';

const categories = [
  { id: 3, name: 'Home & Kitchen', thumbnail: null, sub_categories: [] },
  { id: 7, name: 'Beauty', thumbnail: null, sub_categories: [] },
];

describe('category slugs', () => {
  it('slugifies names the way links are written', () => {
    expect(slugify('Home & Kitchen')).toBe('home-kitchen');
    expect(slugify('  Café Déco ')).toBe('cafe-deco');
  });

  it('finds a category by id or by name slug, and nothing for an unknown one', () => {
    expect(findCategory('7', categories)?.name).toBe('Beauty');
    expect(findCategory('home-kitchen', categories)?.id).toBe(3);
    expect(findCategory('99', categories)).toBeUndefined();
    expect(findCategory('garden', categories)).toBeUndefined();
  });
});
