// Product lists, details and reviews.
import { Hono } from 'hono';
import { z } from 'zod';
import { bearerToken } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validationError } from '@/server/http/errors';
import { decimalParam, idListParam, idParam, intParam, pagingOf, pagingShape, SEARCH_MAX, textParam } from '@/server/http/params';
import { readQuery } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { homeSchema, productListSchema, sitemapProductsSchema } from '@/lib/api/schemas/catalog';
import { bannersSchema } from '@/lib/api/schemas/content';
import { productDetailsSchema, reviewsSchema } from '@/lib/api/schemas/product';
import { userForToken } from '@/server/services/accounts';
import { listedProducts } from '@/server/services/catalog-index';
import { listBanners } from '@/server/services/content';
import { settingsUpdatedAt } from '@/server/services/master';
import { markFavorites } from '@/server/services/favorites';
import { homeData } from '@/server/services/home';
import { productDetails } from '@/server/services/product-details';
import { SORT_TYPES } from '@/server/services/product-filters';
import { listProducts } from '@/server/services/product-list';
import { recordView } from '@/server/services/recent-views';
import { listReviews, reviewTargetExists } from '@/server/services/reviews';

const SITEMAP_MAX = 5000;
const JUST_FOR_YOU_PER_PAGE = 8;

/** Prices stay below what an integer column of cents can hold. */
const MAX_PRICE = 20_000_000;

const productQuery = z.object({
  ...pagingShape,
  search: textParam(SEARCH_MAX).optional(),
  shop_id: idListParam().optional(),
  category_id: idListParam().optional(),
  sub_category_id: idListParam().optional(),
  brand_id: idListParam().optional(),
  color_id: idListParam().optional(),
  size_id: idListParam().optional(),
  rating: decimalParam(0, 5).optional(),
  min_price: decimalParam(0, MAX_PRICE).optional(),
  max_price: decimalParam(0, MAX_PRICE).optional(),
  sort_type: z.enum(SORT_TYPES, { error: 'The selected :attribute is invalid.' }).optional(),
});

const cents = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 100));

export const productRoutes = new Hono<AppEnv>();

productRoutes.get('/home', async (c) => {
  const query = readQuery(c, z.object(pagingShape));
  // "Just for you" is always paged, as the original: page 1 and 8 products unless asked otherwise.
  return answer(c, 'home', homeSchema, await homeData(c.get('catalogDb'), c.get('locale'), pagingOf({ page: query.page ?? 1, per_page: query.per_page }, JUST_FOR_YOU_PER_PAGE)));
});

productRoutes.get('/banners', async (c) => {
  return answer(c, 'all banners', bannersSchema, { banners: await listBanners(c.get('db'), c.get('locale'), 'banner') });
});

for (const path of ['/products', '/category-products']) {
  productRoutes.get(path, async (c) => {
    const query = readQuery(c, productQuery);
    const filters = {
      search: query.search || undefined,
      shopIds: query.shop_id,
      categoryIds: query.category_id,
      subCategoryIds: query.sub_category_id,
      brandIds: query.brand_id,
      colorIds: query.color_id,
      sizeIds: query.size_id,
      rating: query.rating,
      minPrice: cents(query.min_price),
      maxPrice: cents(query.max_price),
    };
    const result = await listProducts(c.get('catalogDb'), c.get('locale'), { filters, sort: query.sort_type ?? 'default', ...pagingOf(query) });
    return answer(c, 'products', productListSchema, result);
  });
}

/** Ours (docs/contract.md): what a sitemap prints, without cards, up to 5,000 a page. */
productRoutes.get('/sitemap-products', async (c) => {
  const query = readQuery(c, z.object({ page: intParam(1, 1_000_000).optional(), per_page: intParam(1, SITEMAP_MAX).optional() }));
  const limit = query.per_page ?? SITEMAP_MAX;
  const [{ total, products, latestUpdatedAt }, settingsAt] = await Promise.all([
    listedProducts(c.get('catalogDb'), ((query.page ?? 1) - 1) * limit, limit),
    settingsUpdatedAt(c.get('catalogDb')),
  ]);
  return answer(c, 'Products', sitemapProductsSchema, {
    total,
    products: products.map((product) => ({ id: product.id, updated_at: product.updatedAt.toISOString() })),
    latest_updated_at: latestUpdatedAt?.toISOString() ?? null,
    // The last change of any setting: the date of the pages that show only settings.
    settings_updated_at: settingsAt?.toISOString() ?? null,
  });
});

productRoutes.get('/product-details', async (c) => {
  const { product_id: productId } = readQuery(c, z.object({ product_id: idParam() }));
  const details = await productDetails(c.get('db'), c.get('locale'), productId);
  // The original's rule `exists:products,id`: an unknown (or hidden) product is a validation error.
  if (!details) throw validationError({ product_id: ['The selected product id is invalid.'] });
  const db = c.get('db');
  const token = bearerToken(c);
  await markFavorites(db, token, [details.product, ...details.related_products, ...details.popular_products]);
  // A signed-in client asking for the details has opened the product, as the original counts it.
  const viewer = token ? await userForToken(db, token) : null;
  if (viewer) await recordView(db, viewer.id, productId);
  return answer(c, 'product details', productDetailsSchema, details);
});

const reviewQuery = z.object({
  ...pagingShape,
  product_id: idParam().optional(),
  shop_id: idParam().optional(),
});

productRoutes.get('/reviews', async (c) => {
  const query = readQuery(c, reviewQuery);
  if (query.product_id === undefined && query.shop_id === undefined) {
    throw validationError({ product_id: ['The product id field is required when shop id is not present.'] });
  }
  const target = query.product_id !== undefined ? { productId: query.product_id } : { shopId: query.shop_id };
  if (!(await reviewTargetExists(c.get('db'), target))) {
    const field = target.productId !== undefined ? 'product_id' : 'shop_id';
    throw validationError({ [field]: [`The selected ${field.replace('_', ' ')} is invalid.`] });
  }
  return answer(c, 'reviews', reviewsSchema, await listReviews(c.get('db'), target, pagingOf(query)));
});
