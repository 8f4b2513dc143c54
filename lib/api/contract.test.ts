// Contract tests: every public call of the client against the built-in backend (seeded, in
// process), each answer parsed by the client's own schemas. A drift on either side fails here.
import { startTestShop, type TestShop } from '@/server/test/test-app';
import type { Api } from './client';
import { ApiError } from './core';
import { inProcessApi } from '@/server/test/in-process-api';

jest.setTimeout(60_000);

let shop: TestShop;
const seen: Request[] = [];
const clientFor = (locale: string): Api => inProcessApi({ locale, seen });
let en: Api;
let ar: Api;

beforeAll(async () => {
  shop = await startTestShop({ products: 60 });
  en = clientFor('en');
  ar = clientFor('ar');
});
afterAll(() => shop.close());

describe('settings and language', () => {
  it('GET /master gives the settings the chrome is built from', async () => {
    const master = await en.master();
    expect(master.app_name).toBe('Marketly');
    expect(master.currencies.find((currency) => currency.is_default)?.name).toBe('USD');
    expect(master.currencies.length).toBeGreaterThanOrEqual(3);
    expect(master.languages.map((language) => [language.name, language.direction])).toEqual([['en', 'ltr'], ['ar', 'rtl']]);
    expect(master.menus.some((menu) => menu.is_external)).toBe(true);
    expect(new Set(master.footers.flatMap((column) => column.items.map((item) => item.type)))).toEqual(
      new Set(['logo', 'text', 'email', 'phone', 'social_links', 'app_store', 'link']),
    );
    expect(Object.keys(master.theme_colors)).toHaveLength(12);
    expect(master.app_environment).toBe('local');
  });

  it('every request carries the XHR marker and the locale', async () => {
    seen.length = 0;
    await ar.countries();
    expect(seen[0].headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen[0].headers.get('Accept-Language')).toBe('ar');
    expect(seen[0].headers.get('Authorization')).toBeNull();
  });

  it('GET /lang/{locale} is a bare map, and an unknown locale is a 404', async () => {
    const translations = await en.translations('ar');
    const entries = Object.entries(translations);
    expect(entries.length).toBeGreaterThan(20);
    // Keys are the English texts, values their Arabic translations.
    expect(translations['Cart']).toMatch(/[\u0600-\u06FF]/);
    expect(entries.filter(([, value]) => /[\u0600-\u06FF]/.test(value)).length).toBeGreaterThan(entries.length / 2);
    await expect(en.translations('xx')).rejects.toMatchObject({ status: 404, message: 'Language file not found' });
  });

  it('GET /countries lists phone codes', async () => {
    const { countries } = await en.countries();
    expect(countries.find((country) => country.name === 'United States')?.phone_code).toBe('1');
  });
});

describe('catalogue', () => {
  it('GET /home pages just-for-you and fills every section', async () => {
    const home = await en.home({ page: 1, per_page: 7 });
    expect(home.just_for_you.products).toHaveLength(7);
    expect(home.just_for_you.total).toBeGreaterThan(7);
    expect(home.banners.length).toBeGreaterThan(0);
    expect(home.categories.length).toBeLessThanOrEqual(10);
    expect(home.running_flash_sale?.products?.length).toBeGreaterThan(0);
    expect(home.incoming_flash_sale).not.toBeNull();
    const second = await en.home({ page: 2, per_page: 7 });
    expect(second.just_for_you.products[0].id).not.toBe(home.just_for_you.products[0].id);
  });

  it('GET /banners', async () => {
    const { banners } = await en.banners();
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.every((banner) => banner.thumbnail.length > 0)).toBe(true);
    const home = await en.home({ page: 1, per_page: 1 });
    expect(banners.map((banner) => banner.id)).toEqual(home.banners.map((banner) => banner.id));
  });

  it('GET /products pages, filters and sorts; search forgives a typo', async () => {
    const page = await en.products({ page: 1, per_page: 5, sort_type: 'low_to_high' });
    expect(page.products).toHaveLength(5);
    expect(page.total).toBe(60);
    const next = await en.products({ page: 2, per_page: 5, sort_type: 'low_to_high' });
    expect(next.products.map((product) => product.id)).not.toContain(page.products[0].id);
    // Sorted by what the shopper pays: the discount price when there is one.
    const prices = page.products.map((product) => (product.discount_price > 0 ? product.discount_price : product.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.filters?.brands.length).toBeGreaterThan(0);
    const name = page.products[0].name;
    const word = name.split(' ')[0];
    const typo = word.slice(0, 2) + word.slice(3);
    expect(typo).not.toBe(word);
    const found = await en.products({ search: typo, per_page: 50 });
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(page.total);
    expect(found.products.some((product) => product.name.startsWith(word))).toBe(true);
    const brand = page.filters!.brands[0];
    const byBrand = await en.products({ brand_id: brand.id, per_page: 50 });
    expect(byBrand.products.length).toBeGreaterThan(0);
    expect(byBrand.products.every((product) => product.brand === brand.name)).toBe(true);
  });

  it('GET /category-products keeps to the category', async () => {
    const { categories } = await en.categories({ page: 1, per_page: 1 });
    const result = await en.categoryProducts({ category_id: categories[0].id, per_page: 5 });
    expect(result.total).toBeGreaterThan(0);
    expect(result.total).toBeLessThan((await en.products({ per_page: 1 })).total);
  });

  it('GET /categories and /sub-categories, translated by Accept-Language', async () => {
    const english = await en.categories();
    const arabic = await ar.categories();
    expect(english.categories.length).toBe(10);
    expect(arabic.categories[0].id).toBe(english.categories[0].id);
    expect(arabic.categories[0].name).not.toBe(english.categories[0].name);
    expect(arabic.categories[0].name).toMatch(/[\u0600-\u06FF]/);
    const { sub_categories } = await en.subCategories(english.categories[0].id);
    expect(sub_categories.map((sub) => sub.id)).toEqual(english.categories[0].sub_categories.map((sub) => sub.id));
  });

  it('GET /product-details with related and same-shop products, and /reviews', async () => {
    // The most popular product that has reviews.
    const first = (await en.products({ per_page: 20, sort_type: 'popular_product' })).products.find((product) => product.total_reviews !== '0')!;
    const details = await en.productDetails(first.id);
    expect(details.product.id).toBe(first.id);
    expect(details.product.name).toBe(first.name);
    expect(details.product.short_description).toBeTruthy();
    expect(details.product.meta_title).toBeTruthy();
    expect(details.product.thumbnails.every((thumbnail) => thumbnail.type === 'image' || thumbnail.type === 'video')).toBe(true);
    expect(details.related_products.length).toBeGreaterThan(0);
    expect(details.related_products.length).toBeLessThanOrEqual(6);
    expect(details.related_products.map((product) => product.id)).not.toContain(first.id);
    expect(details.popular_products.length).toBeLessThanOrEqual(6);
    expect(details.product.thumbnails.length).toBeGreaterThanOrEqual(3);
    expect(details.product.description).toContain('<p>');
    expect(details.popular_products.every((product) => product.shop?.id === details.product.shop?.id)).toBe(true);
    const arabic = await ar.productDetails(first.id);
    expect(arabic.product.name).not.toBe(details.product.name);
    expect(arabic.product.name).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.product.short_description).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.product.description).toMatch(/[\u0600-\u06FF]/);
    const reviews = await en.reviews({ product_id: first.id, page: 1, per_page: 2 });
    expect(reviews.total).toBeGreaterThan(0);
    expect(reviews.reviews).toHaveLength(Math.min(2, reviews.total));
    expect(reviews.reviews.every((review) => review.rating >= 1 && review.rating <= 5 && review.customer_name !== '')).toBe(true);
    const average = reviews.average_rating_percentage!;
    expect(average.total_review).toBe(reviews.total);
    expect(Object.keys(average.percentages)).toEqual(['1', '2', '3', '4', '5']);
    const sum = Object.values(average.percentages).reduce((total, value) => total + value, 0);
    expect(Math.abs(sum - 100)).toBeLessThanOrEqual(2);
  });

  it('GET /reviews of a shop', async () => {
    const [first] = (await en.shops({ page: 1, per_page: 1 })).shops;
    const reviews = await en.reviews({ shop_id: first.id, page: 1, per_page: 3 });
    expect(reviews.reviews).toHaveLength(3);
    expect(reviews.total).toBeGreaterThanOrEqual(3);
    expect(String(reviews.total)).toBe(String(first.total_reviews));
  });

  it('an unknown product is an ApiError with the backend’s message, not a crash', async () => {
    const error = await en.productDetails(999_999).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect([404, 422]).toContain((error as ApiError).status);
    expect((error as ApiError).message).toMatch(/product/i);
    await expect(en.shop(999_999)).rejects.toMatchObject({ status: 404, message: expect.stringMatching(/shop/i) });
    await expect(en.flashSaleDetails(999_999)).rejects.toMatchObject({ status: 404 });
    await expect(en.blogDetails('no-such-post')).rejects.toMatchObject({ status: 404 });
  });

  it('GET /shops (paged, searchable), /shops/{id}, /shops/top and /shop-categories', async () => {
    const list = await en.shops({ page: 1, per_page: 3 });
    expect(list.shops).toHaveLength(3);
    expect(list.total).toBeGreaterThanOrEqual(8);
    expect(list.shops.some((item) => item.shop_status === 'Offline') || (await en.shops()).shops.some((item) => item.shop_status === 'Offline')).toBe(true);
    const searched = await en.shops({ search: list.shops[1].name.split(' ')[0] });
    expect(searched.shops.map((item) => item.id)).toContain(list.shops[1].id);
    const { shop: detail } = await en.shop(list.shops[0].id);
    expect(detail.name).toBe(list.shops[0].name);
    expect(detail.banners.length).toBeGreaterThan(0);
    expect(detail.description).toContain('<p>');
    const { shop: arabic } = await ar.shop(detail.id);
    expect(arabic.name).toMatch(/[\u0600-\u06FF]/);
    const top = (await en.topShops()).shops;
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(10);
    const categories = await en.shopCategories({ shop_id: detail.id });
    expect(categories.total).toBe(detail.total_categories);
    expect(categories.categories).toHaveLength(categories.total);
    const paged = await en.shopCategories({ shop_id: detail.id, page: 1, per_page: 1 });
    expect(paged.categories).toHaveLength(1);
    expect(paged.total).toBe(categories.total);
  });

  it('GET /flash-sales and /flash-sale/{id}/details', async () => {
    const sales = await en.flashSales();
    expect(sales.running_flash_sale?.products).toBeNull();
    const details = await en.flashSaleDetails(sales.running_flash_sale!.id, { page: 1, per_page: 4 });
    expect(details.flash_sale.id).toBe(sales.running_flash_sale!.id);
    expect(details.products.length).toBeLessThanOrEqual(4);
    expect(details.total_products).toBeGreaterThan(0);
    expect(details.products.every((product) => product.discount_price > 0)).toBe(true);
    expect(sales.incoming_flash_sale?.id).not.toBe(sales.running_flash_sale!.id);
    const noSuchCategory = await en.flashSaleDetails(sales.running_flash_sale!.id, { category_id: 999_999 });
    expect(noSuchCategory.total_products).toBe(0);
    expect(noSuchCategory.products).toEqual([]);
  });
});

describe('content', () => {
  it('GET /blogs (paged, by category) and /blog/{slug}/details', async () => {
    const list = await en.blogs({ page: 1, per_page: 4 });
    expect(list.blogs).toHaveLength(4);
    expect(list.total).toBe(12);
    const category = list.categories[0];
    const inCategory = await en.blogs({ category_id: category.id });
    expect(inCategory.blogs.length).toBeGreaterThan(0);
    expect(inCategory.total).toBeLessThan(list.total);
    expect(inCategory.blogs.every((blog) => blog.category?.id === category.id)).toBe(true);
    const details = await en.blogDetails(list.blogs[0].slug);
    expect(details.blog.id).toBe(list.blogs[0].id);
    expect(details.blog.tags.length).toBeGreaterThan(0);
    expect(details.blog.description).toContain('<p>');
    expect(details.related_blogs.map((blog) => blog.id)).not.toContain(details.blog.id);
    expect((await en.blogDetails(list.blogs[0].id)).blog.slug).toBe(list.blogs[0].slug);
  });

  it('GET /legal-pages/{slug} for every documented slug', async () => {
    for (const slug of ['privacy-policy', 'terms-and-conditions', 'return-and-refund-policy', 'shipping-and-delivery-policy', 'about-us']) {
      const page = await en.legalPage(slug);
      expect(page.content.title?.length).toBeGreaterThan(0);
      expect(page.content.description).toBeTruthy();
    }
    expect((await ar.legalPage('about-us')).content.title).toMatch(/[\u0600-\u06FF]/);
    await expect(en.legalPage('no-such-page')).rejects.toMatchObject({ status: 404 });
  });

  it('GET /contact-us', async () => {
    const contact = await en.contactUs();
    expect(contact.email).toContain('@');
    expect(contact.phone).toBeTruthy();
    expect(contact.whatsapp).toBeTruthy();
    expect(contact.messenger).toMatch(/^https?:\/\//);
  });

  it('POST /support sends the message, and missing fields come back per field', async () => {
    const sent = await en.support({ name: 'Ada', email: 'ada@example.com', phone: '5550100', subject: 'Order', message: 'Where is my parcel?' });
    expect(sent.message).toBe('Your message has been sent successfully');
    expect(sent.data.content.id).toBeGreaterThan(0);
    const error = (await en.support({ name: 'Ada', email: '', phone: '', subject: '', message: '' }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    // As in the original, only subject and message are required; name and email may be blank.
    expect(error.fieldError('email')).toBeUndefined();
    expect(error.fieldError('subject')).toBeDefined();
    expect(error.fieldError('message')).toBeDefined();
    expect(error.fieldError('name')).toBeUndefined();
    const bare = await en.support({ subject: 'Opening hours', message: 'When do you open?' });
    expect(bare.data.content.id).toBeGreaterThan(0);
    const invalid = (await en
      .support({ name: 'Ada', email: 'not-an-address', phone: '5550100', subject: 'Order', message: 'Hello' })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(invalid.status).toBe(422);
    expect(invalid.fieldError('email')).toBeDefined();
  });
});
