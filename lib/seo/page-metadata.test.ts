import { listingPage, metaDescription, ogLocale, pageMetadata, textList, type SiteFacts } from './page-metadata';

const site: SiteFacts = { origin: 'https://shop.test', siteName: 'Marketly', logo: '/media/brand/logo.webp', pageLabel: (page) => `Page ${page}` };

describe('metaDescription', () => {
  it('keeps the text of HTML, entities decoded and whitespace collapsed', () => {
    expect(metaDescription('<p>Fast&nbsp;delivery &amp; <b>easy</b>\n\n returns</p><script>alert(1)</script>')).toBe('Fast delivery & easy returns');
    expect(metaDescription('Tom &#39;s &#x263A; &bogus;')).toBe("Tom 's ☺ &bogus;");
  });

  it('is at most 160 characters, cut between words with an ellipsis', () => {
    const long = 'word '.repeat(60);
    const cut = metaDescription(long)!;
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
    expect(metaDescription('a'.repeat(200))).toBe(`${'a'.repeat(159)}…`);
    expect(metaDescription('short one.')).toBe('short one.');
  });

  it('counts characters, not UTF-16 units, and handles Arabic', () => {
    const arabic = 'تسوق '.repeat(40);
    expect(Array.from(metaDescription(arabic)!).length).toBeLessThanOrEqual(160);
    expect(metaDescription('😀'.repeat(170))).toBe(`${'😀'.repeat(159)}…`);
  });

  it('is undefined when nothing is left', () => {
    for (const empty of [null, undefined, '', '   ', '<p> </p>']) expect(metaDescription(empty)).toBeUndefined();
  });
});

describe('listingPage', () => {
  it('is the page number beyond the first, as the canonical URL keeps it', () => {
    expect(listingPage({ page: '3' })).toBe(3);
    expect(listingPage({ page: '1' })).toBeNull();
    expect(listingPage({ page: 'x' })).toBeNull();
    expect(listingPage({})).toBeNull();
    expect(listingPage({ page: ['2'] })).toBeNull();
  });
});

describe('pageMetadata', () => {
  it('gives title, description, canonical, hreflang and the complete share cards', () => {
    const meta = pageMetadata({ locale: 'ar', path: '/products', query: { page: '2', brand: '4' }, title: 'المنتجات', description: '<p>كل المنتجات</p>' }, site);
    expect(meta.title).toBe('المنتجات – Page 2');
    expect(meta.description).toBe('Page 2: كل المنتجات');
    expect(meta.alternates).toEqual({ canonical: '/ar/products?page=2', languages: { en: '/products?page=2', ar: '/ar/products?page=2', 'x-default': '/products?page=2' } });
    expect(meta.openGraph).toEqual({
      title: 'المنتجات – Page 2',
      description: 'Page 2: كل المنتجات',
      url: 'https://shop.test/ar/products?page=2',
      siteName: 'Marketly',
      locale: 'ar_AR',
      alternateLocale: ['en_US'],
      type: 'website',
      images: [{ url: 'https://shop.test/media/brand/logo.webp' }],
    });
    // X reads the rest from the og: tags.
    expect(meta.twitter).toEqual({ card: 'summary' });
  });

  it("uses the page's own picture, absolute, as a large card", () => {
    const meta = pageMetadata({ locale: 'en', path: '/flash-sale/3', title: 'Sale', description: 'd', image: '/media/sales/3.webp' }, site);
    expect(meta.openGraph).toMatchObject({ url: 'https://shop.test/flash-sale/3', locale: 'en_US', alternateLocale: ['ar_AR'], images: [{ url: 'https://shop.test/media/sales/3.webp' }] });
    expect(meta.twitter).toEqual({ card: 'summary_large_image' });
    expect(pageMetadata({ locale: 'en', path: '/x', title: 'X', description: 'd', image: 'https://cdn.test/a.png' }, site).openGraph).toMatchObject({ images: [{ url: 'https://cdn.test/a.png' }] });
  });

  it('names no picture when the route draws one, so that Next.js adds it', () => {
    const meta = pageMetadata({ locale: 'en', path: '/products/1/details', title: 'Lamp', description: 'A lamp', image: 'generated' }, site);
    expect(meta.openGraph).not.toHaveProperty('images');
    expect(meta.twitter).toEqual({ card: 'summary_large_image' });
  });

  it("names the site's picture on a listing's further pages, which have no drawn picture of their own", () => {
    const meta = pageMetadata({ locale: 'en', path: '/shops/1', query: { page: '2' }, title: 'Shop', description: 'd', image: 'generated' }, site);
    expect(meta.openGraph).toMatchObject({ images: [{ url: 'https://shop.test/media/brand/logo.webp' }] });
    expect(meta.twitter).toEqual({ card: 'summary' });
  });

  it('has no picture without a logo, an absolute title on request, and articles with their date', () => {
    const meta = pageMetadata({ locale: 'en', path: '/blog/a', title: 'Post', absoluteTitle: true, description: 'd', type: 'article', publishedTime: '2026-01-02T00:00:00.000Z' }, { ...site, logo: null });
    expect(meta.title).toEqual({ absolute: 'Post' });
    expect(meta.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-01-02T00:00:00.000Z', images: [] });
    expect(meta.twitter).toEqual({ card: 'summary' });
  });

  it('maps locales to Open Graph names', () => {
    expect([ogLocale('en'), ogLocale('ar')]).toEqual(['en_US', 'ar_AR']);
  });
});

describe('textList', () => {
  it("joins names in the page's language", () => {
    expect(textList('en', ['Shoes', 'Bags', 'Hats'])).toBe('Shoes, Bags, and Hats');
    expect(textList('ar', ['أحذية', 'حقائب'])).toBe('أحذية وحقائب');
    expect(textList('en', [])).toBe('');
  });
});
