// Back-in-stock and price-drop alerts: set on a product page and in the wishlist, sent by e-mail
// when the shop restocks or lowers a price through its own API, received by the real SMTP server
// the test run starts (e2e/support/mail-catcher.mjs), stopped by the e-mail's one-click link or on
// the /alerts page, in English and in Arabic (right to left).
import type { APIRequestContext } from '@playwright/test';
import { asShopper, newShopper, signIn } from './support/account';
import { apiData, type CardData } from './support/api';
import { test, expect } from './support/fixtures';
import { mailsTo } from './support/mail';
import { shopToken } from './support/shop-owner';

/** The demo's sold-out product (docs/testing.md, "seeded data"). */
const SOLD_OUT = 113;
const xhr = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

async function updateProduct(request: APIRequestContext, shopId: number, data: Record<string, unknown>) {
  const response = await request.post('/api/seller/product-update', { headers: { ...xhr, Authorization: `Bearer ${await shopToken(request, shopId)}` }, data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as { alerts_queued: number };
}

test.describe('alerts', () => {
  test('"Notify me when available": the restock e-mail arrives with its one-click unsubscribe', async ({ page, request, customer }) => {
    const { product } = await apiData<{ product: CardData }>(request, `/product-details?product_id=${SOLD_OUT}`);
    await updateProduct(request, product.shop.id, { product_id: SOLD_OUT, quantity: 0 });
    try {
      // A guest is asked to sign in, as by the wishlist's heart.
      const notify = page.getByRole('button', { name: 'Notify me when available' });
      await expect(async () => {
        await page.goto(`/products/${SOLD_OUT}/details`);
        await expect(notify).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await notify.click();
      await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();

      await signIn(page, customer);
      await page.goto(`/products/${SOLD_OUT}/details`);
      await notify.click();
      await expect(notify).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('status').filter({ hasText: 'We will e-mail you when it is back in stock.' })).toBeVisible();

      // The shop restocks through its own API: the e-mail is queued in the same transaction.
      expect((await updateProduct(request, product.shop.id, { product_id: SOLD_OUT, quantity: 9 })).alerts_queued).toBeGreaterThanOrEqual(1);
      await expect.poll(async () => (await mailsTo(customer.email)).length, { timeout: 30_000 }).toBe(1);
      const [mail] = await mailsTo(customer.email);
      expect(mail).toContain(`${product.name} is back in stock`);
      expect(mail).toContain(`/products/${SOLD_OUT}/details`);
      expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      const link = /List-Unsubscribe: <(https?:\/\/[^>]+)>/.exec(mail)?.[1];
      expect(link).toBeDefined();
      const path = new URL(link!).pathname + new URL(link!).search;

      await page.goto('/alerts');
      const list = page.getByRole('list', { name: 'Alerts' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list).toContainText(product.name);
      await expect(list).toContainText('E-mail sent');

      // A tampered link is refused; the real one stops the alert with one POST, no sign-in.
      const tampered = path.replace(/sig=(.)/, (_m, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
      expect((await fetch(new URL(tampered, page.url()), { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status).toBe(403);
      const confirm = await fetch(new URL(path, page.url()));
      expect(confirm.status).toBe(200);
      expect(await confirm.text()).toContain('Stop the alert');
      const oneClick = await fetch(new URL(path, page.url()), { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      expect(oneClick.status).toBe(200);
      await page.reload();
      await expect(page.getByText('You have no alerts.')).toBeVisible();
    } finally {
      await updateProduct(request, product.shop.id, { product_id: SOLD_OUT, quantity: 0 });
    }
  });

  test('a wishlist item’s price-drop alert, in Arabic, listed and stopped on /ar/alerts', async ({ page, request }) => {
    const shopper = await newShopper(request, 'ريم الحربي');
    // A product deep in the catalogue, outside any flash sale, so no other test counts on its price.
    const { products } = await apiData<{ products: (CardData & { flash_sale?: unknown })[] }>(request, '/products?page=4&per_page=40');
    let chosen: CardData | null = null;
    for (const card of products.filter((item) => item.quantity > 5 && item.id !== SOLD_OUT)) {
      const { product } = await apiData<{ product: CardData & { flash_sale: unknown } }>(request, `/product-details?product_id=${card.id}`);
      if (!product.flash_sale) {
        chosen = product;
        break;
      }
    }
    expect(chosen).not.toBeNull();
    const product = chosen!;
    const { product: arabic } = await apiData<{ product: CardData }>(request, `/product-details?product_id=${product.id}`, 'ar');
    await asShopper(request, shopper, 'POST', '/favorite-add-or-remove', { product_id: product.id });
    await signIn(page, shopper);

    await page.goto('/ar/wishlist');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const optIn = page.getByRole('button', { name: `تنبيه انخفاض السعر لـ ${arabic.name}` });
    await expect(optIn).toHaveAttribute('aria-pressed', 'false');
    await optIn.click();
    await expect(optIn).toHaveAttribute('aria-pressed', 'true');
    // Kept: the page read again shows it on.
    await page.reload();
    await expect(optIn).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/ar/alerts');
    const list = page.getByRole('list', { name: 'التنبيهات' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText(arabic.name);
    await expect(list).toContainText('انخفاض السعر');

    // The shop lowers the price: one e-mail, in Arabic, the language the alert was set in.
    const shown = product.discount_price > 0 ? product.discount_price : product.price;
    const lower = Math.max(0.5, Math.floor(shown * 50) / 100);
    expect((await updateProduct(request, product.shop.id, { product_id: product.id, discount_price: lower })).alerts_queued).toBe(1);
    await expect.poll(async () => (await mailsTo(shopper.email)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await mailsTo(shopper.email);
    expect(mail).toContain(`انخفض سعر ${arabic.name}`);
    expect(mail).toContain(`/ar/products/${product.id}/details`);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    await page.getByRole('button', { name: `إيقاف تنبيه ${arabic.name}` }).click();
    await expect(page.getByText('ليست لديك تنبيهات.')).toBeVisible();
    await page.goto('/ar/wishlist');
    await expect(optIn).toHaveAttribute('aria-pressed', 'false');
  });

  test('the account menu links to Alerts, and a product page in stock offers the price-drop alert', async ({ signedInPage: page, request }) => {
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Alerts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    const { products } = await apiData<{ products: CardData[] }>(request, '/products?page=5&per_page=20');
    const inStock = products.find((product) => product.quantity > 0)!;
    await page.goto(`/products/${inStock.id}/details`);
    await expect(page.getByRole('button', { name: 'Notify me when available' })).toHaveCount(0);
    const priceDrop = page.getByRole('button', { name: 'Tell me if the price drops' });
    await priceDrop.click();
    await expect(priceDrop).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/alerts');
    await expect(page.getByRole('list', { name: 'Alerts' })).toContainText(inStock.name);
  });
});
