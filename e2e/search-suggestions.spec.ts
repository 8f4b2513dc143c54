// The header search's suggestions as the shopper types, against the built shop and its backend:
// products with their prices, the keyboard of the combobox pattern, recent searches, Arabic and
// the phone's search dialog. The product names come from the API, not from the seed.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatPrice } from '../lib/money';
import { apiData, type CardData } from './support/api';
import { seriousProblems } from './support/axe';
import { master } from './support/shop';
import { expect, test } from './support/test';

/** The first word of a real product's name (two letters or more) in `locale`. */
async function productWord(request: APIRequestContext, locale = 'en'): Promise<string> {
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?per_page=1', locale);
  const word = products[0].name.split(/\s+/).find((part) => part.length >= 2);
  expect(word, `a word of two letters or more in "${products[0].name}"`).toBeTruthy();
  return word!;
}

/** The products the backend finds for `word`, in the order the suggestions show them. */
async function bestProducts(request: APIRequestContext, word: string, locale = 'en'): Promise<CardData[]> {
  const { products } = await apiData<{ products: CardData[] }>(request, `/products?search=${encodeURIComponent(word)}&per_page=5`, locale);
  expect(products.length, `products found for "${word}"`).toBeGreaterThan(0);
  return products;
}

/** A price as the product cards show it in the shop's default currency. */
async function shownPrice(request: APIRequestContext, product: CardData): Promise<string> {
  const { currencies } = await master(request);
  const currency = currencies.find((one) => one.is_default) ?? currencies[0];
  const pay = product.discount_price > 0 ? product.discount_price : product.price;
  return formatPrice(pay, { name: currency.name, symbol: currency.symbol, position: currency.position === 'suffix' ? 'suffix' : 'prefix', rate: currency.rate_from_default });
}

/** The search field, a searchbox until its list first shows and a combobox from then on. */
const field = (scope: Page | Locator, name = 'Search products') => scope.getByLabel(name, { exact: true });
const suggestions = (page: Page, name = 'Search suggestions') => page.getByRole('listbox', { name });

test('nothing of the suggestions loads before the field is focused; typing a word shows its products with their prices', async ({ page, request }) => {
  const word = await productWord(request);
  const [best] = await bestProducts(request, word);
  const searches: string[] = [];
  const scripts: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (/^\/api\/(products|shops)$/.test(url.pathname) && url.searchParams.has('search')) searches.push(url.pathname + url.search);
    if (sent.resourceType() === 'script') scripts.push(url.pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(searches).toEqual([]);
  const scriptsBeforeFocus = scripts.length;

  await field(page).focus();
  // The suggestions' code is a chunk of its own, fetched on focus.
  await expect.poll(() => scripts.length).toBeGreaterThan(scriptsBeforeFocus);
  await field(page).fill(word);
  const list = suggestions(page);
  await expect(list).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Search products' });
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  const products = list.getByRole('group', { name: 'Products' }).getByRole('option');
  await expect(products.first()).toContainText(best.name);
  await expect(products.first().getByTestId('price')).toHaveText(await shownPrice(request, best));
  await expect(page.getByRole('status').filter({ hasText: /^\d+ suggestions?$/ })).toHaveCount(1);
  expect(searches).toContain(`/api/products?search=${encodeURIComponent(word)}&per_page=5`);
  expect(await seriousProblems(page)).toEqual([]);
});

test('ArrowDown and Enter open the first suggestion; Enter without one searches /products as before', async ({ page, request }) => {
  const word = await productWord(request);
  const [best] = await bestProducts(request, word);
  await page.goto('/');
  await field(page).fill(word);
  await expect(suggestions(page)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const first = suggestions(page).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/products/${best.id}/details`);
  await expect(suggestions(page)).toBeHidden();

  await page.goto('/');
  await field(page).fill(word);
  await expect(suggestions(page)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/products?search=${encodeURIComponent(word)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${word}”` })).toBeVisible();
});

test('a click on a suggestion opens it, and Escape closes the list and keeps the text', async ({ page, request }) => {
  const word = await productWord(request);
  const [best] = await bestProducts(request, word);
  await page.goto('/');
  await field(page).fill(word);
  await expect(suggestions(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(suggestions(page)).toBeHidden();
  await expect(field(page)).toHaveValue(word);
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowDown');
  await expect(suggestions(page)).toBeVisible();
  await suggestions(page).getByRole('option').filter({ hasText: best.name }).first().click();
  await expect(page).toHaveURL(`/products/${best.id}/details`);
});

test('the list lies over the page without moving it', async ({ page, request }) => {
  const word = await productWord(request);
  await page.goto('/');
  const main = page.locator('main');
  const before = await main.boundingBox();
  await field(page).fill(word);
  await expect(suggestions(page)).toBeVisible();
  expect(await main.boundingBox()).toEqual(before);
  const fieldBox = (await field(page).boundingBox())!;
  expect((await suggestions(page).boundingBox())!.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
});

test('a submitted search comes back as a recent search, which runs again and can be cleared', async ({ page, request }) => {
  const word = await productWord(request);
  await page.goto('/');
  await field(page).fill(word);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/products?search=${encodeURIComponent(word)}`);

  await page.goto('/');
  await field(page).fill('');
  const recent = suggestions(page).getByRole('group', { name: 'Recent searches' });
  await expect(recent.getByRole('option', { name: word, exact: true })).toBeVisible();
  await recent.getByRole('option', { name: word, exact: true }).click();
  await expect(page).toHaveURL(`/products?search=${encodeURIComponent(word)}`);

  await field(page).fill('');
  await recent.getByRole('option', { name: 'Clear recent searches' }).click();
  await expect(suggestions(page)).toBeHidden();
  await page.reload();
  await field(page).fill('');
  await field(page).press('ArrowDown');
  await expect(suggestions(page)).toBeHidden();
});

test('in Arabic the list runs right to left with Arabic labels', async ({ page, request }) => {
  const word = await productWord(request, 'ar');
  const [best] = await bestProducts(request, word, 'ar');
  await page.goto('/ar');
  await field(page, 'ابحث عن المنتجات').fill(word);
  const list = suggestions(page, 'اقتراحات البحث');
  await expect(list).toBeVisible();
  expect(await list.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  const option = list.getByRole('group', { name: 'المنتجات' }).getByRole('option').first();
  await expect(option).toContainText(best.name);
  // The picture starts the row: on the right.
  const picture = (await option.locator('img').boundingBox())!;
  const name = (await option.getByText(best.name, { exact: true }).boundingBox())!;
  expect(picture.x).toBeGreaterThan(name.x);
  await expect(page.getByRole('status').filter({ hasText: /اقتراح/ })).toHaveCount(1);
  expect(await seriousProblems(page)).toEqual([]);
});

test('on a phone the search dialog shows the suggestions under its field', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const word = await productWord(request);
  const [best] = await bestProducts(request, word);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await field(dialog).fill(word);
  const list = dialog.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list).toBeVisible();
  const fieldBox = (await field(dialog).boundingBox())!;
  const listBox = (await list.boundingBox())!;
  expect(listBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
  expect(listBox.x + listBox.width).toBeLessThanOrEqual(390);

  // Escape closes the list, not the dialog.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(dialog).toBeVisible();

  await page.keyboard.press('ArrowDown');
  await list.getByRole('option').filter({ hasText: best.name }).first().click();
  await expect(page).toHaveURL(`/products/${best.id}/details`);
  await expect(dialog).toBeHidden();
});
