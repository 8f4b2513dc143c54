// GET /home: everything the home page shows, read in parallel.
import type { Home } from '@/lib/api/schemas/catalog';
import type { Db } from '@/server/db/client';
import { listCategories } from './categories';
import { listBanners } from './content';
import { currentFlashSales } from './flash-sales';
import { productPage } from './product-list';
import { listShops } from './shops';

export async function homeData(db: Db, locale: string, justForYou: { limit: number; offset: number }): Promise<Home> {
  const [banners, ads, categories, shops, popular, forYou, sales] = await Promise.all([
    listBanners(db, locale, 'banner'),
    listBanners(db, locale, 'ad'),
    listCategories(db, locale, { limit: 10, offset: 0 }),
    // As the original: the eight best rated shops that have products.
    listShops(db, locale, { bestRated: true, limit: 8, offset: 0 }),
    productPage(db, locale, { filters: {}, sort: 'popular_product', limit: 6, offset: 0 }),
    productPage(db, locale, { filters: {}, sort: 'just_for_you', ...justForYou }),
    currentFlashSales(db, locale, 9),
  ]);
  return {
    banners,
    ads,
    categories: categories.categories,
    shops: shops.shops,
    popular_products: popular.products,
    just_for_you: forYou,
    incoming_flash_sale: sales.incoming_flash_sale,
    running_flash_sale: sales.running_flash_sale,
  };
}
