// Categories, shops and flash sales.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@/server/http/context';
import { notFound, validationError } from '@/server/http/errors';
import { idParam, pagingOf, pagingShape, SEARCH_MAX, textParam } from '@/server/http/params';
import { parseOrThrow } from '@/server/http/validation';
import { readQuery } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { categoryListSchema } from '@/lib/api/schemas/catalog';
import { flashSaleDetailsSchema, flashSalesSchema, subCategoriesSchema } from '@/lib/api/schemas/content';
import { shopCategoriesSchema, shopDetailsSchema, shopListSchema, topShopsSchema } from '@/lib/api/schemas/shop';
import { categoryExists, listCategories, listSubCategories, shopCategories } from '@/server/services/categories';
import { currentFlashSales, flashSaleDetails } from '@/server/services/flash-sales';
import { listShops, shopDetails, shopExists, topShops } from '@/server/services/shops';

export const catalogRoutes = new Hono<AppEnv>();

const FLASH_SALE_PER_PAGE = 18;

/** A numeric path segment such as /shops/{id}. */
const pathId = (value: string | undefined) => parseOrThrow(z.object({ id: idParam() }), { id: value ?? '' }).id;

catalogRoutes.get('/categories', async (c) => {
  const query = readQuery(c, z.object(pagingShape));
  return answer(c, 'categories', categoryListSchema, await listCategories(c.get('catalogDb'), c.get('locale'), pagingOf(query)));
});

catalogRoutes.get('/sub-categories', async (c) => {
  // The original's rule `required|exists:categories,id`.
  const { category_id: categoryId } = readQuery(c, z.object({ category_id: idParam() }));
  const db = c.get('db');
  if (!(await categoryExists(db, categoryId))) throw validationError({ category_id: ['The selected category id is invalid.'] });
  return answer(c, 'Sub categories list', subCategoriesSchema, { sub_categories: await listSubCategories(db, c.get('locale'), categoryId) });
});

catalogRoutes.get('/shop-categories', async (c) => {
  const query = readQuery(c, z.object({ ...pagingShape, shop_id: idParam() }));
  const db = c.get('db');
  // The original's rule `exists:shops,id`.
  if (!(await shopExists(db, query.shop_id))) throw validationError({ shop_id: ['The selected shop id is invalid.'] });
  return answer(c, 'Shop categories', shopCategoriesSchema, await shopCategories(db, c.get('locale'), query.shop_id, pagingOf(query)));
});

catalogRoutes.get('/shops', async (c) => {
  const query = readQuery(c, z.object({ ...pagingShape, search: textParam(SEARCH_MAX).optional() }));
  return answer(c, 'shops', shopListSchema, await listShops(c.get('catalogDb'), c.get('locale'), { search: query.search || undefined, ...pagingOf(query) }));
});

// Registered before /shops/:id so "top" is never read as an id.
catalogRoutes.get('/shops/top', async (c) => {
  return answer(c, 'top shops', topShopsSchema, { shops: await topShops(c.get('db'), c.get('locale')) });
});

catalogRoutes.get('/shops/:id', async (c) => {
  const shop = await shopDetails(c.get('db'), c.get('locale'), pathId(c.req.param('id')));
  if (!shop) throw notFound('Shop not found');
  return answer(c, 'shop details', shopDetailsSchema, { shop });
});

catalogRoutes.get('/flash-sales', async (c) => {
  return answer(c, 'incoming and running flash sale', flashSalesSchema, await currentFlashSales(c.get('db'), c.get('locale'), null));
});

catalogRoutes.get('/flash-sale/:id/details', async (c) => {
  const id = pathId(c.req.param('id'));
  const query = readQuery(c, z.object({ ...pagingShape, category_id: idParam().optional() }));
  // Always paged, as the original: page 1 and 18 products unless asked otherwise.
  const paging = pagingOf({ page: query.page ?? 1, per_page: query.per_page }, FLASH_SALE_PER_PAGE);
  const details = await flashSaleDetails(c.get('db'), c.get('locale'), { id, categoryId: query.category_id, ...paging });
  if (!details) throw notFound('Flash sale not found');
  return answer(c, 'flash sale details', flashSaleDetailsSchema, details);
});
