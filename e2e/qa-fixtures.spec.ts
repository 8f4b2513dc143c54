// What docs/testing.md promises a QA team: the copyable fixtures work, and the controls a shopper
// uses are reachable by role and accessible name.
import { expect, test } from './support/fixtures';

test('a signed-in customer with a cart of two shops finds every control by role and name', async ({ signedInPage: page, customer, twoShopCart }) => {
  await page.goto('/');
  // The signed-in header: the user menu is a button named after the customer; Escape closes it.
  await page.getByRole('button', { name: customer.name, exact: true }).click();
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible();

  // The cart button names its count; the panel is a dialog named after it, grouped by shop.
  await page.getByRole('button', { name: /^Cart, items:/ }).first().click();
  const panel = page.getByRole('dialog', { name: /^My Cart \(2\)$/ });
  await expect(panel).toBeVisible();
  for (const product of twoShopCart.products) {
    await expect(panel.getByRole('link', { name: product.name, exact: true }).first()).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: new RegExp(product.shop.name) })).toBeVisible();
  }
  await expect(panel.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
});

test('a visitor opens the login dialog by role and name', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();
});
