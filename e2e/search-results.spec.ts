// What a search page says when it cannot show everything asked for: fewer words, a spelling the
// catalogue knows, popular categories (docs/adr/0032-search-relevance.md).
import { expect, test } from './support/test';
import { firstProducts } from './support/shop';

/** A word of a product's name long enough to misspell beyond what a search forgives. */
async function longWord(request: Parameters<typeof firstProducts>[0]) {
  for (const product of await firstProducts(request)) {
    const word = product.name.split(' ').find((part) => /^\p{L}{6,8}$/u.test(part));
    if (word) return word;
  }
  throw new Error('No product name has a word of 6 to 8 letters');
}

test('a search with a word nothing has shows the results of the others, and says so', async ({ page, request }) => {
  const word = await longWord(request);
  await page.goto(`/products?search=${encodeURIComponent(`${word} qqxxzz`)}`);
  await expect(page.getByText(`No results for “${word} qqxxzz”. Showing results for “${word}”.`)).toBeVisible();
  const results = page.getByRole('list', { name: `Results for “${word} qqxxzz”` }).getByRole('article');
  await expect(results.first()).toBeVisible();
});

test('a search that finds nothing offers the spelling the catalogue knows and popular categories', async ({ page, request }) => {
  const word = await longWord(request);
  // Two letters dropped: one more than a word of this length may miss.
  const misspelt = word.slice(0, 2) + word.slice(4);
  await page.goto(`/products?search=${encodeURIComponent(misspelt)}`);
  await expect(page.getByText('No products match your search.')).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Popular categories' }).getByRole('link');
  await expect(categories.first()).toBeVisible();
  expect(await categories.count()).toBeGreaterThan(1);
  const offered = page.getByText(/^Did you mean/).getByRole('link');
  await expect(offered).toBeVisible();
  const spelling = (await offered.textContent())!;
  await offered.click();
  await expect(page).toHaveURL(`/products?search=${encodeURIComponent(spelling)}`);
  await expect(page.getByRole('list', { name: `Results for “${spelling}”` }).getByRole('article').first()).toBeVisible();
});

test('in Arabic the page says the same, right to left', async ({ page }) => {
  await page.goto(`/ar/products?search=${encodeURIComponent('qqxxzz')}`);
  await expect(page.getByText('لا توجد منتجات تطابق بحثك.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'فئات رائجة' }).getByRole('link').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
