// GET /product-details: the full product, its gallery and running sale, and two short rails.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { ProductDetail } from '@/lib/api/schemas/product';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { deliveryPlans } from './delivery-plans';
import { runningSaleOf } from './flash-sales';
import { cardRows, runningFlashPrices, toCards, visibleProduct, type WithShop } from './product-cards';
import { tr } from './translate';

/** The contract's product details (lib/api/schemas/product.ts) as this backend writes them. */
export type ProductDetails = WithShop<ProductDetail>;

const RAIL = 6;

export async function productDetails(db: Db, locale: string, productId: number) {
  const [extra] = await db
    .select({
      categoryId: s.products.categoryId,
      shopId: s.products.shopId,
      shortDescription: tr(s.products.i18n, s.products.shortDescription, locale, 'short_description'),
      description: tr(s.products.i18n, s.products.description, locale, 'description'),
      // A missing translation falls back to the stored text, and null stays null.
      metaTitle: tr(s.products.i18n, s.products.metaTitle, locale, 'meta_title'),
      metaDescription: tr(s.products.i18n, s.products.metaDescription, locale, 'meta_description'),
      metaKeywords: tr(s.products.i18n, s.products.metaKeywords, locale, 'meta_keywords'),
    })
    .from(s.products)
    .where(and(eq(s.products.id, productId), visibleProduct));
  if (!extra) return null;
  const others = and(visibleProduct, ne(s.products.id, productId));
  const [rows, thumbnails, flash, related, popular] = await Promise.all([
    cardRows(db, locale).where(eq(s.products.id, productId)),
    db
      .select({ id: s.productImages.id, thumbnail: s.productImages.thumbnail, url: s.productImages.url, type: s.productImages.type })
      .from(s.productImages)
      .where(eq(s.productImages.productId, productId))
      .orderBy(asc(s.productImages.position), asc(s.productImages.id)),
    runningFlashPrices(db, [productId]),
    cardRows(db, locale)
      .where(and(others, eq(s.products.categoryId, extra.categoryId)))
      .orderBy(desc(s.products.totalSold), desc(s.products.id))
      .limit(RAIL),
    cardRows(db, locale)
      .where(and(others, eq(s.products.shopId, extra.shopId)))
      .orderBy(desc(s.products.viewCount), desc(s.products.id))
      .limit(RAIL),
  ]);
  const [[card], relatedCards, popularCards, flashSale, plans] = await Promise.all([
    toCards(db, locale, rows),
    toCards(db, locale, related),
    toCards(db, locale, popular),
    runningSaleOf(db, locale, flash.get(productId)?.saleId),
    deliveryPlans(db, [extra.shopId]),
  ]);
  const product: ProductDetails = {
    ...card,
    short_description: extra.shortDescription,
    description: extra.description,
    thumbnails,
    flash_sale: flashSale,
    // Without its own, the title and description for search engines are the product's name.
    meta_title: extra.metaTitle || card.name,
    meta_description: extra.metaDescription || card.name,
    meta_keywords: extra.metaKeywords,
    delivery: plans.get(extra.shopId) ?? null,
  };
  return { product, related_products: relatedCards, popular_products: popularCards };
}
