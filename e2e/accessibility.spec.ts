import { seriousProblems } from './support/axe';
import { expect, test } from './support/test';

for (const path of ['/', '/products?search=leather', '/ar', '/this-page-does-not-exist', '/products/3/details', '/ar/products/3/details', '/categories', '/categories/1', '/shops', '/shops/1', '/most-popular', '/best-deal', '/flash-sale/1', '/contact-us', '/support', '/about-us', '/page/shipping-and-delivery-policy', '/blogs', '/blog/how-to-choose-running-shoes']) {
  test(`axe finds no serious or critical problem on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('body')).toBeVisible();
    expect(await seriousProblems(page)).toEqual([]);
  });
}

test('axe finds no serious or critical problem in the open categories menu and the mobile menu', async ({ page }) => {
  await page.goto('/');
  const categories = page.getByRole('button', { name: 'Categories' });
  await categories.click();
  // The open menu's links come with its first opening.
  await expect(page.locator(`[id="${await categories.getAttribute('aria-controls')}"] a`).first()).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
});
