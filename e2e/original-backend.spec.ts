// The storefront on the original backend: a second production server with SHOP_API_URL pointed at
// a stand-in that answers every path the storefront calls with the original's shapes
// (e2e/support/original-backend), walked through the smoke flows as a shopper sees them, in
// English and in Arabic. The stand-in publishes no realtime key (pusher_app_key null), so chat is
// checked through its drawer's send and the conversation the API returns.
import { expect, test, type Page } from '@playwright/test';
import { startTestServer } from '../scripts/lib/server.mjs';
import { startOriginalBackend } from './support/original-backend/server.mjs';

type Server = { baseURL: string; stop(): Promise<void> };
type Backend = Awaited<ReturnType<typeof startOriginalBackend>>;

test.describe.configure({ mode: 'serial', timeout: 600_000 });

let backend: Backend;
let shop: Server;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  backend = await startOriginalBackend();
  // The same build as the main test server, on another backend: its pages stay in its own memory.
  shop = (await startTestServer(process.cwd(), { SHOP_API_URL: backend.url, WARM_UP: '0', REALTIME: 'off', APP_ENV: 'production', PAGE_CACHE_STORE: 'memory' })) as Server;
});

test.afterAll(async () => {
  // Calls the stand-in has no answer for, as the original has none: worth a look when a step fails.
  if (backend?.unknown.length) console.log(`Paths the original backend does not serve: ${[...new Set(backend.unknown)].join(', ')}`);
  await shop?.stop();
  await backend?.stop();
});

/** 5 March 2024 as the pages write a day ("05 Mar, 2024" and its kin from the original). */
const day = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 2, 5)));
/** The order's time as the history writes it (components/orders/when.tsx). */
const placed = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 2, 5, 10, 30)));
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a shopper browses, signs in, buys with a voucher and cash, and opens a ticket and a chat on the original backend', async ({ page }) => {
  const url = (path: string) => `${shop.baseURL}${path}`;

  await test.step('home', async () => {
    await page.goto(url('/'));
    await expect(page.getByRole('link', { name: /Ceramic Speaker/ }).first()).toBeVisible();
    await expect(page.getByText('$99.00').first()).toBeVisible();
    await expect(page.getByText('Nova Electronics').first()).toBeVisible();
  });

  await test.step('no voucher centre: the original backend does not offer it', async () => {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vouchers' })).toHaveCount(0);
    const answer = await page.goto(url('/vouchers'));
    expect(answer?.status()).toBe(404);
    expect(backend.requests).not.toContain('GET /get-all-vouchers');
  });

  await test.step('listing with a brand filter', async () => {
    await page.goto(url('/products'));
    await expect(page.getByRole('status').filter({ hasText: '3 products' })).toBeVisible();
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('link', { name: 'Maple & Co', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^1 product/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Ceramic Speaker/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Garden Lamp/ })).toHaveCount(0);
    expect(backend.requests).toContain('GET /products');
  });

  await test.step('product: prices, sizes and colours by name, reviews dated in the page language', async () => {
    await page.goto(url('/products/101/details'));
    await expect(page.getByRole('heading', { level: 1, name: 'Ceramic Speaker' })).toBeVisible();
    await expect(page.getByText('$99.00').first()).toBeVisible();
    await expect(page.getByText('$120.00').first()).toBeVisible();
    for (const name of ['S', 'M', 'Black', 'Blue']) await expect(page.getByRole('radio', { name: new RegExp(`^${name}(\\s|$)`) })).toBeAttached();
    await expect(page.getByText('Lovely sound for its size.')).toBeVisible();
    // The original's details have no thumbnail of their own and an uploaded video ("file") first.
    await expect(page.getByRole('button', { name: 'Play video 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Show image 3' }).click();
    await expect(page.getByRole('img', { name: 'Ceramic Speaker' }).first()).toHaveAttribute('src', /101-side\.png$/);
    await expect(page.getByText(day('en')).first()).toBeVisible();
    // Its /master lists no features: no alert buttons, no questions and answers (ours).
    await expect(page.getByRole('button', { name: 'Tell me if the price drops' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Questions and answers' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ask a question' })).toHaveCount(0);
    expect(backend.requests).not.toContain('GET /product-questions');
    await page.goto(url('/ar/products/101/details'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByText(day('ar')).first()).toBeVisible();
  });

  await test.step('category and shop', async () => {
    await page.goto(url('/categories/1'));
    await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Wireless Headphones/ }).first()).toBeVisible();
    await page.goto(url('/shops/1'));
    await expect(page.getByRole('heading', { level: 1, name: 'Nova Electronics' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Ceramic Speaker/ }).first()).toBeVisible();
    // The original has no following of shops (its /master lists no features): no Follow button, no count.
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
    await expect(page.getByTestId('follower-count')).toHaveCount(0);
  });

  await test.step('blog: the list and a post, dated in English and in Arabic', async () => {
    await page.goto(url('/blogs'));
    const card = page.getByRole('article').filter({ hasText: 'How to choose a speaker' });
    await expect(card).toContainText(day('en'));
    await page.goto(url('/blog/how-to-choose-a-speaker'));
    await expect(page.getByRole('heading', { level: 1, name: 'How to choose a speaker' })).toBeVisible();
    await expect(page.getByText(day('en')).first()).toBeVisible();
    await page.goto(url('/ar/blogs'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('article').filter({ hasText: 'How to choose a speaker' })).toContainText(day('ar'));
  });

  await test.step('login; the profile writes the dialling code "1" as +1', async () => {
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome!' });
    await dialog.getByLabel('Email or phone').fill('rana@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Credential is invalid!')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('secret-password');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Rana Haddad')).toBeVisible();
    await page.goto(url('/profile'));
    await expect(page.getByRole('option', { name: /\(\+1\)/ }).first()).toBeAttached();
    await expect(page.getByText('++1')).toHaveCount(0);
    // Nor an account page of followed shops, nor its link.
    await expect(page.getByRole('link', { name: 'Wishlist', exact: true }).first()).toBeAttached();
    await expect(page.getByRole('link', { name: 'Following', exact: true })).toHaveCount(0);
    expect((await page.goto(url('/following')))?.status()).toBe(404);
  });

  await test.step('no alerts, no questions: /alerts, /my-questions and a product\'s questions page are not found, and the account menu links to neither', async () => {
    expect((await page.goto(url('/alerts')))?.status()).toBe(404);
    expect((await page.goto(url('/my-questions')))?.status()).toBe(404);
    expect((await page.goto(url('/products/101/questions')))?.status()).toBe(404);
    await page.goto(url('/profile'));
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Order History' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Alerts' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My questions' })).toHaveCount(0);
  });

  await test.step('cart grouped by shop, with size and colour by name', async () => {
    await page.goto(url('/products/101/details'));
    await page.getByRole('radio', { name: /^Blue(\s|$)/ }).check({ force: true });
    await page.getByRole('radio', { name: /^M(\s|$)/ }).check({ force: true });
    // The original's cart `info` is one string: it shows as a warning.
    backend.state.unavailable = true;
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(toast(page, 'has been added to cart')).toBeVisible();
    await expect(toast(page, 'Some products are removed from cart due to unavailability')).toBeVisible();
    backend.state.unavailable = false;
    await page.getByRole('banner').getByRole('button', { name: /^Cart, items:/ }).click();
    const panel = page.getByRole('dialog', { name: /^My Cart \(\d+\)$/ });
    await expect(panel.getByRole('checkbox', { name: 'Select Nova Electronics for checkout' })).toBeVisible();
    await expect(panel).toContainText('Ceramic Speaker');
    await expect(panel).toContainText('Blue');
    await expect(panel).toContainText('M');
    await panel.getByRole('checkbox', { name: 'Select Nova Electronics for checkout' }).check();
    await panel.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(url('/checkout'));
  });

  await test.step('voucher and checkout with cash on delivery', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /42 Elm Street/ })).toBeChecked();
    const code = page.getByRole('textbox', { name: 'Voucher code' });
    await code.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Invalid coupon code').first()).toBeVisible();
    await code.fill('NOVA10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('Voucher NOVA10 applied').first()).toBeVisible();
    await expect(page.getByTestId('payable-amount')).toHaveText('$195.00');
    await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    await page.getByRole('button', { name: 'Place Order' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Order' });
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    // The original answers only {order_payment_url: null}: the shopper lands on the history.
    await expect(page).toHaveURL(url('/order-history'));
    expect(backend.requests).toContain('POST /place-order');
  });

  await test.step('order history and details: the day in the page language, size and colour as names', async () => {
    const row = page.getByRole('row').filter({ hasText: '#RC000501' });
    await expect(row).toContainText('$195.00');
    await expect(row).toContainText(placed('en'));
    await row.getByRole('link', { name: '#RC000501' }).click();
    await expect(page).toHaveURL(url('/order-history/501'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('#RC000501');
    const line = page.getByRole('listitem').filter({ hasText: 'Ceramic Speaker' }).first();
    await expect(line).toContainText('Blue');
    await expect(line).toContainText('M');
    await expect(page.getByText('Payable Amount').locator('xpath=..')).toContainText('$195.00');
    await page.goto(url('/ar/order-history'));
    await expect(page.getByRole('row').filter({ hasText: '#RC000501' })).toContainText(placed('ar'));
  });

  await test.step('a support ticket: the 422 under its fields, then the ticket dated as the page writes it', async () => {
    await page.goto(url('/support-tickets'));
    await page.getByRole('button', { name: 'New ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open a support ticket' });
    await dialog.getByLabel('Issue Type', { exact: true }).selectOption({ label: 'Order issue' });
    await dialog.getByLabel('Subject', { exact: true }).fill('Speaker arrived scratched');
    await dialog.getByRole('button', { name: 'Submit ticket' }).click();
    await expect(dialog.getByText('The message field is required.')).toBeVisible();
    await expect(dialog.getByLabel('Message', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Message', { exact: true }).fill('The speaker came with a scratch on the side.');
    await dialog.getByRole('button', { name: 'Submit ticket' }).click();
    await expect(page.getByText('Ticket created')).toBeVisible();
    const row = page.getByRole('row', { name: /Speaker arrived scratched/ });
    await expect(row).toContainText(day('en'));
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ticket TK5021904417' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ticket details' })).toContainText('StatusRunning');
    await expect(page.getByRole('article', { name: 'You' })).toContainText('The speaker came with a scratch on the side.');
    await page.goto(url('/ar/support-tickets'));
    await expect(page.getByRole('row').filter({ hasText: 'Speaker arrived scratched' })).toContainText(day('ar'));
  });

  await test.step('chat with the shop from the cart group', async () => {
    await page.request.post(url('/api/cart/store'), { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: { product_id: 101, quantity: 1 } });
    await page.goto(url('/'));
    await page.getByRole('banner').getByRole('button', { name: /^Cart, items:/ }).click();
    await page.getByRole('dialog', { name: /^My Cart \(\d+\)$/ }).getByRole('button', { name: 'Chat Nova Electronics' }).click();
    const drawer = page.getByRole('dialog', { name: 'Nova Electronics' });
    await expect(drawer.getByText('No messages yet. Say hello!')).toBeVisible();
    const box = drawer.getByRole('textbox', { name: 'Type a message' });
    await box.fill('Is the blue one in stock?');
    await box.press('Enter');
    await expect(drawer.getByRole('log').getByRole('listitem').filter({ hasText: 'Is the blue one in stock?' })).toBeVisible();
    await expect(box).toHaveValue('');
    const answer = await page.request.get(url('/api/get-message?shop_id=1'), { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect((await answer.json()).data.data[0].message).toBe('Is the blue one in stock?');
    expect(backend.requests).toEqual(expect.arrayContaining(['POST /store-message', 'POST /send-message']));
  });
});
