// Ours (docs/contract.md "GET /feed-products"): the pages a shopping-search feed is written from.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@/server/http/context';
import { INT_MAX, intParam } from '@/server/http/params';
import { readQuery } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { feedProductsSchema } from '@/lib/api/schemas/catalog';
import { feedPage } from '@/server/services/product-feed';

export const FEED_PAGE_MAX = 1000;

export const feedRoutes = new Hono<AppEnv>();

feedRoutes.get('/feed-products', async (c) => {
  const query = readQuery(c, z.object({ after_id: intParam(0, INT_MAX).optional(), per_page: intParam(1, FEED_PAGE_MAX).optional() }));
  return answer(c, 'Products', feedProductsSchema, await feedPage(c.get('catalogDb'), c.get('locale'), query.after_id ?? 0, query.per_page ?? 500));
});
