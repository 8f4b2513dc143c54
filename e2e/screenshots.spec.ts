// What a shopper sees on the first screen of a 390 × 844 phone, in both directions, compared with
// committed reference pictures (e2e/screenshots.spec.ts-snapshots): the home page, the listing, a
// product page, the cart panel and the checkout. The tolerance lets anti-aliasing and a changed
// digit (a sold count another test moved) pass, and catches what moves a block, hides a control
// or changes the direction. After a deliberate change of the look, run
// `npm test -- --e2e-only e2e/screenshots.spec.ts --update-snapshots`, look at the new pictures
// and commit them.
import type { Locator, Page } from '@playwright/test';
import { asShopper, newShopper, signIn } from './support/account';
import { apiData, type CardData } from './support/api';
import { expect, test } from './support/test';

const PHONE = { width: 390, height: 844 };
const look = { maxDiffPixelRatio: 0.02, threshold: 0.3, animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/** Waits until the fonts, the styles and every picture on the first screen have arrived. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const onScreen = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight && getComputedStyle(img).visibility !== 'hidden';
    });
    return document.fonts.status === 'loaded' && onScreen.every((img) => img.complete && img.naturalWidth > 0);
  });
}

/** Parts that change by the second: countdowns of flash sales. */
const moving = (page: Page): Locator[] => [page.locator('[role="timer"]')];

test.describe('the first screen on a phone looks as it should', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  for (const locale of ['en', 'ar'] as const) {
    const prefix = locale === 'en' ? '' : '/ar';

    test(`home, listing and product page (${locale})`, async ({ page, request }) => {
      const product = (await apiData<{ products: CardData[] }>(request, '/products?per_page=100')).products.find((item) => item.sizes.length === 0 && item.colors.length === 0)!;
      const pages: [string, string][] = [
        ['home', `${prefix}/`],
        ['listing', `${prefix}/products`],
        ['product', `${prefix}/products/${product.id}/details`],
      ];
      for (const [name, path] of pages) {
        await page.goto(path);
        await settled(page);
        await expect(page, `${name} (${locale})`).toHaveScreenshot(`${name}-${locale}.png`, { ...look, mask: moving(page) });
      }
    });

    test(`cart panel and checkout (${locale})`, async ({ page, request }) => {
      const { products } = await apiData<{ products: CardData[] }>(request, '/products?per_page=100');
      const plain = products.filter((item) => item.sizes.length === 0 && item.colors.length === 0 && item.quantity >= 20);
      const [first, second] = [plain[1], plain.find((item) => item.shop.id !== plain[1].shop.id)!];
      const shopper = await newShopper(request, locale === 'en' ? 'Maya Rahman' : 'مايا رحمن');
      for (const product of [first, second]) await asShopper(request, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 1, color: null, size: null });
      await asShopper(request, shopper, 'POST', '/address/store', {
        name: locale === 'en' ? 'Maya Rahman' : 'مايا رحمن',
        phone: '5550123456',
        address_type: 'home',
        address_line: locale === 'en' ? '12 Harbour Road' : '12 طريق الميناء',
        country: 'US',
        is_default: true,
      });
      // Each shop's arrival day is said for a pinned day: Monday 30 November 2026, 10:00 in New York.
      await page.clock.install({ time: new Date('2026-11-30T15:00:00Z') });
      await signIn(page, shopper);

      await page.goto(`${prefix}/`);
      await page.getByRole('banner').getByRole('button', { name: locale === 'en' ? 'Cart, items: 2' : 'السلة، العناصر: 2' }).click();
      const panel = page.getByRole('dialog');
      await expect(panel.getByRole('list').first()).toBeVisible();
      await expect(panel.locator('[data-arrival]')).toHaveCount(2);
      await settled(page);
      await expect(page, `cart panel (${locale})`).toHaveScreenshot(`cart-${locale}.png`, look);

      await page.goto(`${prefix}/checkout`);
      await expect(page.getByRole('radio').first()).toBeChecked();
      await expect(page.locator('[data-arrival]')).toHaveCount(2);
      await settled(page);
      await expect(page, `checkout (${locale})`).toHaveScreenshot(`checkout-${locale}.png`, look);
    });
  }
});
