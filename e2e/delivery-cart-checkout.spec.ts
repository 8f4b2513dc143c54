// The arrival day in the cart and at checkout, in both languages, on a phone and a desktop: the
// cart promises each shop's day for the shopper's default address, the checkout for the chosen
// address and again when the shopper picks another; a signed-in shopper's product page promises
// for the default address. The browser's clock is pinned: Monday 30 November 2026, 10:00 in New
// York, where the first seeded shop dispatches Monday to Friday before 14:00 after a day of
// packing (so from Tuesday), in 1–2 days to New York, 2–5 elsewhere in the United States and 6–9
// abroad.
import type { APIRequestContext, Page } from '@playwright/test';
import { asShopper, newShopper, signIn, type Shopper } from './support/account';
import { apiData, type CardData } from './support/api';
import { expect, test } from './support/test';

const MONDAY_MORNING_IN_NEW_YORK = new Date('2026-11-30T15:00:00Z');

async function productOfFirstShop(request: APIRequestContext, locale = 'en'): Promise<CardData> {
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?shop_id=1&per_page=40', locale);
  const product = products.find((item) => item.quantity >= 5);
  expect(product, 'a product of the first shop in stock').toBeDefined();
  return product!;
}

function addAddress(request: APIRequestContext, shopper: Shopper, fields: { line: string; country: string; region?: string; isDefault: boolean }) {
  return asShopper<{ data: { address: { id: number } } }>(request, shopper, 'POST', '/address/store', {
    name: shopper.name,
    phone: '5550123456',
    address_type: 'home',
    address_line: fields.line,
    country: fields.country,
    region: fields.region ?? '',
    is_default: fields.isDefault,
  });
}

/** A shopper with a default address in New York and another in Dubai, and a product of the first shop in the cart. */
async function shopperWithCart(request: APIRequestContext, product: CardData): Promise<Shopper> {
  const shopper = await newShopper(request, 'Arrival Shopper');
  await addAddress(request, shopper, { line: '5 Broadway', country: 'US', region: 'NY', isDefault: true });
  await addAddress(request, shopper, { line: '3 Marina Walk', country: 'AE', isDefault: false });
  await asShopper(request, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 1, color: product.colors[0]?.id ?? null, size: product.sizes[0]?.id ?? null });
  return shopper;
}

const words = {
  en: { prefix: '', cart: /^Cart, items:/, select: (shop: string) => `Select ${shop} for checkout`, proceed: 'Proceed to Checkout', arrives: /^Arrives / },
  ar: { prefix: '/ar', cart: /^السلة، العناصر:/, select: (shop: string) => `اختيار ${shop} للدفع`, proceed: 'المتابعة إلى الدفع', arrives: /^يصل / },
};

/** The arrival line as read, its spaces as one (the ranges are wrapped to keep them left to right). */
const lineOf = async (page: Page, scope: ReturnType<Page['locator']> | Page) => ((await scope.locator('[data-arrival]').first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

for (const locale of ['en', 'ar'] as const) {
  for (const width of [390, 1280]) {
    test(`the cart and the checkout promise each shop's arrival day for the shopper's address (${locale}, ${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const text = words[locale];
      const product = await productOfFirstShop(request);
      const shopName = (await apiData<{ product: CardData }>(request, `/product-details?product_id=${product.id}`, locale)).product.shop.name;
      const shopper = await shopperWithCart(request, product);
      await page.clock.install({ time: MONDAY_MORNING_IN_NEW_YORK });
      await signIn(page, shopper);
      await page.goto(`${text.prefix}/`);

      // The cart: New York, the default address: dispatched Tuesday, 1–2 days.
      const panel = page.getByRole('dialog').filter({ has: page.getByRole('checkbox', { name: text.select(shopName) }) });
      // Until the cart has been read, the panel may open empty: it is opened again until it shows the shop.
      await expect(async () => {
        if (!(await page.getByRole('dialog').isVisible())) await page.getByRole('banner').getByRole('button', { name: text.cart }).click();
        await expect(panel).toBeVisible({ timeout: 2_000 });
      }).toPass();
      const inCart = panel.locator('[data-arrival]');
      await expect(inCart).toHaveText(text.arrives);
      await expect(inCart).toBeVisible();
      if (locale === 'en') await expect(inCart).toHaveText('Arrives Dec 2 – 3');
      const cartLine = await lineOf(page, panel);

      await panel.getByRole('checkbox', { name: text.select(shopName) }).check();
      await panel.getByRole('button', { name: text.proceed }).click();
      await expect(page).toHaveURL(`${text.prefix}/checkout`);

      // The checkout: the default address is chosen, so the same day as the cart.
      const items = page.locator('section[aria-labelledby="checkout-items"]');
      const atCheckout = items.locator('[data-arrival]');
      await expect(atCheckout).toHaveText(text.arrives);
      await expect(atCheckout).toBeVisible();
      expect(await lineOf(page, items)).toBe(cartLine);

      // Dubai instead: 6–9 days from Tuesday.
      await page.locator('label').filter({ hasText: '3 Marina Walk' }).getByRole('radio').check();
      await expect.poll(() => lineOf(page, items)).not.toBe(cartLine);
      await expect(atCheckout).toHaveText(text.arrives);
      if (locale === 'en') await expect(atCheckout).toHaveText('Arrives Dec 7 – 10');
      // And back.
      await page.locator('label').filter({ hasText: '5 Broadway' }).getByRole('radio').check();
      await expect.poll(() => lineOf(page, items)).toBe(cartLine);
    });
  }
}

test("a signed-in shopper's product page promises the day for the default address", async ({ page, request }) => {
  const product = await productOfFirstShop(request);
  const shopper = await shopperWithCart(request, product);
  await page.clock.install({ time: MONDAY_MORNING_IN_NEW_YORK });
  await signIn(page, shopper);
  await page.goto(`/products/${product.id}/details`);
  await page.getByText('Sold by', { exact: true }).first().scrollIntoViewIfNeeded();
  // New York's own zone, not the country's 2–5 days a guest is promised.
  await expect(page.getByText(/^Arrives /)).toHaveText('Arrives Dec 2 – 3');
  await expect(page.getByText('To your default address (United States)')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Deliver to' })).toHaveCount(0);
});

test('without an address, the cart promises for the country chosen on a product page', async ({ page, request }) => {
  const product = await productOfFirstShop(request);
  const shopper = await newShopper(request, 'Chooser');
  await asShopper(request, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 1, color: product.colors[0]?.id ?? null, size: product.sizes[0]?.id ?? null });
  await page.clock.install({ time: MONDAY_MORNING_IN_NEW_YORK });
  await signIn(page, shopper);
  await page.goto(`/products/${product.id}/details`);
  await page.getByText('Sold by', { exact: true }).first().scrollIntoViewIfNeeded();
  await expect(page.getByText(/^Arrives /)).toHaveText('Arrives Dec 3 – 6');
  await page.getByRole('combobox', { name: 'Deliver to' }).selectOption({ label: 'United Arab Emirates' });
  await expect(page.getByText(/^Arrives /)).toHaveText('Arrives Dec 7 – 10');
  await page.getByRole('banner').getByRole('button', { name: /^Cart, items:/ }).click();
  await expect(page.getByRole('dialog').locator('[data-arrival]')).toHaveText('Arrives Dec 7 – 10');
});

for (const [locale, width] of [
  ['en', 1280],
  ['ar', 390],
] as const) {
  test(`the address form keeps a country chosen by its name and a region (${locale}, ${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const shopper = await newShopper(request, 'Form Shopper');
    await signIn(page, shopper);
    const t =
      locale === 'en'
        ? { prefix: '', phone: 'Phone', line: 'Address line', country: 'Country', region: 'Region (optional)', save: 'Save Address', place: 'United Arab Emirates', region_name: 'Dubai' }
        : { prefix: '/ar', phone: 'الهاتف', line: 'العنوان', country: 'الدولة', region: 'الإقليم (اختياري)', save: 'حفظ العنوان', place: 'الإمارات العربية المتحدة', region_name: 'دبي' };
    await page.goto(`${t.prefix}/manage-address/new`);
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel(t.phone, { exact: true }).fill('5550123456');
    await page.getByLabel(t.line, { exact: true }).fill('3 Marina Walk');
    await page.getByRole('combobox', { name: t.country }).selectOption({ label: t.place });
    await page.getByLabel(t.region, { exact: true }).fill(t.region_name);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(`${t.prefix}/manage-address`);
    const { data } = await asShopper<{ data: { addresses: { country: string; region: string | null }[] } }>(request, shopper, 'GET', '/addresses');
    expect(data.addresses.map((address) => [address.country, address.region])).toEqual([['AE', t.region_name]]);
  });
}
