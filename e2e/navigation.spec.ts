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

test('the shop’s plain links (product cards, the category strip) open pages inside the app, in the page’s language', async ({ page }) => {
  for (const prefix of ['', '/ar']) {
    await page.goto(`${prefix}/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Set on this document only: a full page load would lose it.
    await page.evaluate(() => ((window as Window & { __samePage?: boolean }).__samePage = true));
    const card = page.locator('main .product-card-name a').first();
    const href = await card.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${prefix}/products/\\d+/details$`));
    await card.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);
    // A category of the strip: still the same document.
    await page.goto(`${prefix}/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.evaluate(() => ((window as Window & { __samePage?: boolean }).__samePage = true));
    await page.locator('main').getByRole('list', { name: prefix ? 'الفئات' : 'Categories' }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/categories/\\d+`));
    expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);
  }
});
