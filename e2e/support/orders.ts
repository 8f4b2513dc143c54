// Orders a test needs, arranged through the API.
import { expect, type APIRequestContext } from '@playwright/test';
import { asShopper, type Shopper } from './account';
import { apiData, type CardData } from './api';

/** One product in stock bought by `shopper` with the sandbox gateway: the placed orders and their payment. */
export async function placedForSandbox(request: APIRequestContext, shopper: Shopper, addressLine = '1 Payment Lane') {
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?per_page=100');
  const product = products.find((item) => item.quantity >= 5);
  expect(product, 'a product in stock').toBeDefined();
  await asShopper(request, shopper, 'POST', '/cart/store', { product_id: product!.id, quantity: 1, color: product!.colors[0]?.id ?? null, size: product!.sizes[0]?.id ?? null });
  const { data: address } = await asShopper<{ data: { address: { id: number } } }>(request, shopper, 'POST', '/address/store', {
    name: shopper.name,
    phone: '5550123456',
    address_type: 'home',
    address_line: addressLine,
    is_default: true,
  });
  const { data } = await asShopper<{ data: { order_payment_url: string; orders: { id: number }[]; payment: { id: number } } }>(request, shopper, 'POST', '/place-order', {
    shop_ids: [product!.shop.id],
    address_id: address.address.id,
    payment_method: 'sandbox',
  });
  return data;
}
