// The signed-in shopper's wishlist (docs/contract.md "Accounts": favorite-products, favorite-add-or-remove).
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { INT_MAX } from '@/server/http/params';
import { readBodyAs } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { favoriteListSchema, favoriteToggleSchema } from '@/lib/api/schemas/profile';
import { favoriteProducts, toggleFavorite } from '@/server/services/favorites';

export const favoriteRoutes = new Hono<AppEnv>();

/** JSON sends a number, form data sends text: both are one product id. */
const productId = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value),
  z.number({ error: (issue) => (issue.input === undefined ? 'The :attribute is required.' : undefined) }).int().min(1).max(INT_MAX),
);

favoriteRoutes.get('/favorite-products', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const products = await favoriteProducts(c.get('db'), c.get('locale'), user.id);
  return answer(c, 'favorite products', favoriteListSchema, { total: products.length, products });
});

favoriteRoutes.post('/favorite-add-or-remove', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const body = await readBodyAs(c, z.object({ product_id: productId }));
  // One message either way, as the original: is_favorite says which way it went.
  const { product } = await toggleFavorite(db, c.get('locale'), user.id, body.product_id);
  return answer(c, 'favorite updated successfully', favoriteToggleSchema, { product });
});
