// The voucher centre as a shopper meets it: the Vouchers link of the menu, the list filtered by
// shop and sorted by value and by expiry, Collect turning into Collected (kept after a reload, read
// from the shopper's own list), a guest's Collect asking to log in; then the checkout with the best
// collected voucher preselected and what it saves, another voucher changing the total and kept
// across a reload, and the order placed with it. Also the page in Arabic, right to left, on a
// 390 px phone.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { asShopper, newShopper, signIn, type Shopper } from './support/account';
import { apiData, type CardData } from './support/api';
import { expect, interactive, test, toastWith } from './support/test';

/**
 * A product that two of it reach both seeded vouchers of its shop (10 % from 20.00, 5.00 off from
 * 30.00), with 10 % saving more than 5.00 and staying under its 15.00 cap.
 */
async function productForVouchers(request: APIRequestContext): Promise<CardData> {
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?per_page=100');
  const price = (product: CardData) => (product.discount_price > 0 ? product.discount_price : product.price);
  const product = products.find((item) => item.quantity >= 20 && price(item) >= 32 && price(item) <= 65 && item.colors.length === 0 && item.sizes.length === 0);
  expect(product, 'a product between 32.00 and 65.00').toBeDefined();
  return product!;
}

const cardsOf = (page: Page): Locator => page.getByRole('list', { name: 'Vouchers of every shop' }).getByRole('listitem');
const cardWith = (page: Page, text: string): Locator => cardsOf(page).filter({ hasText: text });

/** The place of the first card showing `text` among the cards. */
async function placeOf(page: Page, text: string): Promise<number> {
  const texts = await cardsOf(page).allTextContents();
  return texts.findIndex((card) => card.includes(text));
}

/** The filter form: its selects by label, then Show (a plain GET form: a page load). */
async function filter(page: Page, choices: { shop?: string; sort?: string }, url: RegExp) {
  const form = page.getByRole('form', { name: 'Filter vouchers' });
  if (choices.shop) await form.getByRole('combobox', { name: 'Shop' }).selectOption({ label: choices.shop });
  if (choices.sort) await form.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: choices.sort });
  await Promise.all([page.waitForURL(url, { waitUntil: 'load' }), form.getByRole('button', { name: 'Show' }).click()]);
  await interactive(page);
}

async function addToCart(request: APIRequestContext, shopper: Shopper, product: CardData, quantity: number) {
  await asShopper(request, shopper, 'POST', '/cart/store', { product_id: product.id, quantity });
}

const payableOf = (page: Page) => page.getByTestId('payable-amount');

test('the voucher centre: filter and sort, Collect → Collected, and the best voucher applied at checkout', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Voucher Hunter');
  await asShopper(request, shopper, 'POST', '/address/store', { name: shopper.name, phone: '5550123456', address_type: 'home', address_line: '3 Voucher Row', is_default: true });
  const product = await productForVouchers(request);
  const shop = product.shop.name;
  await signIn(page, shopper);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vouchers' }).click();
  await expect(page).toHaveURL('/vouchers');
  await interactive(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Vouchers' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ vouchers/ })).toBeVisible();

  // One shop's vouchers, by value: 10 % (up to 15.00) before 5.00 off; then by expiry, the 5.00
  // off (two weeks) before the 10 % (a month).
  await filter(page, { shop }, new RegExp(`/vouchers\\?shop=${product.shop.id}&`));
  await expect(cardsOf(page).first()).toBeVisible();
  for (const card of await cardsOf(page).allTextContents()) expect(card).toContain(`From ${shop}`);
  expect(await placeOf(page, '10% OFF')).toBeLessThan(await placeOf(page, '$5.00 OFF'));
  await expect(cardWith(page, '10% OFF')).toContainText('Save up to $15.00');
  await expect(cardWith(page, '10% OFF')).toContainText('Minimum Spend $20.00');
  await filter(page, { sort: 'Ending soonest' }, /sort=expiry/);
  await expect(page.getByRole('combobox', { name: 'Shop' })).toHaveValue(String(product.shop.id));
  expect(await placeOf(page, '$5.00 OFF')).toBeLessThan(await placeOf(page, '10% OFF'));

  // Collect both: each turns into Collected, and stays so after a reload (the shopper's own list).
  for (const discount of ['10% OFF', '$5.00 OFF']) {
    const card = cardWith(page, discount);
    await card.getByRole('button', { name: `Collect voucher ${discount} from ${shop}` }).click();
    await expect(card.getByRole('button', { name: 'Collected' })).toBeDisabled();
  }
  await expect(toastWith(page, 'Voucher collected successfully').first()).toBeVisible();
  await page.reload();
  await expect(cardWith(page, '10% OFF').getByRole('button', { name: 'Collected' })).toBeDisabled();
  await expect(cardWith(page, '$5.00 OFF').getByRole('button', { name: 'Collected' })).toBeDisabled();

  // At checkout the 10 % voucher is preselected as the best one, with what it saves.
  await addToCart(request, shopper, product, 2);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /^Cart, items:/ }).click();
  const panel = page.getByRole('dialog').filter({ has: page.getByRole('checkbox', { name: `Select ${shop} for checkout` }) });
  await panel.getByRole('checkbox', { name: `Select ${shop} for checkout` }).check();
  await panel.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  const picker = page.getByRole('combobox', { name: `Voucher for ${shop}` });
  const chosen = picker.locator('option:checked');
  await expect(chosen).toContainText('10% OFF · saves $');
  await expect(chosen).toContainText('Best voucher');
  const box = page.getByTestId(`shop-vouchers-${product.shop.id}`);
  const saving = /saves (\$[\d.]+)/.exec((await chosen.textContent()) ?? '')?.[1] ?? 'no saving';
  await expect(box.getByRole('status')).toHaveText(`Best voucher: -${saving}`);
  await expect(page.getByText('Coupon Discount').locator('xpath=..')).toContainText(`-${saving}`);
  const withBest = (await payableOf(page).textContent()) ?? '';

  // Another voucher: the total follows, and a reload keeps the choice.
  await picker.selectOption({ label: '$5.00 OFF · saves $5.00' });
  await expect(chosen).toHaveText('$5.00 OFF · saves $5.00');
  await expect(payableOf(page)).not.toHaveText(withBest);
  await expect(page.getByText('Coupon Discount').locator('xpath=..')).toContainText('-$5.00');
  const withOther = (await payableOf(page).textContent()) ?? '';
  await page.reload();
  await expect(chosen).toHaveText('$5.00 OFF · saves $5.00');
  await expect(payableOf(page)).toHaveText(withOther);

  // None, then the other one again: the order is placed with it.
  await picker.selectOption({ label: 'No voucher' });
  await expect(chosen).toHaveText('No voucher');
  await expect(payableOf(page)).not.toHaveText(withOther);
  await picker.selectOption({ label: '$5.00 OFF · saves $5.00' });
  await expect(payableOf(page)).toHaveText(withOther);
  await expect(page.getByRole('radio', { name: /3 Voucher Row/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Order' });
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/\/order-history\/\d+$/);
  const id = Number(/\/order-history\/(\d+)/.exec(page.url())?.[1]);
  const response = await page.request.get(`/api/order-details?order_id=${id}`, { headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } });
  const order = (await response.json()).data.order as { coupon_discount: number; payable_amount: number };
  expect(order.coupon_discount).toBe(5);
  expect(`$${order.payable_amount.toFixed(2)}`).toBe(withOther);
  await expect(page.getByText('Payable Amount').locator('xpath=..')).toContainText(withOther);
});

test('a guest tapping Collect is asked to log in', async ({ page }) => {
  await page.goto('/vouchers');
  const card = cardsOf(page).first();
  await card.getByRole('button', { name: /^Collect voucher / }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();
});

test('the voucher centre in Arabic on a 390 px phone: right to left, Arabic names, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar');
  await page.getByRole('button', { name: 'افتح القائمة' }).click();
  const menu = page.getByRole('dialog', { name: 'القائمة' });
  await menu.getByRole('link', { name: 'القسائم' }).click();
  await expect(page).toHaveURL('/ar/vouchers');
  await interactive(page);
  // The phone's menu stays open over the page after one of its menu links, as for every link of the settings' menus.
  if (await menu.isVisible()) await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'القسائم' })).toBeVisible();
  const form = page.getByRole('form', { name: 'تصفية القسائم' });
  await expect(form.getByRole('combobox', { name: 'المتجر' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'الفئة' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'الترتيب حسب' })).toHaveValue('value');
  const card = page.getByRole('list', { name: 'قسائم كل المتاجر' }).getByRole('listitem').first();
  await expect(card).toContainText('الحد الأدنى للإنفاق');
  await expect(card.getByRole('button', { name: /^احصل على القسيمة .+ من .+$/ })).toBeVisible();
  // One column filling the phone's width, its Collect button a 44 px target.
  const [cardBox, button] = await Promise.all([card.boundingBox(), card.getByRole('button').boundingBox()]);
  expect(cardBox!.width).toBeGreaterThan(300);
  expect(button!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await form.getByRole('combobox', { name: 'الترتيب حسب' }).selectOption({ label: 'الأقرب انتهاءً' });
  await form.getByRole('button', { name: 'عرض' }).click();
  await page.waitForURL(/\/ar\/vouchers\?.*sort=expiry/);
  await interactive(page);
  await expect(page.getByRole('combobox', { name: 'الترتيب حسب' })).toHaveValue('expiry');
});
