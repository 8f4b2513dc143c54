// schema.org ItemList for a page that lists things (products, categories, shops, posts): the
// entries shown, in order, numbered from the page's offset, each by its own page's address.
import type { ItemList, WithContext } from 'schema-dts';

export interface ListedItem {
  /** Absolute address of the item's page. */
  url: string;
  name: string;
}

export function itemListJsonLd(name: string, items: ListedItem[], options: { offset?: number; total?: number } = {}): WithContext<ItemList> {
  const offset = options.offset ?? 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: options.total ?? items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: offset + index + 1, url: item.url, name: item.name })),
  };
}
