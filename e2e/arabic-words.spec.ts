// Arabic pages speak Arabic: every word a shopper reads or hears (visible text, labels, placeholders,
// titles, alternative text, the page's title and description) on the main public and account pages, the cart panel and the checkout
// is Arabic, except proper names the shop's data gives in Latin letters (brands, the shop's name,
// payment providers, app stores, social networks), units and codes. Text shoppers wrote themselves
// (reviews, chat, tickets: marked dir="auto") is theirs and is not checked. Numbers the
// bidirectional algorithm would turn around (phone numbers, ranges) are laid out left to right.
import type { Page } from '@playwright/test';
import { asShopper, newShopper, signIn } from './support/account';
import { apiData, type CardData } from './support/api';
import { placedForSandbox } from './support/orders';
import { master } from './support/shop';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 240_000 });

/** Latin-letter words a page may carry in Arabic: names and codes, not words of the interface. */
const codes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'PDF', 'JPEG', 'PNG', 'GIF', 'WebP', 'VAT'];

async function latinWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words: string[] = [];
    const skip = (element: Element | null) => !element || element.closest('[dir="auto"], script, style, noscript, [aria-hidden="true"], [hidden]') !== null;
    const shown = (element: Element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (skip(parent) || !shown(parent!)) continue;
      words.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (element.parentElement && skip(element.parentElement)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) words.push(element.getAttribute(name) ?? '');
    }
    words.push(document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');
    return words
      .join(' ')
      // Addresses (e-mail, web, a link shown without its scheme) and the toasts' shortcut key.
      .replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+(\.[\w-]+)+\/\S*|\balt\+\w\b/gi, ' ')
      .match(/(?<![\p{L}\p{N}])[A-Za-z][A-Za-z'’-]*(?![\p{L}\p{N}])/gu) ?? [];
  });
}

/**
 * Numbers that the bidirectional algorithm reorders when they sit in right-to-left text: a phone
 * number in groups ("+1 555 0100" shows as "0100 555 1+"), a leading plus, a range with a dash
 * ("2–5" shows as "5–2"). Each must be in a left-to-right element (`dir="ltr"`, `<bdi dir="ltr">`).
 * Answers the text of each such run still laid out right to left.
 */
async function reorderedNumbers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const runs = /\+?\d+(?:[ \u00a0]\d+){2,}|(?<![\w+])\+\d+|\d\s*[\u2013\u2014]\s*[^\s\d]?\d|\d\s+-\s*[^\s\d]?\d|\d\s*-\s+[^\s\d]?\d/g;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[dir="auto"], script, style, noscript, [aria-hidden="true"], [hidden]')) continue;
      if ((parent as HTMLElement).offsetParent === null && getComputedStyle(parent).position !== 'fixed') continue;
      if (getComputedStyle(parent).direction === 'ltr') continue;
      for (const match of (node.textContent ?? '').matchAll(runs)) found.push(match[0]);
    }
    return found;
  });
}

test('Arabic pages carry no English word of the interface, and their numbers read in order', async ({ page, request }) => {
  const settings = await master(request, 'ar');
  const { filters } = await apiData<{ filters: { brands: { name: string }[] } }>(request, '/products?per_page=1', 'ar');
  // Product names are the shop's words, not the interface's: an Arabic name may keep "LED" or "USB".
  const names: string[] = [];
  for (let n = 1; ; n += 1) {
    const { products, total } = await apiData<{ products: { name: string }[]; total: number }>(request, `/products?per_page=100&page=${n}`, 'ar');
    names.push(...products.map((product) => product.name));
    if (n * 100 >= total) break;
  }
  const allowed = new Set(
    [settings.app_name, ...codes, ...filters.brands.map((brand) => brand.name), ...names, 'Google', 'Play', 'App', 'Store', 'Stripe', 'PayPal', 'Sandbox', 'Facebook', 'X', 'Instagram', 'YouTube', 'WhatsApp', 'Messenger']
      .flatMap((name) => name.split(/[^A-Za-z'’-]+/))
      .filter(Boolean),
  );

  const shopper = await newShopper(request, 'سارة حداد');
  const placed = await placedForSandbox(request, shopper, '1 شارع الدفع');
  const [product] = (await apiData<{ products: CardData[] }>(request, '/products?per_page=20')).products.filter((item) => item.quantity >= 5);
  await asShopper(request, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 1, color: product.colors[0]?.id ?? null, size: product.sizes[0]?.id ?? null });
  await signIn(page, shopper);

  const found = new Map<string, Set<string>>();
  const reordered = new Set<string>();
  const check = async (where: string) => {
    for (const word of await latinWords(page)) {
      if (allowed.has(word)) continue;
      found.set(word, (found.get(word) ?? new Set()).add(where));
    }
    for (const run of await reorderedNumbers(page)) reordered.add(`${run} (${where})`);
  };
  const pages = [
    '/ar',
    '/ar/products',
    `/ar/products/${product.id}/details`,
    '/ar/categories',
    '/ar/categories/fashion',
    '/ar/shops',
    `/ar/shops/${product.shop.id}`,
    '/ar/most-popular',
    '/ar/best-deal',
    '/ar/flash-sale/1',
    '/ar/blogs',
    '/ar/contact-us',
    '/ar/support',
    '/ar/dashboard',
    '/ar/profile',
    '/ar/order-history',
    `/ar/order-history/${placed.orders[0].id}`,
    '/ar/manage-address',
    '/ar/wishlist',
    '/ar/massages',
    '/ar/support-tickets',
    '/ar/change-password',
    '/ar/checkout',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('h1').first(), path).toBeVisible();
    await check(path);
  }
  // The cart panel, opened from the header.
  await page.goto('/ar');
  await page.getByRole('button', { name: /السلة/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('cart panel');

  const report = [...found].map(([word, where]) => `${word} (${[...where].join(', ')})`);
  expect(report).toEqual([]);
  expect([...reordered]).toEqual([]);
});
