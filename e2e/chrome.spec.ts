import { expect, test } from './support/test';
import { master, withSettings } from './support/shop';

test.describe('page chrome from settings', () => {
  test('the home page shows the top bar, header, bottom bar and footer that settings describe', async ({ page, request }) => {
    const settings = await master(request);
    await page.goto('/');
    // The route title followed by the app name, the home page too.
    await expect(page).toHaveTitle(`Home | ${settings.app_name}`);
    await expect(page.getByRole('link', { name: `${settings.app_name} home` })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Become a Seller' })).toHaveAttribute('href', '/shop/register');
    await expect(page.getByText('Hotline:')).toBeVisible();
    await expect(page.getByRole('link', { name: settings.mobile }).first()).toHaveAttribute('href', /^tel:\+/);
    await expect(page.getByRole('combobox', { name: 'Currency' }).first()).toHaveValue('USD');
    await expect(page.getByRole('combobox', { name: 'Language' }).first()).toHaveValue('en');
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const menu of settings.menus) {
      const link = nav.getByRole('link', { name: menu.name, exact: true });
      await expect(link).toHaveAttribute('href', menu.url);
      if (menu.is_external) await expect(link).toHaveAttribute('target', menu.target);
    }
    await nav.getByText('Download our app').click();
    await expect(nav.getByRole('link', { name: /Google Play/ })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    for (const column of settings.footers) {
      await expect(footer.getByRole('heading', { name: column.title })).toBeVisible();
    }
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${settings.web_footer_text}`)).toBeVisible();
  });

  test('turning multi-vendor mode off hides Become a Seller', async ({ page, request }) => {
    await withSettings(request, { multi_vendor: false }, async () => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: `${(await master(request)).app_name} home` })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Become a Seller' })).toHaveCount(0);
    });
    await page.reload();
    await expect(page.getByRole('link', { name: 'Become a Seller' })).toBeVisible();
  });

  test('a new palette in settings recolours the shop', async ({ page, request }) => {
    const settings = await master(request);
    const sky = { ...settings.theme_colors, primary: '#0284c7', primary600: '#0284c7' };
    await withSettings(request, { theme_colors: sky }, async () => {
      await page.goto('/');
      const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary-600').trim());
      expect(primary).toBe('#0284c7');
    });
    await page.reload();
    const restored = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary-600').trim());
    expect(restored).toBe(settings.theme_colors.primary600);
  });

  test('the categories menu opens subcategory panels on hover', async ({ page, request }) => {
    const response = await request.get('/api/categories', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const { categories } = (await response.json()).data as { categories: { id: number; name: string; sub_categories: { id: number; name: string }[] }[] };
    const second = categories[1];
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Categories' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: second.name, exact: true }).hover();
    const sub = nav.getByRole('link', { name: second.sub_categories[0].name, exact: true });
    await expect(sub).toHaveAttribute('href', `/categories/${second.id}?subcategory=${second.sub_categories[0].id}`);
  });

  test('page scripts load from the /build/ prefix', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Categories' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/^200 \/build\/_next\//);
  });
});

test.describe('footer on small and large screens', () => {
  test('below 640 px the columns collapse and a title toggles its column', async ({ page, request }) => {
    const settings = await master(request);
    const column = settings.footers.find((footer) => footer.items.some((item) => item.type === 'link'))!;
    const link = column.items.find((item) => item.type === 'link')!;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const title = footer.getByRole('button', { name: column.title });
    await expect(title).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', { name: link.title, exact: true })).toBeHidden();
    await title.click();
    await expect(title).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('link', { name: link.title, exact: true })).toBeVisible();
  });

  test('at 1024 px every column is open', async ({ page, request }) => {
    const settings = await master(request);
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const column of settings.footers) {
      await expect(footer.getByRole('heading', { name: column.title })).toBeVisible();
      await expect(footer.getByRole('button', { name: column.title })).toHaveCount(0);
    }
  });

  test('the mobile menu holds the same navigation', async ({ page, request }) => {
    const settings = await master(request);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const item of settings.menus) await expect(menu.getByRole('link', { name: item.name, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Become a Seller' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('no part of the page is wider than a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
