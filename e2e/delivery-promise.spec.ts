// The arrival day on a product page: computed in the browser from the shop's delivery calendar,
// so the clock is pinned. The first seeded shop is in New York: it dispatches Monday to Friday,
// packs for a day, and counts orders placed before 14:00 there from that day; it delivers in the
// United States in 2–5 days and abroad in 6–9.
import { expect, test } from './support/test';
import { asShopper, newShopper, signIn } from './support/account';
import { apiData, type CardData } from './support/api';
import { placedForSandbox } from './support/orders';

async function productOfFirstShop(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?shop_id=1&per_page=1');
  return products[0].id;
}

for (const width of [390, 1280]) {
  test(`a product page promises the arrival day before and after the cut-off, for the chosen destination (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = await productOfFirstShop(request);
    // Monday 30 November 2026, 10:00 in New York.
    await page.clock.install({ time: new Date('2026-11-30T15:00:00Z') });
    await page.goto(`/products/${id}/details`);
    // The arrival day's code loads when the seller's box comes into view; until then the shop's
    // estimate shows.
    await page.getByText('Sold by', { exact: true }).first().scrollIntoViewIfNeeded();
    // Dispatched Tuesday, 2–5 days on the road.
    const arrival = page.getByText(/^Arrives /);
    await expect(arrival).toHaveText('Arrives Dec 3 – 6');
    await expect(arrival).toBeVisible();
    await expect(page.getByText(/^Order within /)).toHaveText('Order within 4 h 0 min');

    // Past the cut-off the order counts from Tuesday.
    await page.clock.fastForward('04:00:30');
    await expect(arrival).toHaveText('Arrives Dec 4 – 7');
    await expect(page.getByText(/^Order within /)).toHaveCount(0);

    // Abroad, and the choice stays on the device.
    await page.getByRole('combobox', { name: 'Deliver to' }).selectOption({ label: 'United Arab Emirates' });
    await expect(arrival).toHaveText('Arrives Dec 8 – 11');
    await page.reload();
    await page.getByText('Sold by', { exact: true }).first().scrollIntoViewIfNeeded();
    await expect(page.getByRole('combobox', { name: 'Deliver to' })).toHaveValue('AE');
    await expect(page.getByText(/^Arrives /)).toHaveText('Arrives Dec 8 – 11');
  });
}

test('the arrival day is said in Arabic, right to left, on the Arabic page', async ({ page, request }) => {
  const id = await productOfFirstShop(request);
  await page.clock.install({ time: new Date('2026-11-30T15:00:00Z') });
  await page.goto(`/ar/products/${id}/details`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByText('يبيعه', { exact: true }).first().scrollIntoViewIfNeeded();
  await expect(page.getByText(/^يصل /)).toBeVisible();
  await expect(page.getByText(/^اطلب خلال /)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'التوصيل إلى' })).toHaveValue('US');
});

test("the product's JSON-LD ships by the shop's calendar: handling and transit times per destination", async ({ page, request }) => {
  const id = await productOfFirstShop(request);
  await page.goto(`/products/${id}/details`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Product');
  const shipping = product.offers.shippingDetails as { shippingDestination: { addressCountry: string; addressRegion?: string }; deliveryTime: { handlingTime: { minValue: number }; transitTime: { minValue: number; maxValue: number } } }[];
  expect(shipping.map((detail) => [detail.shippingDestination.addressCountry, detail.shippingDestination.addressRegion ?? null, detail.deliveryTime.transitTime.minValue, detail.deliveryTime.transitTime.maxValue])).toEqual([
    ['US', null, 2, 5],
    ['US', 'NY', 1, 2],
    ['AE', null, 6, 9],
    ['GB', null, 6, 9],
  ]);
  expect(shipping.every((detail) => detail.deliveryTime.handlingTime.minValue === 1)).toBe(true);
});

test('an order keeps the arrival days promised when it was placed, and its page says them', async ({ page, request }) => {
  const shopper = await newShopper(request);
  const placed = await placedForSandbox(request, shopper);
  const [order] = placed.orders;
  const { order: details } = await asShopper<{ data: { order: { promised_delivery: { earliest: string; latest: string } } } }>(request, shopper, 'GET', `/order-details?order_id=${order.id}`).then((answer) => answer.data);
  expect(details.promised_delivery.earliest <= details.promised_delivery.latest).toBe(true);
  await signIn(page, shopper);
  await page.goto(`/order-history/${order.id}`);
  const range = await page.evaluate(({ earliest, latest }) => {
    const day = (date: string) => new Date(`${date}T00:00:00Z`);
    if (earliest === latest) return `Arrives by ${new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(day(latest))}`;
    return `Arrives ${new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(day(earliest), day(latest))}`;
  }, details.promised_delivery);
  await expect(page.getByRole('region', { name: 'Order Status' }).getByText(/^Arrives /)).toHaveText(range);
});
