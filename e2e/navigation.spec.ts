import { expect, test } from './support/test';

test('a slow navigation shows a progress bar until the new page is on screen', async ({ page }) => {
  await page.goto('/');
  // The next page's data arrives slowly, as on a weak mobile connection.
  await page.route('**/categories**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator('main a[href="/categories"]').first().click();
  const bar = page.getByRole('progressbar', { name: 'Loading page' });
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL('/categories');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toBeHidden();
});
