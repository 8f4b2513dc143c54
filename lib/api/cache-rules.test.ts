import { cacheRule } from './cache-rules';

const rule = (path: string) => cacheRule(new URL(`http://shop.test/api${path}`));

describe('cacheRule', () => {
  it('tags a product page with its own tag, so a change to it refreshes just that', () => {
    expect(rule('/product-details?product_id=42')).toEqual({ tags: ['catalog', 'product:42'], revalidate: 60 });
  });

  it('tags reviews with their product or shop, so a new review refreshes them at once', () => {
    expect(rule('/reviews?product_id=42&page=1&per_page=5')?.tags).toEqual(['catalog', 'product:42']);
    expect(rule('/reviews?shop_id=7')?.tags).toEqual(['catalog', 'shop:7']);
  });

  it('keeps settings longer, under the master tag the settings change clears', () => {
    expect(rule('/master')).toEqual({ tags: ['master'], revalidate: 60 });
    expect(rule('/lang/ar')?.tags).toEqual(['master']);
  });

  it('tags listings, shops, blog and content', () => {
    expect(rule('/products?page=2&search=lamp')?.tags).toEqual(['catalog']);
    expect(rule('/flash-sale/3/details')?.tags).toEqual(['catalog']);
    expect(rule('/shops/7')?.tags).toEqual(['catalog', 'shop', 'shop:7']);
    expect(rule('/blog/some-post/details')?.tags).toEqual(['blog']);
    expect(rule('/legal-pages/about-us')?.tags).toEqual(['content']);
  });

  it('never caches personal or unknown calls', () => {
    for (const path of ['/carts', '/addresses', '/favorite-products', '/get-message?shop_id=1', '/unread-messages', '/support', '/whatever']) {
      expect(rule(path)).toBeNull();
    }
  });
});
