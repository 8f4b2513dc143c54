import { itemListJsonLd } from './item-list';

describe('itemListJsonLd', () => {
  it('numbers the entries from the page offset and counts the whole list', () => {
    const ld = itemListJsonLd('Shops', [{ url: 'https://shop.test/shops/13', name: 'A' }, { url: 'https://shop.test/shops/14', name: 'B' }], { offset: 12, total: 30 });
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Shops',
      numberOfItems: 30,
      itemListElement: [
        { '@type': 'ListItem', position: 13, url: 'https://shop.test/shops/13', name: 'A' },
        { '@type': 'ListItem', position: 14, url: 'https://shop.test/shops/14', name: 'B' },
      ],
    });
    expect(itemListJsonLd('Empty', [])).toMatchObject({ numberOfItems: 0, itemListElement: [] });
  });
});
