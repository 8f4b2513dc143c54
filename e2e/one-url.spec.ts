// One address a page: another name for a category moves to its address for good (308), and the
// canonical link, the sitemap and the shop's own links agree on it.
import { expect, test } from './support/test';
import { apiData } from './support/api';

interface Category {
  id: number;
  name: string;
  sub_categories: { id: number; name: string }[];
}

test('a category named by its slug moves to its one address, keeping the query, in both languages', async ({ request }) => {
  const { categories } = await apiData<{ categories: Category[] }>(request, '/categories');
  const fashion = categories.find((category) => category.name === 'Fashion')!;
  for (const [from, to] of [
    ['/categories/fashion', `/categories/${fashion.id}`],
    ['/ar/categories/fashion?sort=newest', `/ar/categories/${fashion.id}?sort=newest`],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers().location, 'http://shop.test').pathname + new URL(response.headers().location, 'http://shop.test').search).toBe(to);
  }
  const page = await (await request.get(`/categories/${fashion.id}`)).text();
  expect(page).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/categories/${fashion.id}"`));
  const sitemap = await (await request.get('/sitemaps/categories.xml')).text();
  expect(sitemap).toContain(`/categories/${fashion.id}</loc>`);
  expect(sitemap).not.toContain('/categories/fashion<');
});

test('a subcategory page is titled by its subcategory and is its own canonical page', async ({ page, request }) => {
  const { categories } = await apiData<{ categories: Category[] }>(request, '/categories');
  const category = categories.find((one) => one.sub_categories.length > 0)!;
  const sub = category.sub_categories[0];
  await page.goto(`/categories/${category.id}?subcategory=${sub.id}`);
  await expect(page).toHaveTitle(new RegExp(`^${sub.name} – ${category.name}`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/categories/${category.id}\\?subcategory=${sub.id}$`));
});

test('the home page links each category at its one address', async ({ page }) => {
  await page.goto('/');
  const hrefs = await page.locator('a[href*="/categories/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href, href).toMatch(/\/categories\/\d+(\?|$)/);
});
