// A shopper's cart lines with everything needed to price them: the product, its shop, the chosen
// colour and size with their surcharges, the unit, the VAT rule and a running flash sale. Both
// the cart answers and the checkout totals read lines through here, so they always agree. The
// pricing rules themselves are described at the top of checkout.ts.
import type { DeliveryPlan } from '@/lib/api/schemas/delivery';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CartGroup, CartProduct } from '@/lib/api/schemas/cart';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { discountPercentage, groupedCount, isOnline, money, shortCount } from './format';
import { runningFlashPrices } from './product-cards';
import { tr } from './translate';

/** A transaction handle: every function here works inside or outside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface VatRule {
  id: number;
  name: string;
  /** As the shop wrote it, e.g. 5 or 2.5. */
  percentage: number;
  /** Hundredths of a percent (500 = 5 %), so VAT is integer arithmetic. */
  basisPoints: number;
}

export interface PricedLine {
  cartId: number;
  productId: number;
  shopId: number;
  quantity: number;
  /** The unit price (paidPrice) the shopper last saw, or null before the line was first shown. */
  shownPrice: number | null;
  createdAt: Date;
  name: string;
  /** The name as stored, untranslated: what an order records. */
  baseName: string;
  thumbnail: string;
  brand: string | null;
  rating: number;
  totalReviews: number;
  totalSold: number;
  color: { id: number; name: string; baseName: string; colorCode: string; price: number } | null;
  size: { id: number; name: string; price: number } | null;
  unitId: number | null;
  unitName: string | null;
  /** Untranslated unit name, as order items record it. */
  unitBaseName: string | null;
  /** List price plus surcharges, cents, before VAT. */
  listPrice: number;
  /** Discount or flash price plus surcharges, cents, before VAT; 0 when there is none. */
  salePrice: number;
  /** What one unit costs before VAT: the sale price when there is one. */
  paidPrice: number;
  flashSaleId: number | null;
  vat: VatRule | null;
  /** Units that can still be sold: the product's stock, and during a flash sale also its flash stock. */
  stock: number;
  /** The product and its shop are active. */
  available: boolean;
}

export interface LineShop {
  id: number;
  name: string;
  logo: string;
  rating: number;
  lastSeenAt: Date | null;
  deliveryCharge: number;
}

/** VAT on an amount, rounded half up to the cent. */
export const vatOf = (amount: number, vat: VatRule | null): number => (vat ? Math.round((amount * vat.basisPoints) / 10_000) : 0);

const basisPoints = (percentage: string | number): number => Math.round(Number(percentage) * 100);

const lineColor = alias(s.colors, 'line_color');
const lineSize = alias(s.sizes, 'line_size');
const lineUnit = alias(s.units, 'line_unit');

export interface LoadOptions {
  isBuyNow: boolean;
  locale: string;
  /** Lock the products and flash-sale rows of the lines until the transaction ends. */
  lock?: boolean;
}

/** The shopper's lines of one basket (cart or buy-now), oldest first, priced. */
export async function loadLines(db: DbOrTx, userId: number, options: LoadOptions): Promise<{ lines: PricedLine[]; shops: Map<number, LineShop> }> {
  const { locale, lock = false } = options;
  const query = db
    .select({
      cartId: s.cartItems.id,
      productId: s.cartItems.productId,
      quantity: s.cartItems.quantity,
      shownPrice: s.cartItems.shownPrice,
      createdAt: s.cartItems.createdAt,
      name: tr(s.products.i18n, s.products.name, locale, 'name'),
      baseName: s.products.name,
      thumbnail: s.products.thumbnail,
      price: s.products.price,
      discountPrice: s.products.discountPrice,
      stock: s.products.quantity,
      rating: s.products.rating,
      totalReviews: s.products.totalReviews,
      totalSold: s.products.totalSold,
      productActive: s.products.isActive,
      brand: s.brands.name,
      shopId: s.shops.id,
      shopName: tr(s.shops.i18n, s.shops.name, locale, 'name'),
      shopLogo: s.shops.logo,
      shopRating: s.shops.rating,
      shopLastSeen: s.shops.lastSeenAt,
      shopDelivery: s.shops.deliveryCharge,
      shopActive: s.shops.isActive,
      vatId: s.vatTaxes.id,
      vatName: tr(s.vatTaxes.i18n, s.vatTaxes.name, locale, 'name'),
      vatPercentage: s.vatTaxes.percentage,
      colorId: lineColor.id,
      colorName: tr(lineColor.i18n, lineColor.name, locale, 'name'),
      colorBaseName: lineColor.name,
      colorCode: lineColor.colorCode,
      colorPrice: s.productColors.price,
      sizeId: lineSize.id,
      sizeName: lineSize.name,
      sizePrice: s.productSizes.price,
      unitId: lineUnit.id,
      unitName: tr(lineUnit.i18n, lineUnit.name, locale, 'name'),
      unitBaseName: lineUnit.name,
    })
    .from(s.cartItems)
    .innerJoin(s.products, eq(s.products.id, s.cartItems.productId))
    .innerJoin(s.shops, eq(s.shops.id, s.products.shopId))
    .leftJoin(s.brands, eq(s.brands.id, s.products.brandId))
    .leftJoin(s.vatTaxes, eq(s.vatTaxes.id, s.products.vatTaxId))
    .leftJoin(lineColor, eq(lineColor.id, s.cartItems.colorId))
    .leftJoin(s.productColors, and(eq(s.productColors.productId, s.cartItems.productId), eq(s.productColors.colorId, s.cartItems.colorId)))
    .leftJoin(lineSize, eq(lineSize.id, s.cartItems.sizeId))
    .leftJoin(s.productSizes, and(eq(s.productSizes.productId, s.cartItems.productId), eq(s.productSizes.sizeId, s.cartItems.sizeId)))
    .leftJoin(lineUnit, eq(lineUnit.id, s.cartItems.unitId))
    .where(and(eq(s.cartItems.userId, userId), eq(s.cartItems.isBuyNow, options.isBuyNow)))
    .orderBy(asc(s.cartItems.id))
    .$dynamic();
  const rows = lock ? await query.for('update', { of: s.products }) : await query;
  const flash = await runningFlashPrices(db, [...new Set(rows.map((row) => row.productId))], { lock });

  const shops = new Map<number, LineShop>();
  const lines = rows.map((row): PricedLine => {
    if (!shops.has(row.shopId)) {
      shops.set(row.shopId, { id: row.shopId, name: row.shopName, logo: row.shopLogo, rating: Number(row.shopRating), lastSeenAt: row.shopLastSeen, deliveryCharge: row.shopDelivery });
    }
    const surcharge = (row.colorId !== null ? (row.colorPrice ?? 0) : 0) + (row.sizeId !== null ? (row.sizePrice ?? 0) : 0);
    const sale = flash.get(row.productId);
    const base = sale ? sale.price : row.discountPrice;
    const listPrice = row.price + surcharge;
    const salePrice = base > 0 ? base + surcharge : 0;
    return {
      cartId: row.cartId,
      productId: row.productId,
      shopId: row.shopId,
      quantity: row.quantity,
      shownPrice: row.shownPrice,
      createdAt: row.createdAt,
      name: row.name,
      baseName: row.baseName,
      thumbnail: row.thumbnail,
      brand: row.brand,
      rating: Number(row.rating),
      totalReviews: row.totalReviews,
      totalSold: row.totalSold,
      color: row.colorId !== null ? { id: row.colorId, name: row.colorName, baseName: row.colorBaseName ?? row.colorName, colorCode: row.colorCode ?? '', price: row.colorPrice ?? 0 } : null,
      size: row.sizeId !== null ? { id: row.sizeId, name: row.sizeName ?? '', price: row.sizePrice ?? 0 } : null,
      unitId: row.unitId,
      unitName: row.unitId !== null ? row.unitName : null,
      unitBaseName: row.unitBaseName,
      listPrice,
      salePrice,
      paidPrice: salePrice > 0 ? salePrice : listPrice,
      flashSaleId: sale?.saleId ?? null,
      vat: row.vatId !== null && row.vatName !== null && row.vatPercentage !== null
        ? { id: row.vatId, name: row.vatName, percentage: Number(row.vatPercentage), basisPoints: basisPoints(row.vatPercentage) }
        : null,
      stock: Math.max(0, sale ? Math.min(sale.stock, row.stock) : row.stock),
      available: row.productActive && row.shopActive,
    };
  });
  return { lines, shops };
}

/** Units of each product across the lines (several colours or sizes share one stock). */
export function quantitiesByProduct(lines: PricedLine[]): Map<number, number> {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return totals;
}

/** The cart product of docs/contract.md "Shared shapes"; prices include surcharges and VAT. */
export function cartProduct(line: PricedLine): CartProduct {
  return {
    id: line.productId,
    /** ours: addresses this one line (POST /cart/increment, decrement and delete accept it). */
    cart_id: line.cartId,
    quantity: line.quantity,
    name: line.name,
    thumbnail: line.thumbnail,
    brand: line.brand,
    price: money(line.listPrice + vatOf(line.listPrice, line.vat)),
    discount_price: line.salePrice > 0 ? money(line.salePrice + vatOf(line.salePrice, line.vat)) : 0,
    discount_percentage: discountPercentage(line.listPrice, line.salePrice),
    rating: line.rating,
    total_reviews: shortCount(line.totalReviews),
    total_sold: groupedCount(line.totalSold),
    color: line.color ? { id: line.color.id, name: line.color.name, color_code: line.color.colorCode, price: money(line.color.price) } : null,
    size: line.size ? { id: line.size.id, name: line.size.name, price: money(line.size.price) } : null,
    unit: line.unitName,
    /** ours: units that can still be bought (0 when sold out or no longer sold). */
    stock: line.available ? line.stock : 0,
  };
}

/**
 * Lines grouped by shop, shops in the order their first line was added, each with its shop's
 * delivery calendar (deliveryPlans of delivery-plans.ts), from which the browser says when it arrives.
 */
export function cartGroups(lines: PricedLine[], shops: Map<number, LineShop>, plans: Map<number, DeliveryPlan>): CartGroup[] {
  const groups = new Map<number, CartGroup>();
  const now = Date.now();
  for (const line of lines) {
    let group = groups.get(line.shopId);
    if (!group) {
      const shop = shops.get(line.shopId);
      group = {
        shop_id: line.shopId,
        shop_name: shop?.name ?? '',
        shop_logo: shop?.logo ?? '',
        shop_rating: shop?.rating ?? 0,
        shop_online: isOnline(shop?.lastSeenAt ?? null, now),
        products: [],
        delivery: plans.get(line.shopId) ?? null,
      };
      groups.set(line.shopId, group);
    }
    group.products.push(cartProduct(line));
  }
  return [...groups.values()];
}
