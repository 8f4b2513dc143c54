// Fixtures a QA team can copy into its own Playwright suite (docs/testing.md): a fresh customer,
// a page signed in as that customer, and a cart holding products of two shops. They arrange data
// through the public API only, so they work against any shop that speaks docs/contract.md.
import type { Page } from '@playwright/test';
import { asShopper, newShopper, signIn, type Shopper } from './account';
import { apiData, type CardData } from './api';
import { test as base } from './test';

export interface TwoShopCart {
  /** The two products put in the cart, of two different shops. */
  products: [CardData, CardData];
}

/** Two products in stock, of two shops, that need no choice of colour or size. */
async function productsOfTwoShops(request: Parameters<typeof apiData>[0]): Promise<[CardData, CardData]> {
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?per_page=60');
  const plain = products.filter((product) => product.quantity >= 5 && product.colors.length === 0 && product.sizes.length === 0);
  const first = plain[0];
  const second = plain.find((product) => product.shop.id !== first?.shop.id);
  if (!first || !second) throw new Error('The catalogue has no two plain products of two shops in stock.');
  return [first, second];
}

export const test = base.extend<{ customer: Shopper; signedInPage: Page; twoShopCart: TwoShopCart }>({
  /** A customer registered for this test alone. */
  customer: async ({ request }, provide) => {
    await provide(await newShopper(request, 'Quinn Tester'));
  },
  /** The page, signed in as `customer`. */
  signedInPage: async ({ page, customer }, provide) => {
    await signIn(page, customer);
    await provide(page);
  },
  /** `customer`'s cart with one product of each of two shops. */
  twoShopCart: async ({ request, customer }, provide) => {
    const products = await productsOfTwoShops(request);
    for (const product of products) await asShopper(request, customer, 'POST', '/cart/store', { product_id: product.id, quantity: 1 });
    await provide({ products });
  },
});

export { expect } from './test';
