// Chat as a shopper uses it on the production build, with its real database and realtime server:
// the chat drawer from a cart group, a shop page and a product page, a message shown at once and
// the shop's answer arriving live in the open drawer; the unread badge on the account sidebar,
// live while elsewhere and cleared by opening the shop in /massages, whose search filters shops;
// logout clearing the chat state; the drawer in Arabic. Shops answer through the shop-side API.
import type { APIRequestContext, Locator } from '@playwright/test';
import { asShopper, newShopper, signIn, type Shopper } from './support/account';
import { apiData, type CardData } from './support/api';
import { seriousProblems } from './support/axe';
import { shopSays, shopToken } from './support/shop-owner';
import { expect, test } from './support/test';

const TIME = /^\d\d:\d\d [ap]m, \d\d [A-Z][a-z]{2}, \d{4}$/;

/** The shopper writes to a shop through the API, as from another device. */
async function shopperWrites(request: APIRequestContext, shopper: Shopper, shopId: number, message: string): Promise<void> {
  await asShopper(request, shopper, 'POST', '/store-message', { shop_id: shopId, user_id: shopper.id, type: 'user' });
  await asShopper(request, shopper, 'POST', '/send-message', { shop_id: shopId, message, type: 'user' });
}

const shopName = async (request: APIRequestContext, shopId: number, locale = 'en') => (await apiData<{ shop: { name: string } }>(request, `/shops/${shopId}`, locale)).shop.name;

async function send(drawer: Locator, message: string): Promise<void> {
  const box = drawer.getByRole('textbox', { name: 'Type a message' });
  await box.fill(message);
  await box.press('Enter');
}

test('from a cart group: the message shows at once, the shop’s answer arrives in the open drawer, and logging out clears chat', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Cart Chatter');
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?shop_id=3&per_page=50');
  const product = products.find((item) => item.quantity > 0)!;
  await asShopper(request, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 1, color: product.colors[0]?.id ?? null, size: product.sizes[0]?.id ?? null });
  const shop = await shopName(request, 3);
  await signIn(page, shopper);
  await page.goto('/');

  await page.getByRole('banner').getByRole('button', { name: /^Cart, items:/ }).click();
  const panel = page.getByRole('dialog', { name: /^My Cart \(\d+\)$/ });
  await panel.getByRole('button', { name: `Chat ${shop}` }).click();
  const drawer = page.getByRole('dialog', { name: shop });
  await expect(drawer).toBeVisible();
  // The shop's logo beside its name (decorative: the name says it).
  await expect(drawer.locator('img').first()).toBeAttached();
  await expect(drawer.getByText(/^(Online|Offline)$/)).toBeVisible();
  await expect(drawer.getByText('No messages yet. Say hello!')).toBeVisible();

  // Shift+Enter is a newline, Enter sends; the message shows at once and the box empties.
  const box = drawer.getByRole('textbox', { name: 'Type a message' });
  await box.fill('Does this come in blue?');
  await box.press('Shift+Enter');
  await box.pressSequentially('Or green?');
  await expect(box).toHaveValue('Does this come in blue?\nOr green?');
  await box.press('Enter');
  const log = drawer.getByRole('log');
  const mine = log.getByRole('listitem').filter({ hasText: 'Does this come in blue?' });
  await expect(mine).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(mine.locator('time')).toHaveText(TIME);
  expect(await seriousProblems(page, 'dialog[open]')).toEqual([]);

  // The shop answers: it appears in the open drawer without a reload, and the shop is online.
  await shopSays(request, await shopToken(request, 3), shopper, 'Yes, both. See https://example.com/colours for the shades.');
  const answer = log.getByRole('listitem').filter({ hasText: 'Yes, both.' });
  await expect(answer).toBeVisible();
  await expect(answer.getByRole('link', { name: 'https://example.com/colours' })).toHaveAttribute('href', 'https://example.com/colours');
  await expect(drawer.getByText('Online', { exact: true })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('chat') ?? '{}').state);
  expect(JSON.stringify(stored.conversations)).toContain('Yes, both.');

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByText(shopper.name).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('dialog', { name: 'Log Out!' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Logout successfully')).toBeVisible();
  const cleared = await page.evaluate(() => JSON.parse(localStorage.getItem('chat') ?? '{}').state);
  expect(cleared).toMatchObject({ ownerId: null, unreadMessages: 0, conversations: {}, activeShop: null });
});

test('the unread badge follows the shops’ answers live, and opening each shop in /massages clears it; Search Seller filters', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Inbox Reader');
  const [glow, peak] = [await shopName(request, 4), await shopName(request, 5)];
  await shopperWrites(request, shopper, 4, 'Is the serum vegan?');
  await shopperWrites(request, shopper, 5, 'Do you sell size 44?');
  const [glowToken, peakToken] = [await shopToken(request, 4), await shopToken(request, 5)];
  await shopSays(request, glowToken, shopper, 'Yes, fully vegan.');
  await shopSays(request, peakToken, shopper, 'Back in stock on Monday.');

  await signIn(page, shopper);
  await page.goto('/dashboard');
  const message = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /^Message/ });
  await expect(message).toHaveAccessibleName(/^Message\s*2 unread messages$/);
  // Elsewhere than /massages a live answer refreshes the count.
  await shopSays(request, peakToken, shopper, 'We can hold a pair for you.');
  await expect(message).toHaveAccessibleName(/^Message\s*3 unread messages$/);

  await message.click();
  await expect(page).toHaveURL('/massages');
  await expect(page.getByText('No User Selected')).toBeVisible();
  const shops = page.getByRole('list', { name: 'Shops' });
  await expect(shops.getByRole('button')).toHaveCount(2);
  const peakEntry = shops.getByRole('button', { name: new RegExp(peak) });
  await expect(peakEntry).toContainText('We can hold a pair for you.');
  await expect(peakEntry).toContainText('2 unread messages');

  await page.getByRole('searchbox', { name: 'Search Seller' }).fill(glow.slice(0, 4));
  await expect(shops.getByRole('button')).toHaveCount(1);
  await expect(shops.getByRole('button', { name: new RegExp(glow) })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search Seller' }).fill('');
  await expect(shops.getByRole('button')).toHaveCount(2);

  await peakEntry.click();
  const conversation = page.getByRole('region', { name: peak });
  await expect(conversation.getByText('Back in stock on Monday.')).toBeVisible();
  await expect(conversation.getByText('Do you sell size 44?')).toBeVisible();
  await expect(peakEntry).not.toContainText('unread');
  await expect(message).toHaveAccessibleName(/^Message\s*1 unread message$/);

  // On /massages a live answer shows in the open conversation and the list.
  await shopSays(request, peakToken, shopper, 'Reserved under your name.');
  await expect(conversation.getByText('Reserved under your name.')).toBeVisible();
  await expect(peakEntry).toContainText('Reserved under your name.');
  await send(conversation, 'Thank you!');
  await expect(conversation.getByText('Thank you!')).toBeVisible();

  await shops.getByRole('button', { name: new RegExp(glow) }).click();
  await expect(page.getByRole('region', { name: glow }).getByText('Yes, fully vegan.')).toBeVisible();
  await expect(message).toHaveAccessibleName('Message');
  expect(await seriousProblems(page, 'main')).toEqual([]);
});

test('from a product page the drawer opens with the product’s card', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Product Asker');
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?shop_id=6&per_page=1');
  const product = products[0];
  await signIn(page, shopper);
  await page.goto(`/products/${product.id}/details`);
  await page.getByRole('button', { name: `Chat ${product.shop.name}` }).click();
  const drawer = page.getByRole('dialog', { name: product.shop.name });
  const card = drawer.getByRole('link', { name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(card).toHaveAttribute('href', `/products/${product.id}/details`);
  await send(drawer, 'Is this the newest model?');
  await expect(drawer.getByRole('log').getByText('Is this the newest model?')).toBeVisible();
});

test('the chat drawer in Arabic reads right to left', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Arabic Chatter');
  const shop = await shopName(request, 7, 'ar');
  await signIn(page, shopper);
  await page.goto('/ar/shops/7');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: `دردشة ${shop}` }).click();
  const drawer = page.getByRole('dialog', { name: shop });
  await expect(drawer.getByText(/^(متصل|غير متصل)$/)).toBeVisible();
  const box = drawer.getByRole('textbox', { name: 'اكتب رسالة' });
  await box.fill('مرحبا، هل الكتاب متوفر؟');
  await box.press('Enter');
  await expect(drawer.getByRole('log').getByText('مرحبا، هل الكتاب متوفر؟')).toBeVisible();
  await expect(drawer.getByRole('log').locator('time')).toHaveText(/\d{4}$/);
  // The drawer sits at the end edge: the left in right-to-left pages.
  const placement = await drawer.boundingBox();
  expect(placement?.x ?? 1).toBeLessThan(2);
  expect(await seriousProblems(page, 'dialog[open]')).toEqual([]);
});

test('a long conversation: scrolling up reads older pages, and a message with markup shows as text', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Long Talker');
  await shopperWrites(request, shopper, 8, 'Hello, I have a few questions.');
  const token = await shopToken(request, 8);
  for (let index = 1; index <= 44; index += 1) await shopSays(request, token, shopper, `Older answer ${index}`);
  const markup = '<script>window.__chatInjected = 1</script><b>Bold?</b>';
  await shopSays(request, token, shopper, markup);
  const shop = await shopName(request, 8);
  await signIn(page, shopper);
  await page.goto('/shops/8');
  await page.getByRole('main').getByRole('button', { name: `Chat ${shop}` }).first().click();
  const drawer = page.getByRole('dialog', { name: shop });
  const log = drawer.getByRole('log');

  // The newest page, scrolled to the newest message: the markup is shown as the characters the
  // shop typed, and nothing ran.
  await expect(log.getByText(markup, { exact: true })).toBeInViewport();
  await expect(log.getByText('Older answer 26', { exact: true })).not.toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { __chatInjected?: number }).__chatInjected)).toBeUndefined();
  await expect(log.locator('b, script')).toHaveCount(0);
  await expect(log.getByText('Older answer 1', { exact: true })).toHaveCount(0);

  // Opened again, the stored messages show at once, also at the newest one.
  await drawer.getByRole('button', { name: 'Close chat' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('main').getByRole('button', { name: `Chat ${shop}` }).first().click();
  await expect(log.getByText(markup, { exact: true })).toBeInViewport();
  await expect(log.getByText('Older answer 26', { exact: true })).not.toBeInViewport();

  // 46 messages, 20 a page: scrolling to the top twice brings the first message.
  await expect(async () => {
    await log.evaluate((element) => {
      element.scrollTop = 0;
    });
    await expect(log.getByText('Hello, I have a few questions.', { exact: true })).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
  await expect(log.getByText('Older answer 1', { exact: true })).toBeVisible();
});
