// The cart as a shopper uses it: adding from the product page with a colour and size, the popups,
// the cart panel (stepper, remove and add again, shops selected for checkout, vouchers), the
// Arabic panel, and a cart that follows the shopper across reloads and devices.
import type { APIRequestContext, Page } from '@playwright/test';
import { asShopper, newShopper, signIn, type Shopper } from './support/account';
import { apiData, type CardData } from './support/api';
import { seriousProblems } from './support/axe';
import { expect, test, toastWith } from './support/test';

/** Products that can be bought a few times over, from the seeded catalogue. */
async function stocked(request: APIRequestContext): Promise<CardData[]> {
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?per_page=100');
  return products.filter((product) => product.quantity >= 10);
}

/** In the variant chooser: the first option of every kind, then Add to cart. */
async function chooseAndAdd(page: Page) {
  const chooser = page.getByRole('dialog', { name: 'Choose options' });
  await expect(chooser.getByRole('group').first()).toBeVisible();
  for (const group of await chooser.getByRole('group').all()) await group.locator('label').first().click();
  await chooser.getByRole('button', { name: 'Add to cart' }).click();
}

/** Puts a product in the shopper's cart through the API, as another device would. */
function addThroughApi(request: APIRequestContext, shopper: Shopper, product: CardData, quantity = 1) {
  return asShopper(request, shopper, 'POST', '/cart/store', {
    product_id: product.id,
    quantity,
    color: product.colors[0]?.id ?? null,
    size: product.sizes[0]?.id ?? null,
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A variant radio: its label starts with the name (a surcharge may follow). */
const variant = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${escape(name)}(\\s|$)`) });
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, items:/ });
const panelOf = (page: Page) => page.getByRole('dialog', { name: /^My Cart \(\d+\)$/ });

test('a guest who adds to the cart is told to log in first and gets the login dialog', async ({ page, request }) => {
  const [product] = await stocked(request);
  await page.goto(`/products/${product.id}/details`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Please login first!')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, items: 0');
});

test('adding with a colour and size, the cart panel, the stepper, remove and add again, and a reload', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Cart Shopper');
  await signIn(page, shopper);
  const product = (await stocked(request)).find((item) => item.colors.length > 1 && item.sizes.length > 1)!;
  const color = product.colors[1];
  const size = product.sizes[1];

  await page.goto(`/products/${product.id}/details`);
  await variant(page, color.name).check({ force: true });
  await variant(page, size.name).check({ force: true });
  await page.getByRole('button', { name: 'Increase quantity', exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();

  const added = toastWith(page, 'has been added to cart');
  await expect(added).toContainText(product.name);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, items: 2');
  await added.getByRole('button', { name: 'View In Cart' }).click();

  const panel = panelOf(page);
  await expect(panel).toHaveAccessibleName('My Cart (2)');
  // The shop's list of lines (the panel also holds its own popups, which are list items too).
  const line = panel.getByRole('list', { name: `Products from ${product.shop.name}` }).getByRole('listitem').filter({ hasText: product.name });
  await expect(line).toContainText(`Size: ${size.name}`);
  await expect(line).toContainText(`Colour: ${color.name}`);
  const quantity = line.getByRole('group', { name: `Quantity of ${product.name}` });
  await expect(quantity).toHaveText('2');
  await line.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await expect(quantity).toHaveText('3');
  await expect(panel).toHaveAccessibleName('My Cart (3)');
  await line.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
  await expect(quantity).toHaveText('2');

  // The cart survives a reload, from storage first and then from the server.
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, items: 2');
  await cartButton(page).click();
  await expect(panel).toBeVisible();
  // The panel is a modal dialog: Escape closes it and focus returns to what opened it.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(cartButton(page)).toBeFocused();
  await cartButton(page).click();
  await expect(line.getByRole('group', { name: `Quantity of ${product.name}` })).toHaveText('2');

  await line.getByRole('button', { name: `Remove ${product.name} from cart` }).click();
  const removed = toastWith(page, 'has been remove to cart');
  await expect(removed).toContainText(product.name);
  await expect(panel.getByText('Cart is empty')).toBeVisible();
  await expect(panel).toHaveAccessibleName('My Cart (0)');
  await removed.getByRole('button', { name: 'Again Add to Cart' }).click();
  await expect(line.getByRole('group', { name: `Quantity of ${product.name}` })).toHaveText('1');
  await expect(line).toContainText(`Size: ${size.name}`);
  await expect(line).toContainText(`Colour: ${color.name}`);

  // A click on the item opens its product page.
  await line.getByRole('link', { name: product.name }).click();
  await expect(page).toHaveURL(`/products/${product.id}/details`);
  await expect(panel).toBeHidden();
});

test('two shops: checkout needs a selected shop, the amount follows the selection, vouchers are collected', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Two Shops');
  const products = await stocked(request);
  const first = products[0];
  const second = products.find((item) => item.shop.id !== first.shop.id)!;
  // A cart built on another device shows here after signing in with the login dialog.
  await addThroughApi(request, shopper, first, 2);
  await addThroughApi(request, shopper, second, 1);
  await page.goto('/');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, items: 0');
  // The backend limits logins per client address: this shopper's own address.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': shopper.address });
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome!' });
  await login.getByLabel('Email or phone').fill(shopper.email);
  await login.getByLabel('Password', { exact: true }).fill(shopper.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, items: 3');
  await cartButton(page).click();

  const panel = panelOf(page);
  await expect(panel).toHaveAccessibleName('My Cart (3)');
  // The shops of a cart seen here for the first time are selected: the amount is what it holds.
  const firstShop = panel.getByRole('checkbox', { name: `Select ${first.shop.name} for checkout` });
  const secondShop = panel.getByRole('checkbox', { name: `Select ${second.shop.name} for checkout` });
  await expect(firstShop).toBeChecked();
  await expect(secondShop).toBeChecked();
  const amount = panel.getByText('Cart Amount').locator('xpath=..');
  await expect(amount).toContainText('$');
  await expect(amount).not.toContainText('$0.00');
  const bothShops = await amount.textContent();
  // Its parts: the items with VAT, and delivery.
  await expect(panel.getByText('Subtotal (incl. VAT)')).toBeVisible();
  await expect(panel.getByText('Delivery Charge')).toBeVisible();
  // The tick box has a 44 px target.
  const target = await firstShop.locator('xpath=..').boundingBox();
  expect(Math.min(target?.width ?? 0, target?.height ?? 0)).toBeGreaterThanOrEqual(44);

  await secondShop.uncheck();
  await expect(amount).not.toHaveText(bothShops ?? '');
  const oneShop = await amount.textContent();
  await firstShop.uncheck();
  await expect(panel.getByText('Tick a shop above to see its amount and check out.')).toBeVisible();
  await panel.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(toastWith(page, 'Please select at least one shop')).toBeVisible();
  await expect(page).toHaveURL('/');
  await firstShop.check();
  await expect(amount).toHaveText(oneShop ?? '');

  // Vouchers of the first shop: collect one.
  await panel.getByRole('button', { name: `Apply Store voucher: ${first.shop.name}` }).click();
  const vouchers = page.getByRole('dialog', { name: `Voucher from ${first.shop.name}` });
  const voucher = vouchers.getByRole('listitem').filter({ hasText: 'Minimum Spend' }).first();
  await expect(voucher).toContainText('Validity till');
  await voucher.getByRole('button', { name: 'Collect' }).click();
  await expect(voucher.getByRole('button', { name: 'Collected' })).toBeDisabled();
  await expect(toastWith(page, 'Voucher collected successfully')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(vouchers).toBeHidden();
  await expect(panel).toBeVisible();

  // The collected voucher stays collected on the next opening.
  await panel.getByRole('button', { name: `Apply Store voucher: ${first.shop.name}` }).click();
  await expect(vouchers.getByRole('button', { name: 'Collected' }).first()).toBeVisible();
  await page.keyboard.press('Escape');

  await panel.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  // The selection is kept for the checkout page, in browser storage.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').state?.selectedShopIds);
  expect(stored).toEqual([first.shop.id]);
});

test('the cart panel in Arabic: right to left, at the left edge, with Arabic texts and toasts on the right', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Arabic Cart');
  const [product] = await stocked(request);
  await addThroughApi(request, shopper, product, 1);
  await signIn(page, shopper);
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('banner').getByRole('button', { name: /^السلة/ }).click();
  const panel = page.getByRole('dialog', { name: 'سلتي (1)' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'المتابعة إلى الدفع' })).toBeVisible();
  await expect(panel.getByText('مبلغ السلة')).toBeVisible();
  await expect(panel.getByText('المجموع الفرعي (شامل الضريبة)')).toBeVisible();
  // In right-to-left the end edge is the left one.
  const box = await panel.boundingBox();
  expect(box?.x).toBe(0);

  await panel.getByRole('checkbox').uncheck();
  await expect(panel.getByText('حدّد متجرًا للدفع.')).toBeVisible();
  await panel.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
  await expect(page.getByText('يرجى اختيار متجر واحد على الأقل')).toBeVisible();
  await expect(page.locator('[data-sonner-toaster]').filter({ hasText: 'يرجى اختيار متجر واحد على الأقل' })).toHaveAttribute('data-x-position', 'right');
});

test('the wishlist adds to the cart', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Wishful Shopper');
  const [product] = await stocked(request);
  await asShopper(request, shopper, 'POST', '/favorite-add-or-remove', { product_id: product.id });
  await signIn(page, shopper);
  await page.goto('/wishlist');
  await page.getByRole('list', { name: 'Wishlist' }).getByRole('button', { name: `Add to cart: ${product.name}` }).click();
  if (product.colors.length + product.sizes.length > 0) await chooseAndAdd(page);
  await expect(toastWith(page, 'has been added to cart')).toContainText(product.name);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, items: 1');
});

test('axe finds no serious or critical problem in the cart panel and the voucher dialog', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Axe Cart');
  const [product] = await stocked(request);
  await addThroughApi(request, shopper, product, 1);
  await signIn(page, shopper);
  await page.goto(`/products/${product.id}/details`);
  expect(await seriousProblems(page)).toEqual([]);
  await cartButton(page).click();
  const panel = panelOf(page);
  await expect(panel.getByRole('group', { name: `Quantity of ${product.name}` })).toHaveText('1');
  expect(await seriousProblems(page)).toEqual([]);
  await panel.getByRole('button', { name: `Apply Store voucher: ${product.shop.name}` }).click();
  await expect(page.getByRole('dialog', { name: `Voucher from ${product.shop.name}` }).getByText('Minimum Spend').first()).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
});

test('on a phone, a card’s cart button asks for the size and colour in a sheet, with the price of the choice, and adds only that', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shopper = await newShopper(request, 'Chooser Shopper');
  const product = (await stocked(request)).find((item) => item.sizes.length > 1)!;
  await signIn(page, shopper);
  await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
  await page.getByRole('button', { name: `Add ${product.name} to cart`, exact: true }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose options' });
  await expect(chooser).toBeVisible();
  // A sheet along the bottom of the phone.
  await expect(chooser.getByRole('group').first()).toBeVisible();
  const box = (await chooser.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(844);
  expect(Math.round(box.width)).toBe(390);

  // Nothing is added before every kind of option is chosen.
  await expect(chooser.getByText('Choose from each option above to add this product.')).toBeVisible();
  await expect(chooser.getByRole('button', { name: 'Add to cart' })).toBeDisabled();

  const size = product.sizes.at(-1)!;
  const sizes = chooser.getByRole('group', { name: /^Size/ });
  await sizes.locator('label').filter({ hasText: size.name }).first().click();
  const colours = chooser.getByRole('group', { name: /^Colour/ });
  if (product.colors.length > 0) await colours.locator('label').first().click();
  const colour = product.colors[0];
  const paid = (product.discount_price > 0 ? product.discount_price : product.price) + size.price + (colour?.price ?? 0);
  await expect(chooser.getByTestId('price')).toHaveText(`$${paid.toFixed(2)}`);
  await chooser.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toastWith(page, 'has been added to cart')).toContainText(product.name);
  await expect(chooser).toBeHidden();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, items: 1');
  await cartButton(page).click();
  await expect(panelOf(page).getByText(`Size: ${size.name}`)).toBeVisible();
});
