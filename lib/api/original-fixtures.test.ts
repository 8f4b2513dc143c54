// Every successful answer of the original backend's stand-in (e2e/support/original-backend) passes
// the contract schemas the storefront reads it with, and the original's own forms come out as the
// storefront needs them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ZodType } from 'zod';
import { signedInSchema, profileSchema } from './schemas/account';
import { cartSchema, checkoutSchema, collectedCouponSchema, couponListSchema } from './schemas/cart';
import { categoryListSchema, homeSchema, productListSchema } from './schemas/catalog';
import { inboxSchema, messagePageSchema, sentMessageSchema, unreadSchema } from './schemas/chat';
import { bannersSchema, blogDetailsSchema, blogListSchema, contactSchema, flashSalesSchema, subCategoriesSchema } from './schemas/content';
import { orderDetailsSchema, orderListSchema } from './schemas/orders';
import { placedOrdersSchema } from './schemas/place-order';
import { productDetailsSchema, reviewsSchema } from './schemas/product';
import { addressListSchema, favoriteListSchema, recentlyViewedSchema } from './schemas/profile';
import { countriesSchema, masterSchema } from './schemas/settings';
import { shopCategoriesSchema, shopDetailsSchema, shopListSchema, topShopsSchema } from './schemas/shop';
import { createdTicketSchema, issueTypesSchema, ticketListSchema, ticketThreadSchema } from './schemas/tickets';

const folder = path.join(__dirname, '..', '..', 'e2e', 'support', 'original-backend', 'fixtures');
const fixture = (name: string) => JSON.parse(readFileSync(path.join(folder, `${name}.json`), 'utf8').replaceAll('{{origin}}', 'https://original.example'));

/** The schema each success fixture is read with; error answers ({message, errors?}) are listed apart. */
const schemas: Record<string, ZodType> = {
  master: masterSchema,
  countries: countriesSchema,
  home: homeSchema,
  banners: bannersSchema,
  products: productListSchema,
  categories: categoryListSchema,
  'sub-categories': subCategoriesSchema,
  'product-details': productDetailsSchema,
  reviews: reviewsSchema,
  shops: shopListSchema,
  'shops-top': topShopsSchema,
  shop: shopDetailsSchema,
  'shop-categories': shopCategoriesSchema,
  blogs: blogListSchema,
  'blog-details': blogDetailsSchema,
  'flash-sales': flashSalesSchema,
  'contact-us': contactSchema,
  login: signedInSchema,
  profile: profileSchema,
  'carts-empty': cartSchema,
  carts: cartSchema,
  'cart-store-info': cartSchema,
  'cart-store': cartSchema,
  'cart-checkout': checkoutSchema,
  'cart-checkout-voucher': checkoutSchema,
  'get-vouchers': couponListSchema,
  'get-vouchers-collected': couponListSchema,
  'vouchers-collect': collectedCouponSchema,
  'get-collected-vouchers': couponListSchema,
  'get-collected-vouchers-empty': couponListSchema,
  addresses: addressListSchema,
  'place-order': placedOrdersSchema,
  orders: orderListSchema,
  'orders-empty': orderListSchema,
  'order-details': orderDetailsSchema,
  'ticket-issue-types': issueTypesSchema,
  'support-tickets': ticketListSchema,
  'support-tickets-empty': ticketListSchema,
  'support-ticket': createdTicketSchema,
  'support-ticket-show': ticketThreadSchema,
  'get-shops': inboxSchema,
  'get-shops-empty': inboxSchema,
  'get-message': messagePageSchema,
  'get-message-empty': messagePageSchema,
  'send-message': sentMessageSchema,
  'unread-messages': unreadSchema,
  'favorite-products': favoriteListSchema,
  'recently-views': recentlyViewedSchema,
};
const errors = ['login-invalid', 'unauthenticated', 'product-details-invalid', 'cart-checkout-invalid-voucher', 'order-details-invalid', 'support-ticket-invalid', 'send-message-not-connected', 'store-message'];

describe("the original backend's answers", () => {
  it('has a schema or an error shape for every fixture', () => {
    const names = readdirSync(folder).map((file) => file.replace(/\.json$/, ''));
    expect(names.filter((name) => !(name in schemas) && !errors.includes(name))).toEqual([]);
  });

  it.each(Object.keys(schemas))('%s passes its schema', (name) => {
    const result = schemas[name].safeParse(fixture(name).data);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("writes each currency the way the original's default currency is written, which alone says where its symbol goes", () => {
    const master = fixture('master').data;
    const suffixed = masterSchema.parse({ ...master, currency: { ...master.currency, position: 'suffix' } });
    expect(masterSchema.parse(master).currencies.map((currency) => currency.position)).toEqual(['prefix', 'prefix']);
    expect(suffixed.currencies.map((currency) => currency.position)).toEqual(['suffix', 'suffix']);
    const own = masterSchema.parse({ ...master, currencies: [{ ...master.currencies[1], position: 'suffix' }] });
    expect(own.currencies[0].position).toBe('suffix');
  });

  it("reads a voucher's start, which the original writes as a date, as started once it is past", () => {
    const [coupon] = fixture('get-vouchers').data.coupons;
    const parse = (started: unknown) => couponListSchema.parse({ coupons: [{ ...coupon, started }] }).coupons[0].started;
    expect(parse('01 January 2024 00:00')).toBe(true);
    expect(parse('01 January 2999 00:00')).toBe(false);
    expect(parse(true)).toBe(true);
    expect(parse(0)).toBe(false);
    expect(parse(undefined)).toBe(true);
  });

  it("gives the original's product details, which carry no thumbnail of their own, the first picture, also as a video's poster", () => {
    const raw = fixture('product-details').data;
    expect(raw.product.thumbnail).toBeUndefined();
    const { product } = productDetailsSchema.parse(raw);
    expect(product.thumbnail).toBe('https://original.example/storage/products/101.png');
    expect(product.thumbnails.map(({ type, thumbnail }) => [type, thumbnail])).toEqual([
      ['video', 'https://original.example/storage/products/101.png'],
      ['image', 'https://original.example/storage/products/101.png'],
      ['image', 'https://original.example/storage/products/101-side.png'],
    ]);
    const embed = { id: 3, thumbnail: null, url: '<iframe src="https://www.youtube.com/embed/x"></iframe>', type: 'youtube' };
    const withEmbed = productDetailsSchema.parse({ ...raw, product: { ...raw.product, thumbnails: [embed, ...raw.product.thumbnails] } });
    expect(withEmbed.product.thumbnails).toHaveLength(3);
  });

  it.each(errors)('%s is {message, errors?} without data', (name) => {
    const body = fixture(name);
    expect(typeof body.message).toBe('string');
    expect(body.data).toBeUndefined();
  });
});
