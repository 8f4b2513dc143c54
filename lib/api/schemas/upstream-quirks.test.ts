// The upstream backend writes flags as 0/1, numbers as strings and leaves empty lists as null;
// the schemas of the catalogue calls hand the storefront one normalised shape either way.
import { blogListSchema, contactSchema, flashSalesSchema, legalPageSchema } from './content';
import { productDetailsSchema, reviewsSchema } from './product';
import { shopDetailsSchema } from './shop';

const card = {
  id: '12',
  name: 'Kettle',
  thumbnail: '/k.webp',
  price: '10.50',
  discount_price: null,
  discount_percentage: '0',
  rating: null,
  total_reviews: 1200,
  total_sold: '1.2K',
  quantity: '4',
  is_favorite: 1,
  sizes: null,
  colors: [{ id: 1, name: 'Red', color_code: '#f00', price: '1.5' }],
  unit: null,
  brand: null,
  shop: { id: 2, name: 'S', logo: null, rating: '4.5', last_online: 0 },
};

describe('catalogue schemas read the upstream backend', () => {
  it('normalises a product with its thumbnails and no flash sale', () => {
    const parsed = productDetailsSchema.parse({
      product: {
        ...card,
        short_description: null,
        description: '<p>Hot</p>',
        thumbnails: [
          { id: 1, thumbnail: '/a.webp', url: null, type: null },
          { id: 2, thumbnail: '/b.webp', url: 'https://v.example/1', type: 'video' },
        ],
        meta_title: 'Kettle',
      },
      related_products: null,
    });
    const { product } = parsed;
    expect(product).toMatchObject({ id: 12, price: 10.5, discount_price: 0, rating: 0, quantity: 4, is_favorite: true, sizes: [], unit: null });
    expect(product.total_reviews).toBe('1200');
    expect(product.colors[0].price).toBe(1.5);
    expect(product.shop).toMatchObject({ rating: 4.5, last_online: false });
    expect(product.thumbnails.map((thumbnail) => thumbnail.type)).toEqual(['image', 'video']);
    expect(product.flash_sale).toBeNull();
    expect(product.meta_description).toBeNull();
    expect(parsed.related_products).toEqual([]);
    expect(parsed.popular_products).toEqual([]);
  });

  it('refuses a product without a price', () => {
    const { price: _price, ...withoutPrice } = card;
    expect(productDetailsSchema.safeParse({ product: { ...withoutPrice, thumbnails: [] } }).success).toBe(false);
  });

  it('takes reviews without an average (nothing reviewed yet) and with string numbers', () => {
    expect(reviewsSchema.parse({ average_rating_percentage: null, total: 0, reviews: [] }).average_rating_percentage).toBeNull();
    const parsed = reviewsSchema.parse({
      average_rating_percentage: { rating: '4.5', total_review: '2', percentages: { '1': 0, '2': 0, '3': 0, '4': '50', '5': 50 } },
      total: '2',
      reviews: [{ id: 1, customer_name: 'A', customer_profile: null, rating: '5', description: null, created_at: '2024-01-01' }],
    });
    expect(parsed.average_rating_percentage).toEqual({ rating: 4.5, total_review: 2, percentages: { '1': 0, '2': 0, '3': 0, '4': 50, '5': 50 } });
    expect(parsed.total).toBe(2);
    expect(parsed.reviews[0]).toMatchObject({ rating: 5, customer_profile: null, description: null });
  });

  it('reads a shop without banners and with an unknown status as offline', () => {
    const { shop } = shopDetailsSchema.parse({ shop: { id: 1, name: 'S', logo: null, banner: null, rating: null, shop_status: null, banners: null } });
    expect(shop).toMatchObject({ rating: 0, shop_status: 'Offline', banners: [], short_description: null, description: null });
  });

  it('reads the original\'s answer for a legal page it does not have (null title and description)', () => {
    expect(legalPageSchema.parse({ content: { title: null, description: null } })).toEqual({ content: { title: null, description: null } });
  });

  it('reads shop details with the original\'s numeric total_reviews and titled banners', () => {
    const { shop } = shopDetailsSchema.parse({
      shop: { id: 1, name: 'S', logo: null, banner: null, rating: 4.5, shop_status: 'Online', total_reviews: 12, banners: [{ id: 3, title: null, thumbnail: '/b.webp' }] },
    });
    expect(shop.total_reviews).toBe(12);
    expect(shop.banners).toEqual([{ id: 3, title: null, thumbnail: '/b.webp' }]);
  });

  it('reads blog flags and counts', () => {
    const parsed = blogListSchema.parse({
      total: '1',
      blogs: [{ id: 1, title: 'T', slug: 't', category: null, post_by: { name: 'A', profile_photo: null }, thumbnail: null, total_views: null, description: null, created_at: '2024-01-01', is_new: '1' }],
      categories: null,
    });
    expect(parsed.blogs[0]).toMatchObject({ is_new: true, total_views: 0, category: null });
    expect(parsed.categories).toEqual([]);
  });

  it('reads missing flash sales and contact details as null', () => {
    expect(flashSalesSchema.parse({})).toEqual({ incoming_flash_sale: null, running_flash_sale: null });
    expect(contactSchema.parse({ phone: '1' })).toEqual({ phone: '1', email: null, whatsapp: null, messenger: null });
  });
});
