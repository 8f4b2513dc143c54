// Orders and returns as a signed-in shopper sees them. The demo customer's seeded orders cover
// every status; each test reads what it needs through the API first (with the browser's own
// session), so it does not depend on counts another test may have changed.
import type { Page } from '@playwright/test';
import { demoCustomer } from '../lib/demo-credentials';
import { newShopper, signIn } from './support/account';
import { seriousProblems } from './support/axe';
import { expect, test } from './support/test';

interface Order {
  id: number;
  order_code: string;
  order_status: string;
}

interface OrderList {
  total: number;
  status_wise_orders: Record<string, number>;
  orders: Order[];
}

interface Details extends Order {
  is_returnable: boolean;
  payable_amount: number;
  invoice_url: string;
  products: { id: number; name: string; is_returned: boolean; color: string | null; size: string | null }[];
}

/** GET /api{path} with the page's session cookie (no extra sign-in). */
async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } });
  expect(response.ok(), `${path}: ${response.status()}`).toBeTruthy();
  return (await response.json()).data as T;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the demo customer sees the dashboard counts, filters the history by status, opens an order and cancels it while Pending', async ({ page }) => {
  await signIn(page, { ...demoCustomer, address: '10.201.1.1' });
  const before = await api<OrderList>(page, '/orders?page=1&per_page=5');
  const returns = await api<{ total: number }>(page, '/return-orders?page=1&per_page=1');
  const counts = before.status_wise_orders;

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Order counts' });
  await expect(stats.getByRole('link', { name: new RegExp(`^All Orders\\s*${counts.all}$`) })).toHaveAttribute('href', '/order-history');
  await expect(stats.getByRole('link', { name: new RegExp(`^Pending\\s*${counts.pending}$`) })).toHaveAttribute('href', '/order-history?status=pending');
  await expect(stats.getByRole('link', { name: new RegExp(`^Delivered\\s*${counts.delivered}$`) })).toBeVisible();
  await expect(stats.getByRole('link', { name: new RegExp(`^Cancelled\\s*${counts.cancelled}$`) })).toBeVisible();
  await expect(stats.getByRole('link', { name: new RegExp(`^Return Orders\\s*${returns.total}$`) })).toHaveAttribute('href', '/returned-order-history');
  const recent = page.getByRole('region', { name: 'Recent Orders' });
  await expect(recent.getByRole('row')).toHaveCount(before.orders.length + 1);
  for (const order of before.orders) {
    await expect(recent.getByRole('link', { name: order.order_code })).toHaveAttribute('href', `/order-history/${order.id}`);
  }
  expect(await seriousProblems(page)).toEqual([]);

  // Order history: every order, ten to a page, then one status tab.
  await page.getByRole('link', { name: 'View all orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Orders by status' });
  await expect(tabs.getByRole('link', { name: `All (${counts.all})` })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(Math.min(10, counts.all) + 1);
  if (counts.all > 10) {
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/order-history\?page=2$/);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(Math.min(10, counts.all - 10) + 1);
  }
  await tabs.getByRole('link', { name: `Delivered (${counts.delivered})` }).click();
  await expect(page).toHaveURL(/\/order-history\?status=delivered$/);
  await expect(tabs.getByRole('link', { name: `Delivered (${counts.delivered})` })).toHaveAttribute('aria-current', 'page');
  const deliveredRows = page.getByRole('table').getByRole('row');
  await expect(deliveredRows).toHaveCount(Math.min(10, counts.delivered) + 1);
  for (const row of (await deliveredRows.all()).slice(1)) await expect(row).toContainText('Delivered');

  // The newest Pending order: details, then Cancel → confirm.
  await tabs.getByRole('link', { name: `Pending (${counts.pending})` }).click();
  await expect(page).toHaveURL(/\/order-history\?status=pending$/);
  const [pending] = (await api<OrderList>(page, '/orders?order_status=pending')).orders;
  const details = (await api<{ order: Details }>(page, `/order-details?order_id=${pending.id}`)).order;
  await page.getByRole('link', { name: pending.order_code }).click();
  await expect(page).toHaveURL(`/order-history/${pending.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${pending.order_code}` })).toBeVisible();
  const items = page.getByRole('region', { name: 'Items' });
  for (const product of details.products) await expect(items.getByRole('link', { name: product.name }).first()).toBeVisible();
  // Colour and size come as names, as in the original, and show under the item.
  for (const product of details.products) {
    if (product.color) await expect(items).toContainText(`Color: ${product.color}`);
    if (product.size) await expect(items).toContainText(`Size: ${product.size}`);
  }
  await expect(items).not.toContainText('[object Object]');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Subtotal');
  await expect(summary).toContainText(`Payable Amount$${details.payable_amount.toFixed(2)}`);
  const timeline = page.getByRole('region', { name: 'Order Status' });
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Pending');
  const invoice = page.getByRole('link', { name: 'Invoice (opens in a new tab)' });
  await expect(invoice).toHaveAttribute('href', `/api/orders/${pending.id}/invoice?lang=en`);
  const invoicePage = await page.request.get(`/api/orders/${pending.id}/invoice?lang=en`);
  expect(await invoicePage.text()).toContain(`Invoice ${pending.order_code}`);
  await expect(page.getByRole('link', { name: 'Return items' })).toHaveCount(0);
  expect(await seriousProblems(page)).toEqual([]);

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText(`Order ${pending.order_code} will be cancelled.`);
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Order cancelled', { exact: true })).toBeVisible();
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Cancelled');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${pending.order_code}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Status' }).locator('[aria-current="step"]')).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  expect((await api<OrderList>(page, '/orders')).status_wise_orders).toMatchObject({ pending: counts.pending - 1, cancelled: counts.cancelled + 1 });
});

test('the demo customer returns a delivered item through the form and finds the return in Return Orders, also in Arabic', async ({ page }) => {
  await signIn(page, { ...demoCustomer, address: '10.201.2.1' });
  const delivered = (await api<OrderList>(page, '/orders?order_status=delivered')).orders;
  let order: Details | undefined;
  for (const candidate of delivered) {
    const full = (await api<{ order: Details }>(page, `/order-details?order_id=${candidate.id}`)).order;
    if (full.is_returnable) {
      order = full;
      break;
    }
  }
  if (!order) throw new Error('the demo data has a delivered order inside the return window');
  const product = order.products.find((p) => !p.is_returned);
  if (!product) throw new Error('a returnable order has an item left to return');

  await page.goto(`/order-history/${order.id}`);
  await page.getByRole('link', { name: 'Return items' }).click();
  await expect(page).toHaveURL(`/return-product/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Return Items' })).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(escape(product.name)) }).first().check();
  await page.getByLabel('Bank name').fill('First Springfield Bank');
  await page.getByLabel('Bank account number').fill('000987654321');
  await expect(page.getByLabel('Return address')).toHaveValue(/42 Elm Street/);
  expect(await seriousProblems(page)).toEqual([]);

  // The reason is left out: the server's message shows under it and nothing typed is lost.
  await page.getByRole('button', { name: 'Submit return request' }).click();
  await expect(page.getByText('The reason field is required.')).toBeVisible();
  await expect(page.getByLabel('Reason for the return')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Bank name')).toHaveValue('First Springfield Bank');
  await expect(page.getByRole('checkbox', { name: new RegExp(escape(product.name)) }).first()).toBeChecked();

  await page.getByLabel('Reason for the return').fill('The stitching came apart after one day.');
  await page.getByRole('button', { name: 'Submit return request' }).click();
  await expect(page.getByText('Return request submitted')).toBeVisible();
  await expect(page).toHaveURL('/returned-order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Return Orders' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(escape(order.order_code)) });
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: order.order_code }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Return for order ${order.order_code}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Returned items' }).getByRole('link', { name: product.name }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Return details' })).toContainText('The stitching came apart after one day.');
  await expect(page.getByRole('region', { name: 'Return details' })).toContainText('•••• 4321');

  // The seeded return the shop refused shows the shop's note.
  const refused = (await api<{ returnOrders: { id: number; reject_note: string | null }[] }>(page, '/return-orders')).returnOrders.find((r) => r.reject_note);
  if (!refused) throw new Error('the demo data has a refused return');
  await page.goto(`/returned-order-history/${refused.id}`);
  await expect(page.getByRole('note')).toContainText(refused.reject_note ?? '');

  await page.goto('/ar/returned-order-history');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'طلبات الإرجاع' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(escape(order.order_code)) })).toContainText('قيد المراجعة');
});

test('a shopper without orders sees the empty history, and another customer’s order is not found', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Nora Nobody');
  await signIn(page, shopper);
  await page.goto('/order-history');
  await expect(page.getByText('No orders here yet.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Orders by status' }).getByRole('link', { name: 'All (0)' })).toBeVisible();
  // Order 1 and the first return belong to the demo customer.
  for (const path of ['/order-history/1', '/return-product/1', '/returned-order-history/1', '/order-history/not-a-number']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
  const invoice = await page.request.get('/api/orders/1/invoice');
  expect(invoice.status()).toBe(404);
});
