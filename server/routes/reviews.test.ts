import { eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { issueToken } from '@/server/services/accounts';
import { RECENT_VIEWS_KEPT } from '@/server/services/recent-views';
import { call, startTestShop, type Envelope, type ErrorBody, type TestShop } from '@/server/test/test-app';

jest.setTimeout(60_000);

interface OrderRow {
  id: number;
  order_status: string;
}
interface OrderProduct {
  id: number;
  rating: number | null;
}
interface Review {
  id: number;
  customer_name: string;
  rating: number;
  description: string;
  created_at: string;
}
interface Card {
  id: number;
  name: string;
}

let shop: TestShop;
/** The demo customer (user 1) and a second seeded customer with a delivered order (user 2). */
let demo: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  shop = await startTestShop();
  const db = shop.handle.db;
  const bearer = async (id: number) => ({ Authorization: `Bearer ${(await issueToken(db, id)).token}` });
  [demo, other] = await Promise.all([bearer(1), bearer(2)]);
});
afterAll(() => shop.close());

const get = <T,>(path: string, headers: Record<string, string>) => call<T>(path, { headers });
const post = <T = ErrorBody,>(path: string, json: unknown, headers: Record<string, string>, locale?: string) => call<T>(path, { method: 'POST', json, headers, locale });

async function ordersIn(status: string, headers = demo): Promise<OrderRow[]> {
  return (await get<Envelope<{ orders: OrderRow[] }>>(`/orders?order_status=${encodeURIComponent(status)}`, headers)).body.data.orders;
}
async function itemsOf(orderId: number, headers = demo): Promise<OrderProduct[]> {
  return (await get<Envelope<{ order: { products: OrderProduct[] } }>>(`/order-details?order_id=${orderId}`, headers)).body.data.order.products;
}
async function productRow(id: number) {
  const [row] = await shop.handle.db.select().from(s.products).where(eq(s.products.id, id));
  return row;
}
async function shopRow(id: number) {
  const [row] = await shop.handle.db.select().from(s.shops).where(eq(s.shops.id, id));
  return row;
}

describe('without a token', () => {
  it('answers 401 to reviewing and to recently viewed products', async () => {
    expect(await post('/product-review', { order_id: 1, product_id: 1, rating: 5, description: 'Good' }, {})).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(await call('/recently-views')).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(await post('/recently-views', { product_id: 1 }, {})).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
  });
});

describe('POST /product-review', () => {
  it('checks the fields with the original’s rules and messages, in English and Arabic', async () => {
    const empty = await post('/product-review', {}, demo);
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      product_id: ['The product field is required.'],
      order_id: ['The order field is required.'],
      rating: ['The rating field is required.'],
      description: ['The description field is required.'],
    });
    const [delivered] = await ordersIn('Delivered');
    const [item] = await itemsOf(delivered.id);
    const base = { order_id: delivered.id, product_id: item.id, description: 'Nice' };
    expect((await post('/product-review', { ...base, rating: 'five' }, demo)).body.errors).toEqual({ rating: ['The rating must be a number.'] });
    expect((await post('/product-review', { ...base, rating: 0 }, demo)).body.errors).toEqual({ rating: ['The rating must be at least 1.'] });
    expect((await post('/product-review', { ...base, rating: 6 }, demo)).body.errors).toEqual({ rating: ['The rating must be less than 5.'] });
    expect((await post('/product-review', { ...base, rating: 4, description: 42 }, demo)).body.errors).toEqual({ description: ['The description field must be a string.'] });
    expect((await post('/product-review', { ...base, rating: 4, description: 'x'.repeat(5001) }, demo)).status).toBe(422);
    const arabic = await post('/product-review', { ...base, rating: 9, description: '' }, demo, 'ar');
    expect(arabic.body.errors).toEqual({ rating: ['يجب ألا يزيد التقييم عن 5.'], description: ['حقل الوصف مطلوب.'] });
    // Nothing was stored by any of these.
    expect((await itemsOf(delivered.id)).find((p) => p.id === item.id)?.rating).toBeNull();
  });

  it('refuses someone else’s order exactly as an order that does not exist', async () => {
    const [theirs] = await ordersIn('Delivered', other);
    const [theirItem] = await itemsOf(theirs.id, other);
    const foreign = await post('/product-review', { order_id: theirs.id, product_id: theirItem.id, rating: 5, description: 'Mine?' }, demo);
    const unknown = await post('/product-review', { order_id: 999_999, product_id: theirItem.id, rating: 5, description: 'Mine?' }, demo);
    expect(foreign.status).toBe(422);
    expect(foreign.body).toEqual(unknown.body);
    expect(foreign.body.errors).toEqual({ order_id: ['The selected order is invalid.'] });
    const noProduct = await post('/product-review', { order_id: theirs.id, product_id: 999_999, rating: 5, description: 'x' }, other);
    expect(noProduct.body.errors).toEqual({ product_id: ['The selected product is invalid.'] });
  });

  it('refuses an order that is not delivered, and a product the order does not hold', async () => {
    const [pending] = await ordersIn('Pending');
    const [item] = await itemsOf(pending.id);
    const early = await post('/product-review', { order_id: pending.id, product_id: item.id, rating: 5, description: 'Too soon' }, demo);
    expect(early).toMatchObject({ status: 422, body: { message: 'You can review a product once its order is delivered.' } });
    expect(early.body.errors).toBeUndefined();
    const [delivered] = await ordersIn('Delivered');
    const held = new Set((await itemsOf(delivered.id)).map((p) => p.id));
    const elsewhere = [...Array(40).keys()].map((i) => i + 1).find((id) => !held.has(id))!;
    const stray = await post('/product-review', { order_id: delivered.id, product_id: elsewhere, rating: 5, description: 'Not bought' }, demo, 'ar');
    expect(stray).toMatchObject({ status: 422, body: { message: 'هذا المنتج ليس من هذا الطلب.' } });
  });

  it('stores the review once, recomputes the product’s and shop’s ratings and shows it in the order and the product’s reviews', async () => {
    const delivered = await ordersIn('Delivered');
    const order = delivered[delivered.length - 1];
    const items = await itemsOf(order.id);
    expect(items.every((p) => p.rating === null)).toBe(true);
    const product = items[0];
    const before = await productRow(product.id);
    const reviewsBefore = await shop.handle.db.select().from(s.reviews).where(eq(s.reviews.shopId, before.shopId));
    const shopBefore = await shopRow(before.shopId);
    expect(shopBefore.totalReviews).toBe(reviewsBefore.length);

    const answer = await post<Envelope<{ review: Review }>>('/product-review', { order_id: order.id, product_id: product.id, rating: 1, description: '  Broke in a week.  ' }, demo);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('review added successfully');
    expect(answer.body.data.review).toMatchObject({ rating: 1, description: 'Broke in a week.', customer_name: expect.any(String) });

    const productRatings = await shop.handle.db.select({ rating: s.reviews.rating }).from(s.reviews).where(eq(s.reviews.productId, product.id));
    const after = await productRow(product.id);
    expect(after.totalReviews).toBe(before.totalReviews + 1);
    expect(productRatings).toHaveLength(after.totalReviews);
    const average = productRatings.reduce((sum, row) => sum + row.rating, 0) / productRatings.length;
    expect(Number(after.rating)).toBeCloseTo(Math.round(average * 10) / 10, 5);
    const shopAfter = await shopRow(before.shopId);
    const shopAverage = (reviewsBefore.reduce((sum, row) => sum + row.rating, 0) + 1) / (reviewsBefore.length + 1);
    expect(shopAfter.totalReviews).toBe(reviewsBefore.length + 1);
    expect(Number(shopAfter.rating)).toBeCloseTo(Math.round(shopAverage * 10) / 10, 5);

    // The order shows this customer's own stars on that item only.
    const itemsAfter = await itemsOf(order.id);
    expect(itemsAfter.find((p) => p.id === product.id)?.rating).toBe(1);
    expect(itemsAfter.filter((p) => p.id !== product.id).every((p) => p.rating === null)).toBe(true);
    // The product's reviews and details carry it.
    const reviews = (await call<Envelope<{ total: number; reviews: Review[] }>>(`/reviews?product_id=${product.id}&page=1&per_page=5`)).body.data;
    expect(reviews.total).toBe(after.totalReviews);
    expect(reviews.reviews[0]).toMatchObject({ id: answer.body.data.review.id, description: 'Broke in a week.' });
    const details = (await call<Envelope<{ product: { rating: number; total_reviews: string } }>>(`/product-details?product_id=${product.id}`)).body.data.product;
    expect(details.rating).toBe(Number(after.rating));

    // Once per customer and product: again, from this order or another, is refused.
    const again = await post('/product-review', { order_id: order.id, product_id: product.id, rating: 5, description: 'Changed my mind' }, demo);
    expect(again).toMatchObject({ status: 422, body: { message: 'You have already reviewed this product.' } });
    expect((await productRow(product.id)).totalReviews).toBe(after.totalReviews);
    const arabic = await post('/product-review', { order_id: order.id, product_id: product.id, rating: 5, description: 'x' }, demo, 'ar');
    expect(arabic.body.message).toBe('لقد قيّمت هذا المنتج من قبل.');
  });

  it('leaves out a profile photo that is a private upload, and keeps a public picture', async () => {
    await shop.handle.db.update(s.users).set({ profilePhoto: '/api/uploads/private-photo-123' }).where(eq(s.users.id, 2));
    const [theirs] = await ordersIn('Delivered', other);
    const [item] = await itemsOf(theirs.id, other);
    const answer = await post<Envelope<{ review: Review & { customer_profile: string | null } }>>('/product-review', { order_id: theirs.id, product_id: item.id, rating: 5, description: 'Lovely' }, other);
    expect(answer.status).toBe(200);
    expect(answer.body.data.review.customer_profile).toBeNull();
    const [demoUser] = await shop.handle.db.select().from(s.users).where(eq(s.users.id, 1));
    const delivered = await ordersIn('Delivered');
    const order = delivered[1];
    const product = (await itemsOf(order.id)).find((p) => p.rating === null)!;
    const mine = await post<Envelope<{ review: Review & { customer_profile: string | null } }>>('/product-review', { order_id: order.id, product_id: product.id, rating: 3, description: 'Fine' }, demo);
    expect(mine.body.data.review.customer_profile).toBe(demoUser.profilePhoto);
  });

  it('stores one review when the same review is sent twice at once', async () => {
    const delivered = await ordersIn('Delivered');
    const order = delivered[0];
    const product = (await itemsOf(order.id)).find((p) => p.rating === null)!;
    const body = { order_id: order.id, product_id: product.id, rating: '4', description: 'Works well' };
    const answers = await Promise.all([post('/product-review', body, demo), post('/product-review', body, demo)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const stored = await shop.handle.db.select().from(s.reviews).where(eq(s.reviews.productId, product.id));
    expect(stored.filter((row) => row.userId === 1)).toHaveLength(1);
    expect((await productRow(product.id)).totalReviews).toBe(stored.length);
  });
});

describe('recently viewed products', () => {
  const views = async (headers: Record<string, string>, query = '') => (await get<Envelope<{ total: number; products: Card[] }>>(`/recently-views${query}`, headers)).body.data;
  const view = (productId: number, headers: Record<string, string>) => post('/recently-views', { product_id: productId }, headers);

  it('keeps each customer’s own views, newest first, one per product, at most the newest few', async () => {
    const shopper = { Authorization: `Bearer ${(await issueToken(shop.handle.db, 3)).token}` };
    expect(await views(shopper)).toEqual({ total: 0, products: [] });
    for (let id = 1; id <= RECENT_VIEWS_KEPT + 5; id++) expect((await view(id, shopper)).status).toBe(204);
    // Viewing one again moves it to the front without a second entry.
    await view(10, shopper);
    const kept = await views(shopper);
    expect(kept.total).toBe(RECENT_VIEWS_KEPT);
    const expected = [10, ...Array.from({ length: RECENT_VIEWS_KEPT + 5 }, (_, i) => RECENT_VIEWS_KEPT + 5 - i).filter((id) => id !== 10)].slice(0, RECENT_VIEWS_KEPT);
    expect(kept.products.map((p) => p.id)).toEqual(expected);
    const rows = await shop.handle.db.select().from(s.recentViews).where(eq(s.recentViews.userId, 3));
    expect(rows).toHaveLength(RECENT_VIEWS_KEPT);
    // Paged like other lists.
    const second = await views(shopper, '?page=2&per_page=5');
    expect(second.products.map((p) => p.id)).toEqual(expected.slice(5, 10));
    // Another customer sees only their own.
    expect((await views(other)).products.map((p) => p.id)).not.toContain(10);
  });

  it('starts the demo customer with a few seeded views, newest first', async () => {
    expect((await views(demo)).products.map((p) => p.id)).toEqual([12, 5, 27, 33, 18]);
  });

  it('records a view when a signed-in client asks for a product’s details, and ignores unknown products', async () => {
    const shopper = { Authorization: `Bearer ${(await issueToken(shop.handle.db, 2)).token}` };
    await call('/product-details?product_id=7', { headers: shopper });
    await call('/product-details?product_id=8');
    expect((await views(shopper)).products.map((p) => p.id)[0]).toBe(7);
    expect((await view(999_999, shopper)).status).toBe(204);
    expect((await views(shopper)).products.map((p) => p.id)).not.toContain(999_999);
    expect((await view(0, shopper)).status).toBe(422);
  });
});
