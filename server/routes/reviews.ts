// A shopper's product reviews and recently viewed products (docs/contract.md "Accounts": product-review,
// recently-views). Both need the token.
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validationError, type FieldErrors } from '@/server/http/errors';
import { INT_MAX, pagingOf, pagingShape } from '@/server/http/params';
import { readBodyAs, readFields, readQuery } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { storedReviewSchema } from '@/lib/api/schemas/product';
import { recentlyViewedSchema } from '@/lib/api/schemas/profile';
import { storeReview, type ReviewInput } from '@/server/services/product-reviews';
import { RECENT_VIEWS_KEPT, recentlyViewed, recordView } from '@/server/services/recent-views';
import { hasControlCharacters } from '@/server/http/text-fields';

export const reviewRoutes = new Hono<AppEnv>();

/** Longest review text kept (ours: the original sets no limit). */
export const REVIEW_MAX = 5000;

const missing = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A whole id from JSON or form text, else null. */
function idOf(value: unknown): number | null {
  const number = typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= INT_MAX ? number : null;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/**
 * The original's ReviewRequest, rule for rule and message for message (product_id and order_id
 * required and existing, rating required|numeric|min:1|max:5, description required|string);
 * existence is checked by the service, with the order's owner.
 */
function reviewInput(body: Record<string, unknown>): ReviewInput {
  const errors: FieldErrors = {};
  const productId = idOf(body.product_id);
  if (missing(body.product_id)) errors.product_id = ['The product field is required.'];
  else if (productId === null) errors.product_id = ['The selected product is invalid.'];
  const orderId = idOf(body.order_id);
  if (missing(body.order_id)) errors.order_id = ['The order field is required.'];
  else if (orderId === null) errors.order_id = ['The selected order is invalid.'];
  const rating = numberOf(body.rating);
  if (missing(body.rating)) errors.rating = ['The rating field is required.'];
  else if (rating === null) errors.rating = ['The rating must be a number.'];
  else if (rating < 1) errors.rating = ['The rating must be at least 1.'];
  else if (rating > 5) errors.rating = ['The rating must be less than 5.'];
  const description = body.description;
  if (missing(description)) errors.description = ['The description field is required.'];
  else if (typeof description !== 'string') errors.description = ['The description field must be a string.'];
  else if (hasControlCharacters(description)) errors.description = ['The description field contains invalid characters.'];
  else if (description.trim().length > REVIEW_MAX) errors.description = [`The description field must not be greater than ${REVIEW_MAX} characters.`];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { productId: productId!, orderId: orderId!, rating: rating!, description: (description as string).trim() };
}

reviewRoutes.post('/product-review', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const input = reviewInput(await readFields(c));
  const review = await storeReview(db, user, input);
  return answer(c, 'review added successfully', storedReviewSchema, { review });
});

reviewRoutes.get('/recently-views', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const query = readQuery(c, z.object(pagingShape));
  // Without paging, every product kept (at most RECENT_VIEWS_KEPT), as the original answers.
  const page = query.page === undefined && query.per_page === undefined ? { limit: RECENT_VIEWS_KEPT, offset: 0 } : pagingOf(query, 10);
  return answer(c, 'recently viewed products', recentlyViewedSchema, await recentlyViewed(c.get('db'), c.get('locale'), user.id, page));
});

/**
 * ours: the storefront's product pages are served from a shared cache, so a signed-in shopper's
 * browser reports the view after the page loads (docs/adr/0017).
 */
reviewRoutes.post('/recently-views', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const body = await readBodyAs(
    c,
    z.object({ product_id: z.preprocess((value) => idOf(value) ?? value, z.number().int().min(1).max(INT_MAX)) }),
  );
  await recordView(db, user.id, body.product_id);
  return c.body(null, 204);
});
