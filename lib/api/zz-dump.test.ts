import { startTestShop, call, type TestShop } from '@/server/test/test-app';
import { writeFileSync } from 'node:fs';
jest.setTimeout(60_000);
let shop: TestShop;
beforeAll(async () => { shop = await startTestShop({ products: 60 }); });
afterAll(() => shop.close());
it('dumps', async () => {
  const out: Record<string, unknown> = {};
  const paths = ['/banners', '/product-details?product_id=1', '/reviews?product_id=1&page=1&per_page=2', '/reviews?shop_id=1&page=1&per_page=2', '/sub-categories?category_id=1',
    '/shops?page=1&per_page=2', '/shops/1', '/shops/top', '/shop-categories?shop_id=1&page=1&per_page=2', '/flash-sales', '/flash-sale/1/details?page=1&per_page=2',
    '/blogs?page=1&per_page=2', '/blog/1/details', '/legal-pages/about-us', '/contact-us', '/lang/xx', '/product-details?product_id=999999', '/product-details',
    '/shops/999999', '/flash-sale/999999/details', '/blog/nope/details', '/reviews', '/sub-categories', '/shop-categories', '/shops/abc', '/products?page=1&per_page=1'];
  for (const p of paths) { const a = await call(p); out[p] = { status: a.status, body: a.body }; }
  for (const body of [{}, { name: 'A', email: 'bad', phone: '1', subject: 's', message: 'm' }, { name: 'A', email: 'a@b.co', phone: '1', subject: 's', message: 'm' }]) {
    const a = await call('/support', { method: 'POST', json: body }); out['/support ' + JSON.stringify(body)] = { status: a.status, body: a.body };
  }
  writeFileSync('/tmp/dump.json', JSON.stringify(out, null, 1));
});
