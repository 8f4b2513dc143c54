// Categories, shops and flash sales.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@/server/http/context';
import { notFound } from '@/server/http/errors';
import { idParam, pagingOf, pagingShape, SEARCH_MAX, textParam } from '@/server/http/params';
import { parseOrThrow } from '@/server/http/validation';
import { readQuery } from '@/server/http/request';
import { ok } from '@/server/http/respond';
import { listCategories, listSubCategories, shopCategories } from '@/server/services/categories';
import { currentFlashSales, flashSaleDetails } from '@/server/services/flash-sales';
import { listShops, shopDetails, shopExists, topShops } from '@/server/services/shops';

export const catalogRoutes = new Hono<AppEnv>();

/** A numeric path segment such as /shops/{id}. */
const pathId = (value: string | undefined) => parseOrThrow(z.object({ id: idParam() }), { id: value ?? '' }).id;

catalogRoutes.get('/categories', async (c) => {
  const query = readQuery(c, z.object(pagingShape));
  return ok(c, 'Categories', await listCategories(c.get('catalogDb'), c.get('locale'), pagingOf(query)));
});

catalogRoutes.get('/sub-categories', async (c) => {
  const { category_id: categoryId } = readQuery(c, z.object({ category_id: idParam().optional() }));
  return ok(c, 'Sub categories', { sub_categories: await listSubCategories(c.get('db'), c.get('locale'), categoryId) });
});

catalogRoutes.get('/shop-categories', async (c) => {
  const query = readQuery(c, z.object({ ...pagingShape, shop_id: idParam() }));
  const db = c.get('db');
  if (!(await shopExists(db, query.shop_id))) throw notFound('Shop not found');
  return ok(c, 'Shop categories', await shopCategories(db, c.get('locale'), query.shop_id, pagingOf(query)));
});

catalogRoutes.get('/shops', async (c) => {
  const query = readQuery(c, z.object({ ...pagingShape, search: textParam(SEARCH_MAX).optional() }));
  return ok(c, 'Shops', await listShops(c.get('catalogDb'), c.get('locale'), { search: query.search || undefined, ...pagingOf(query) }));
});

// Registered before /shops/:id so "top" is never read as an id.
catalogRoutes.get('/shops/top', async (c) => {
  return ok(c, 'Top shops', { shops: await topShops(c.get('db'), c.get('locale')) });
});

catalogRoutes.get('/shops/:id', async (c) => {
  const shop = await shopDetails(c.get('db'), c.get('locale'), pathId(c.req.param('id')));
  if (!shop) throw notFound('Shop not found');
  return ok(c, 'Shop details', { shop });
});

catalogRoutes.get('/flash-sales', async (c) => {
  return ok(c, 'Flash sales', await currentFlashSales(c.get('db'), c.get('locale'), null));
});

catalogRoutes.get('/flash-sale/:id/details', async (c) => {
  const id = pathId(c.req.param('id'));
  const query = readQuery(c, z.object({ ...pagingShape, category_id: idParam().optional() }));
  const details = await flashSaleDetails(c.get('db'), c.get('locale'), { id, categoryId: query.category_id, ...pagingOf(query) });
  if (!details) throw notFound('Flash sale not found');
  return ok(c, 'Flash sale details', details);
});
