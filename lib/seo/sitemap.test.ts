import { urlset } from './sitemap';

describe('sitemap shards', () => {
  it('lists each page in every language with its alternates, x-default included, and its last change', () => {
    const xml = urlset('https://shop.example', [{ path: '/products/7/details', lastModified: '2026-11-20T10:00:00.000Z' }]);
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)?.[1])).toEqual(['https://shop.example/products/7/details', 'https://shop.example/ar/products/7/details']);
    for (const url of urls) {
      expect(url).toContain('<lastmod>2026-11-20T10:00:00.000Z</lastmod>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://shop.example/ar/products/7/details"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/products/7/details"/>');
    }
  });
});
