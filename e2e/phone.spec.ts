// The shop on a 390 × 844 phone, in both directions: results before filters, the filters and the
// account menu in drawers opened by one control each, and the same pages on a wide screen with
// both beside the content.
import type { Page } from '@playwright/test';
import { newShopper, signIn } from './support/account';
import { apiData, type CardData } from './support/api';
import { expect, test } from './support/test';

const PHONE = { width: 390, height: 844 };

/** The top of the first product card, which must be on the first screen. */
async function firstCardTop(page: Page): Promise<number> {
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  return (await card.boundingBox())!.y;
}

test.describe('on a phone', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize(PHONE));

  test('the pictures of the next screen of results have arrived before it is scrolled into view', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('article').first()).toBeVisible();
    for (let screen = 1; screen <= 3; screen++) {
      // The product pictures between the bottom of the screen and one screen further down: still
      // off screen, already loaded (the browser starts lazy pictures well before they show).
      const below = () =>
        page.evaluate(() => {
          const pictures = [...document.querySelectorAll('main article img')].filter((img) => {
            const box = img.getBoundingClientRect();
            return box.top >= innerHeight && box.top < 2 * innerHeight;
          }) as HTMLImageElement[];
          return { count: pictures.length, loaded: pictures.filter((img) => img.complete && img.naturalWidth > 0).length };
        });
      const { count } = await below();
      if (screen === 1) expect(count).toBeGreaterThan(0);
      if (count === 0) break;
      await expect.poll(async () => (await below()).loaded, { timeout: 20_000 }).toBe(count);
      const before = await page.evaluate(() => scrollY);
      await page.evaluate(() => scrollBy(0, innerHeight));
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before);
    }
  });

  test('/products shows results first and the filters in a drawer that counts the active ones', async ({ page, request }) => {
    const { filters } = await apiData<{ filters: { brands: { id: number; name: string }[] } }>(request, '/products?per_page=1');
    const brand = filters.brands[0];
    await page.goto('/products');
    expect(await firstCardTop(page)).toBeLessThan(PHONE.height);
    const drawer = page.getByRole('complementary', { name: 'Filters' });
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(drawer).toBeVisible();
    // A drawer at the start edge, not the whole screen.
    const box = (await drawer.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBeLessThan(PHONE.width);

    await drawer.getByRole('link', { name: brand.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`brand=${brand.id}`));
    // The results of the choice come first again; the control counts the active filter.
    await expect(drawer).toBeHidden();
    expect(await firstCardTop(page)).toBeLessThan(PHONE.height);
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('in Arabic the filter drawer opens at the right edge', async ({ page }) => {
    await page.goto('/ar/products');
    expect(await firstCardTop(page)).toBeLessThan(PHONE.height);
    await page.getByRole('button', { name: 'التصفية', exact: true }).click();
    const drawer = page.getByRole('complementary', { name: 'التصفية' });
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(PHONE.width);
  });

  test('a shop page shows its products on the first screen', async ({ page, request }) => {
    const [product] = (await apiData<{ products: CardData[] }>(request, '/products?per_page=1')).products;
    await page.goto(`/shops/${product.shop.id}`);
    expect(await firstCardTop(page)).toBeLessThan(PHONE.height);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  });

  test('the account menu is one control above the page, opening the links in a drawer that closes on navigation', async ({ page, request }) => {
    const shopper = await newShopper(request, 'Phone Shopper');
    await signIn(page, shopper);
    await page.goto('/order-history');
    const menu = page.getByRole('navigation', { name: 'Account' });
    await expect(menu).toBeHidden();
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // The page's own heading starts on the upper half of the first screen.
    expect((await heading.boundingBox())!.y).toBeLessThan(PHONE.height / 2);

    const control = page.getByRole('button', { name: /Account menu/ });
    await expect(control).toContainText(shopper.name);
    await control.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Manage Address' }).click();
    await expect(page).toHaveURL('/manage-address');
    await expect(menu).toBeHidden();
  });
});

test('on a wide screen the filters and the account menu stand beside the content, with no drawer control', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/products');
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  const shopper = await newShopper(request, 'Wide Shopper');
  await signIn(page, shopper);
  await page.goto('/order-history');
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeHidden();
});

test('text drawn in a fallback font while Inter downloads takes the width Inter will take', async ({ page }) => {
  await page.goto('/');
  const { inter, fallbacks } = await page.evaluate(async () => {
    await document.fonts.ready;
    const sample = 'Ceramic Toothbrush 29 · 681 sold · Rated 4.4 out of 5';
    const context = document.createElement('canvas').getContext('2d')!;
    const width = (font: string) => {
      context.font = font;
      return context.measureText(sample).width;
    };
    const interFamily = getComputedStyle(document.body).fontFamily.split(',')[0].trim();
    await document.fonts.load(`16px ${interFamily}`);
    const result: { inter: number; fallbacks: Record<string, number> } = { inter: width(`16px ${interFamily}`), fallbacks: {} };
    const mono = width('16px monospace');
    for (const family of ['Inter Fallback Arial', 'Inter Fallback Roboto', 'Inter Fallback DejaVu']) {
      await document.fonts.load(`16px "${family}"`).catch(() => []);
      const drawn = width(`16px "${family}", monospace`);
      // A family whose local fonts this system lacks falls through to monospace: not measured.
      if (Math.abs(drawn - mono) > 0.5) result.fallbacks[family] = drawn;
    }
    return result;
  });
  // This machine has at least one of the local fonts (DejaVu Sans comes with Debian).
  expect(Object.keys(fallbacks).length).toBeGreaterThan(0);
  for (const [family, width] of Object.entries(fallbacks)) expect(Math.abs(width / inter - 1), family).toBeLessThan(0.03);
});
