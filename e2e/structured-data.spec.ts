// Listing and index pages describe what they list as an ItemList whose entries are the pages
// they link to, in the order shown.
import { expect, test } from './support/test';

interface ListItem {
  position: number;
  url: string;
  name: string;
}

test('listing and index pages carry an ItemList of the pages they link to, in both languages', async ({ page }) => {
  for (const path of ['/products', '/categories', '/shops', '/blogs', '/flash-sale/1', '/most-popular', '/ar/categories', '/ar/shops']) {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = blocks.map((text) => JSON.parse(text) as { '@type': string; itemListElement?: ListItem[]; numberOfItems?: number }).find((data) => data['@type'] === 'ItemList');
    expect(list, path).toBeDefined();
    const items = list!.itemListElement ?? [];
    expect(items.length, path).toBeGreaterThan(0);
    expect(list!.numberOfItems, path).toBeGreaterThanOrEqual(items.length);
    expect(items.map((item) => item.position), path).toEqual(items.map((_, index) => index + 1));
    const links = new Set(await page.locator('main a[href]').evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname)));
    for (const item of items) {
      expect(item.name, path).toBeTruthy();
      expect(links.has(new URL(item.url).pathname), `${path}: ${item.url} is linked on the page`).toBe(true);
    }
  }
});
