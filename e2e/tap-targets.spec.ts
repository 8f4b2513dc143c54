// Every tap target on the main pages of a 390 px phone is at least 44 × 44 px, or has room
// round it: the 44 px square centred on it touches no other target. Links inside running text
// are exempt (they are words of a sentence). Checked in both directions.
import type { Page } from '@playwright/test';
import { asShopper, newShopper, signIn } from './support/account';
import { apiData, type CardData } from './support/api';
import { expect, test } from './support/test';

const SIZE = 44;

interface Problem {
  what: string;
  width: number;
  height: number;
}

/** The interactive elements of the page that are too small and too close to another. */
async function crampedTargets(page: Page): Promise<Problem[]> {
  return page.evaluate((size) => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !element.closest('[inert], [aria-hidden="true"]');
    };
    // A link that is a word of running text: inline, inside a paragraph with more text than it.
    const inText = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const block = element.closest('p, li, dd, td');
      return block !== null && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length + 10;
    };
    // A visually hidden input whose label is the target (custom radios, tick boxes).
    const targetOf = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (element instanceof HTMLInputElement && box.width <= 1 && element.labels?.length) return element.labels[0];
      return element;
    };
    // With a modal dialog open, only it can be tapped.
    const root = document.querySelector('dialog[open]') ?? document;
    const targets = [...new Set([...root.querySelectorAll(selector)].filter(visible).map(targetOf))].filter((element) => !inText(element));
    const boxes = targets.map((element) => ({ element, box: element.getBoundingClientRect() }));
    const problems: { what: string; width: number; height: number }[] = [];
    for (const { element, box } of boxes) {
      if (box.width >= size && box.height >= size) continue;
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const room = { left: cx - size / 2, right: cx + size / 2, top: cy - size / 2, bottom: cy + size / 2 };
      const touches = boxes.some(
        (other) =>
          other.element !== element &&
          !other.element.contains(element) &&
          !element.contains(other.element) &&
          other.box.left < room.right &&
          other.box.right > room.left &&
          other.box.top < room.bottom &&
          other.box.bottom > room.top,
      );
      if (!touches) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      problems.push({ what: `${element.tagName.toLowerCase()} "${name}"`, width: Math.round(box.width), height: Math.round(box.height) });
    }
    return problems;
  }, SIZE);
}

test.describe('tap targets on a 390 px phone', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 390, height: 844 }));

  for (const locale of ['', '/ar']) {
    test(`home, listing and product page${locale ? ' in Arabic' : ''}`, async ({ page, request }) => {
      const [product] = (await apiData<{ products: CardData[] }>(request, '/products?per_page=1')).products;
      for (const path of [`${locale}/`, `${locale}/products`, `${locale}/products/${product.id}/details`]) {
        await page.goto(path || '/');
        await expect(page.getByRole('article').first()).toBeVisible();
        // Measured with the page's styles and fonts applied.
        await page.waitForFunction(() => document.fonts.status === 'loaded' && [...document.styleSheets].some((sheet) => sheet.href?.endsWith('.css')) && getComputedStyle(document.body).display === 'flex');
        expect(await crampedTargets(page), path).toEqual([]);
      }
    });
  }

  test('the cart panel and the variant chooser', async ({ page, request }) => {
    const { products } = await apiData<{ products: CardData[] }>(request, '/products?per_page=100');
    const product = products.find((item) => item.quantity >= 10 && item.sizes.length > 1)!;
    const shopper = await newShopper(request, 'Tap Shopper');
    await asShopper(request, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 2, color: product.colors[0]?.id ?? null, size: product.sizes[0].id });
    await signIn(page, shopper);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Cart, items: 2' }).click();
    const panel = page.getByRole('dialog', { name: 'My Cart (2)' });
    await expect(panel.getByText('Cart Amount')).toBeVisible();
    expect(await crampedTargets(page), 'cart panel').toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto(`/products/${product.id}/details`);
    expect(await crampedTargets(page), 'product page with sizes').toEqual([]);
    // The signed-in menu, opened from the header.
    await page.getByRole('banner').getByRole('button', { name: shopper.name, exact: true }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Order History' })).toBeVisible();
    expect(await crampedTargets(page), 'user menu').toEqual([]);
    await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
    await page.getByRole('button', { name: `Add ${product.name} to cart`, exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Choose options' }).getByRole('group').first()).toBeVisible();
    expect(await crampedTargets(page), 'variant chooser').toEqual([]);
  });
});
