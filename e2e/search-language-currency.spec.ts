import { beforeScripts, expect, interactive, test } from './support/test';
import { formatPrice } from '../lib/money';
import { firstProducts, master } from './support/shop';

/** The longest word of a product's name ("Smartphone" of "Lumen Lite 4G Smartphone 512 GB"): one few other names share. */
const longestWord = (name: string) => name.split(' ').filter((word) => /^[A-Za-z]+$/.test(word)).reduce((a, b) => (b.length > a.length ? b : a), '');

test('the header search goes to /products with the text and shows the matches', async ({ page, request }) => {
  const products = await firstProducts(request);
  // A word long enough to survive a typo ("Thermometer", not "Tent").
  const word = products.map((product) => longestWord(product.name)).find((candidate) => candidate.length >= 7)!;
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(word);
  // Typed in, the field is the combobox of its suggestions; Enter without a chosen one searches.
  await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(`/products?search=${encodeURIComponent(word)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${word}”` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Results for “${word}” \\| `));
  const results = page.getByRole('list', { name: `Results for “${word}”` }).getByRole('article');
  await expect(results.first()).toBeVisible();
  for (const name of await results.getByRole('heading').allTextContents()) expect(name.toLowerCase()).toContain(word.toLowerCase());

  // The text is kept in the shopper's settings: it is still in the box on the next page.
  await page.goto('/');
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(word);
});

test('a search with a typo still finds the product, and a search with no match says so', async ({ page, request }) => {
  const products = await firstProducts(request);
  // A word long enough to survive a typo ("Thermometer", not "Tent").
  const word = products.map((product) => longestWord(product.name)).find((candidate) => candidate.length >= 7)!;
  const typo = word.slice(0, 1) + word.slice(2); // one letter dropped
  await page.goto(`/products?search=${encodeURIComponent(typo)}`);
  await expect(page.getByRole('article').filter({ hasText: word }).first()).toBeVisible();
  await page.goto('/products?search=zzqqxxvvkkjj');
  await expect(page.getByText('No products match your search.')).toBeVisible();
});

test('the mobile search dialog searches too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox', { name: 'Search products' }).fill('lamp');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/products?search=lamp');
  await expect(dialog).toBeHidden();
});

test('switching to Arabic gives a right-to-left page in Arabic, and back', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('ar');
  await expect(page).toHaveURL('/ar/products');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('button', { name: 'الفئات' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'المنتجات' })).toBeVisible();
  await interactive(page);
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ar');

  await page.getByRole('combobox', { name: 'اللغة' }).first().selectOption('en');
  await expect(page).toHaveURL('/products');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
});

test('the Arabic pages have their own crawlable URLs with translated catalogue data', async ({ page, request }) => {
  const response = await request.get('/api/categories', { headers: { 'Accept-Language': 'ar', 'X-Requested-With': 'XMLHttpRequest' } });
  const [first] = (await response.json()).data.categories as { name: string }[];
  const html = await (await request.get('/ar')).text();
  expect(html).toContain('dir="rtl"');
  await page.goto('/ar');
  await page.getByRole('button', { name: 'الفئات' }).click();
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: first.name, exact: true })).toBeVisible();
});

test('choosing a currency changes every price without a reload, and the choice stays', async ({ page, request }) => {
  const settings = await master(request);
  const other = settings.currencies.find((currency) => !currency.is_default && currency.position === 'suffix') ?? settings.currencies.find((c) => !c.is_default)!;
  const products = await firstProducts(request);
  const first = products[0];
  const shown = (amount: number) =>
    formatPrice(amount, { name: other.name, symbol: other.symbol, position: other.position === 'suffix' ? 'suffix' : 'prefix', rate: other.rate_from_default });
  const pay = first.discount_price > 0 ? first.discount_price : first.price;

  await page.goto('/');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: first.name, exact: true }) }).first();
  await expect(card.getByTestId('price')).toHaveText(`$${pay.toFixed(2)}`);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await page.getByRole('combobox', { name: 'Currency' }).first().selectOption(other.name);
  await expect(card.getByTestId('price')).toHaveText(shown(pay));
  if (first.discount_price > 0) await expect(card.getByTestId('old-price')).toHaveText(shown(first.price));
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The page is the same HTML for everyone, in the default currency: until the scripts show the
  // chosen one, prices keep their place but are not painted, so dollars never flash by.
  await beforeScripts(page, '/', async () => {
    await expect(card.getByTestId('price')).toHaveText(`$${pay.toFixed(2)}`);
    await expect(card.getByTestId('price')).toHaveCSS('visibility', 'hidden');
  });
  await expect(card.getByTestId('price')).toHaveText(shown(pay));
  await expect(card.getByTestId('price')).toHaveCSS('visibility', 'visible');
});

test('every page names its other-language versions for search engines', async ({ request }) => {
  const html = await (await request.get('/products')).text();
  expect(html).toMatch(/<link rel="alternate" hrefLang="ar" href="http:\/\/[^"]+\/ar\/products"\/>/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="http:\/\/[^"]+\/products"\/>/);
  const arabic = await (await request.get('/ar/products')).text();
  expect(arabic).toMatch(/<link rel="alternate" hrefLang="en" href="http:\/\/[^"]+\/products"\/>/);
});

test('only Arabic pages download the Arabic typeface, and they draw their text with it', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  const arabicFace = (path: string) => /arabic/i.test(path);

  await page.goto('/');
  await interactive(page);
  await page.evaluate(() => document.fonts.ready);
  // The language picker still names Arabic in Arabic, drawn by the system's font.
  await expect(page.getByRole('combobox', { name: 'Language' }).locator('option', { hasText: 'العربية' })).toHaveCount(1);
  expect(fonts.filter(arabicFace)).toEqual([]);
  expect(fonts.length).toBeGreaterThan(0);

  await page.goto('/ar');
  await interactive(page);
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter(arabicFace).length).toBeGreaterThan(0);
  const family = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
  expect(family).toMatch(/notoArabic/);
});
