// What a phone hydrates: the islands, not the markup that never changes (components/ui/kept-markup.tsx).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Elements of `selector` (all of the body when none) that React hydrated or rendered, and all of them. */
async function hydration(page: Page, selector = 'body *') {
  return page.evaluate((selector) => {
    const elements = [...document.querySelectorAll(selector)];
    const hydrated = elements.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
    return { all: elements.length, hydrated: hydrated.length };
  }, selector);
}

test('the home page hydrates its islands, not its cards or its lists of links', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const cards = await hydration(page, 'article.product-card *, article.shop-card *');
  expect(cards.all).toBeGreaterThan(200);
  expect(cards.hydrated).toBe(0);
  // The footer's columns stay live (a title toggles its column on a phone); their links are kept.
  const footerLinks = await hydration(page, 'footer nav ul *');
  expect(footerLinks.all).toBeGreaterThan(10);
  expect(footerLinks.hydrated).toBe(0);
  // Every card shows what the server wrote.
  const names = page.locator('article.product-card h3');
  expect(await names.count()).toBeGreaterThan(20);
  for (const name of await names.allTextContents()) expect(name.trim()).not.toBe('');
  // Before, all but a dozen of the page's elements were hydrated.
  const whole = await hydration(page);
  expect(whole.hydrated / whole.all).toBeLessThan(0.4);
});

test('a product page keeps its breadcrumbs, reviews and cards as the server wrote them', async ({ page }) => {
  await page.goto('/products');
  const href = await page.locator('article.product-card h3 a').first().getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  expect((await hydration(page, 'nav[aria-label="Breadcrumb"] *')).hydrated).toBe(0);
  expect((await hydration(page, '#product-reviews *')).hydrated).toBe(0);
  expect((await hydration(page, 'article.product-card *')).hydrated).toBe(0);
});

test("a card's cart button answers the first press, from the keyboard too, and keeps the focus", async ({ page }) => {
  await page.goto('/products');
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Add .+ to cart$/ }) }).first();
  const button = card.getByRole('button', { name: /^Add .+ to cart$/ });
  const label = await button.getAttribute('aria-label');
  await button.focus();
  await page.keyboard.press('Enter');
  // A guest is asked to log in, as from a live card.
  await expect(page.getByText('Please login first!')).toBeVisible();
  // The card is live now: the press reached its button, which holds the focus.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(label);
  expect((await hydration(page, `article:has(button[aria-label="${label}"]) *`)).hydrated).toBeGreaterThan(3);
});

test('cards that arrive with a client-side navigation are live and complete', async ({ page }) => {
  await page.goto('/');
  const link = page.locator('article.product-card h3 a').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const names = page.locator('article.product-card h3');
  await expect(names.first()).toBeVisible();
  for (const name of await names.allTextContents()) expect(name.trim()).not.toBe('');
  expect((await hydration(page, 'article.product-card h3')).hydrated).toBe(await names.count());
});
