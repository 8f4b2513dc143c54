// GET /home: everything the home page shows, read in parallel.
import { desc } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { listCategories } from './categories';
import { listBanners } from './content';
import { currentFlashSales } from './flash-sales';
import { cardRows, toCards, visibleProduct } from './product-cards';
import { productPage } from './product-list';
import { listShops } from './shops';

export async function homeData(db: Db, locale: string, justForYou: { limit: number; offset: number }) {
  const [banners, ads, categories, shops, popularRows, forYou, sales] = await Promise.all([
    listBanners(db, locale, 'banner'),
    listBanners(db, locale, 'ad'),
    listCategories(db, locale, { limit: 10, offset: 0 }),
    listShops(db, locale, { limit: 8, offset: 0 }),
    cardRows(db, locale).where(visibleProduct).orderBy(desc(s.products.viewCount), desc(s.products.id)).limit(6),
    productPage(db, locale, { filters: {}, sort: 'just_for_you', ...justForYou }),
    currentFlashSales(db, locale, 9),
  ]);
  return {
    banners,
    ads,
    categories: categories.categories,
    shops: shops.shops,
    popular_products: await toCards(db, locale, popularRows),
    just_for_you: forYou,
    incoming_flash_sale: sales.incoming_flash_sale,
    running_flash_sale: sales.running_flash_sale,
  };
}
