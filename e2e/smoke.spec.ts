import { expect, test } from './support/test';

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
});

test('a signed-out visit to an account page lands on the home page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});
