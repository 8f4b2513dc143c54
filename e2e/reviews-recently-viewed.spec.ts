// A customer reviews an item of a delivered order from its details page and finds the review on
// the product page; a shopper's recently viewed products appear on the dashboard and the home
// page. The demo customer's delivered orders are the only delivered ones the API can arrange, so
// the review test reads which of their items is still unreviewed first.
import type { Page, Response } from '@playwright/test';
import { demoCustomer } from '../lib/demo-credentials';
import { newShopper, signIn } from './support/account';
import { seriousProblems } from './support/axe';
import { firstProducts } from './support/shop';
import { expect, test } from './support/test';

interface OrderList {
  orders: { id: number }[];
}

interface Details {
  id: number;
  products: { id: number; name: string; rating: number | null }[];
}

/** GET /api{path} with the page's session cookie. */
async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } });
  expect(response.ok(), `${path}: ${response.status()}`).toBeTruthy();
  return (await response.json()).data as T;
}

const recorded = (response: Response) => response.url().endsWith('/api/recently-views') && response.request().method() === 'POST';

test('the demo customer reviews a delivered item from the order details and the product page shows the review', async ({ page }) => {
  await signIn(page, { ...demoCustomer, address: '10.201.3.1' });
  let order: Details | undefined;
  let item: Details['products'][number] | undefined;
  for (const candidate of (await api<OrderList>(page, '/orders?order_status=delivered')).orders) {
    const details = (await api<{ order: Details }>(page, `/order-details?order_id=${candidate.id}`)).order;
    // A product the customer has not reviewed from any order.
    item = details.products.find((product) => product.rating === null);
    if (item) {
      order = details;
      break;
    }
  }
  if (!order || !item) throw new Error('the demo data has a delivered item left to review');
  const text = `Sturdy and well made ${Date.now()}`;

  await page.goto(`/order-history/${order.id}`);
  await page.getByRole('button', { name: `Review ${item.name}` }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Rate Your Experience' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your review').fill(text);

  // No stars chosen: the server's message shows under the stars and the text stays.
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('The rating field is required.')).toBeVisible();
  await expect(dialog.getByLabel('Your review')).toHaveValue(text);
  expect(await seriousProblems(page)).toEqual([]);

  // The stars are a radio group: arrow keys move the choice.
  await dialog.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your rating: 4 out of 5').first()).toBeAttached();
  await expect(page.getByRole('button', { name: `Review ${item.name}` })).toHaveCount(0);

  // Once per product: the API refuses a second review.
  const again = await page.request.post('/api/product-review', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    data: { order_id: order.id, product_id: item.id, rating: 5, description: 'Again' },
  });
  expect(again.status()).toBe(422);
  expect((await again.json()).message).toBe('You have already reviewed this product.');

  // The product's cached page was expired by the review.
  await page.goto(`/products/${item.id}/details`);
  await expect(page.getByRole('region', { name: /^Reviews/ })).toContainText(text);
});

test('recently viewed products appear newest first on the dashboard and on the home page for the shopper only', async ({ page, request, browser }) => {
  const shopper = await newShopper(request, 'Grace Hopper');
  await signIn(page, shopper);
  const [first, second] = await firstProducts(request, 'page=1&per_page=2');

  for (const product of [first, second]) {
    const seen = page.waitForResponse(recorded);
    await page.goto(`/products/${product.id}/details`);
    expect((await seen).status()).toBe(204);
  }

  await page.goto('/dashboard');
  const onDashboard = page.getByRole('list', { name: 'Recently viewed' }).getByRole('heading');
  await expect(onDashboard).toHaveText([second.name, first.name]);

  await page.goto('/');
  const rail = page.getByRole('list', { name: 'Recently viewed' }).getByRole('heading');
  await expect(rail).toHaveText([second.name, first.name]);
  expect(await seriousProblems(page)).toEqual([]);

  // A guest's home page has no such section, and asks for none.
  const guest = await browser.newPage();
  try {
    const asked: string[] = [];
    guest.on('request', (call) => {
      if (call.url().includes('/api/recently-views')) asked.push(call.url());
    });
    await guest.goto(new URL('/', page.url()).toString());
    await expect(guest.getByRole('heading', { name: 'Just for you' })).toBeVisible();
    await expect(guest.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
    expect(asked).toEqual([]);
  } finally {
    await guest.close();
  }
});
