// Following shops (ours; docs/contract.md "Following shops"): follow, unfollow, whether the
// signed-in shopper follows a shop (with the current count), and the shops they follow.
import { Hono } from 'hono';
import { z } from 'zod';
import { followedShopsSchema, followStateSchema } from '@/lib/api/schemas/shop';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { idParam } from '@/server/http/params';
import { readFields, readQuery } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { parseOrThrow } from '@/server/http/validation';
import { followedShops, followState, setFollowing } from '@/server/services/follows';
import { idValue } from './cart-input';

export const followRoutes = new Hono<AppEnv>();

const shopBody = z.object({ shop_id: idValue });

followRoutes.post('/follow-shop', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const body = parseOrThrow(shopBody, await readFields(c));
  return answer(c, 'Shop followed', followStateSchema, { follow: await setFollowing(db, user.id, body.shop_id, true) });
});

followRoutes.post('/unfollow-shop', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const body = parseOrThrow(shopBody, await readFields(c));
  return answer(c, 'Shop unfollowed', followStateSchema, { follow: await setFollowing(db, user.id, body.shop_id, false) });
});

followRoutes.get('/shop-follow-status', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const query = readQuery(c, z.object({ shop_id: idParam() }));
  return answer(c, 'Follow status', followStateSchema, { follow: await followState(db, user.id, query.shop_id) });
});

followRoutes.get('/followed-shops', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const shops = await followedShops(db, c.get('locale'), user.id);
  return answer(c, 'Followed shops', followedShopsSchema, { total: shops.length, shops });
});
