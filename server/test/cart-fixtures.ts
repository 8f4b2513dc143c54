// Data of the cart, voucher and checkout tests, written straight into the test database so each
// test owns its shopper, shops, products and vouchers and knows every price to the cent.
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { issueToken } from '@/server/services/accounts';

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

export interface Shopper {
  id: number;
  token: string;
  headers: { Authorization: string };
}

/** A fresh shopper with a token. */
export async function makeShopper(db: Db): Promise<Shopper> {
  const n = next();
  const [user] = await db
    .insert(s.users)
    .values({ name: `Cart Shopper ${n}`, email: `cart-shopper-${n}-${Date.now()}@example.com`, referralCode: `CART${n}X${Date.now()}` })
    .returning({ id: s.users.id });
  const { token } = await issueToken(db, user.id);
  return { id: user.id, token, headers: { Authorization: `Bearer ${token}` } };
}

export async function makeShop(db: Db, options: { deliveryCharge?: number; name?: string; isActive?: boolean } = {}): Promise<number> {
  const n = next();
  const [shop] = await db
    .insert(s.shops)
    .values({
      name: options.name ?? `Test Shop ${n}`,
      ownerEmail: `cart-shop-${n}-${Date.now()}@example.com`,
      ownerPasswordHash: 'x',
      logo: '/media/logo.webp',
      banner: '/media/banner.webp',
      deliveryCharge: options.deliveryCharge ?? 0,
      isActive: options.isActive ?? true,
    })
    .returning({ id: s.shops.id });
  return shop.id;
}

export async function makeVat(db: Db, percentage: string, name = `VAT ${percentage}%`): Promise<number> {
  const [vat] = await db.insert(s.vatTaxes).values({ name, percentage }).returning({ id: s.vatTaxes.id });
  return vat.id;
}

export async function makeColor(db: Db, name?: string): Promise<number> {
  const n = next();
  const [color] = await db.insert(s.colors).values({ name: name ?? `Test colour ${n}`, colorCode: '#123456' }).returning({ id: s.colors.id });
  return color.id;
}

export async function makeSize(db: Db, name?: string): Promise<number> {
  const n = next();
  const [size] = await db.insert(s.sizes).values({ name: name ?? `Test size ${n}` }).returning({ id: s.sizes.id });
  return size.id;
}

export async function makeUnit(db: Db, name?: string, arabic?: string): Promise<number> {
  const n = next();
  const [unit] = await db
    .insert(s.units)
    .values({ name: name ?? `Test unit ${n}`, i18n: arabic ? { ar: { name: arabic } } : {} })
    .returning({ id: s.units.id });
  return unit.id;
}

export interface ProductSpec {
  shopId: number;
  /** Cents. */
  price: number;
  discountPrice?: number;
  quantity?: number;
  vatTaxId?: number | null;
  unitId?: number | null;
  colors?: { id: number; price: number }[];
  sizes?: { id: number; price: number }[];
  isActive?: boolean;
  name?: string;
}

export async function makeProduct(db: Db, spec: ProductSpec): Promise<number> {
  const n = next();
  const [category] = await db.select({ id: s.categories.id }).from(s.categories).limit(1);
  const [product] = await db
    .insert(s.products)
    .values({
      shopId: spec.shopId,
      categoryId: category.id,
      name: spec.name ?? `Test product ${n}`,
      thumbnail: '/media/product.webp',
      price: spec.price,
      discountPrice: spec.discountPrice ?? 0,
      quantity: spec.quantity ?? 100,
      vatTaxId: spec.vatTaxId ?? null,
      unitId: spec.unitId ?? null,
      isActive: spec.isActive ?? true,
    })
    .returning({ id: s.products.id });
  if (spec.colors?.length) await db.insert(s.productColors).values(spec.colors.map((color) => ({ productId: product.id, colorId: color.id, price: color.price })));
  if (spec.sizes?.length) await db.insert(s.productSizes).values(spec.sizes.map((size) => ({ productId: product.id, sizeId: size.id, price: size.price })));
  return product.id;
}

/** A flash sale of one product between two times relative to now (ms). */
export async function makeFlashSale(db: Db, productId: number, options: { price: number; quantity?: number; sold?: number; from?: number; to?: number }): Promise<number> {
  const now = Date.now();
  const [sale] = await db
    .insert(s.flashSales)
    .values({ name: `Test sale ${next()}`, thumbnail: '/media/sale.webp', startAt: new Date(now + (options.from ?? -HOUR)), endAt: new Date(now + (options.to ?? DAY)) })
    .returning({ id: s.flashSales.id });
  await db.insert(s.flashSaleProducts).values({ flashSaleId: sale.id, productId, price: options.price, quantity: options.quantity ?? 50, sold: options.sold ?? 0 });
  return sale.id;
}

export interface CouponSpec {
  shopId: number;
  discountType: 'Amount' | 'Percentage';
  /** Cents for Amount, basis points for Percentage (1000 = 10 %). */
  discount: number;
  minOrderAmount?: number;
  maxDiscountAmount?: number;
  limitForUser?: number;
  /** Uses over every shopper; absent = no limit. */
  usageLimit?: number;
  used?: number;
  /** Relative to now, ms. */
  from?: number;
  to?: number;
  code?: string;
  /** Only the shop's followers may collect it. */
  followersOnly?: boolean;
}

export async function makeCoupon(db: Db, spec: CouponSpec) {
  const now = Date.now();
  const [coupon] = await db
    .insert(s.coupons)
    .values({
      shopId: spec.shopId,
      code: spec.code ?? `TEST${next()}CODE`,
      discountType: spec.discountType,
      discount: spec.discount,
      minOrderAmount: spec.minOrderAmount ?? 0,
      maxDiscountAmount: spec.maxDiscountAmount ?? 0,
      limitForUser: spec.limitForUser ?? 1,
      followersOnly: spec.followersOnly ?? false,
      usageLimit: spec.usageLimit ?? null,
      used: spec.used ?? 0,
      startAt: new Date(now + (spec.from ?? -DAY)),
      endAt: new Date(now + (spec.to ?? 7 * DAY)),
    })
    .returning();
  return coupon;
}

/** A cart line written directly (the API is what the route tests exercise). */
export async function putInCart(db: Db, userId: number, line: { productId: number; quantity: number; colorId?: number; sizeId?: number; isBuyNow?: boolean }) {
  const [row] = await db
    .insert(s.cartItems)
    .values({ userId, productId: line.productId, quantity: line.quantity, colorId: line.colorId ?? null, sizeId: line.sizeId ?? null, isBuyNow: line.isBuyNow ?? false })
    .returning({ id: s.cartItems.id });
  return row.id;
}

/** An order of the shopper that used a voucher, in the given status. */
export async function makeOrderWithCoupon(db: Db, userId: number, shopId: number, couponId: number, status = 'Delivered'): Promise<void> {
  const n = next();
  await db.insert(s.orders).values({
    userId,
    shopId,
    orderCode: `#TC${String(n).padStart(6, '0')}${Date.now()}`,
    address: {},
    quantity: 1,
    totalAmount: 1000,
    payableAmount: 1000,
    paymentMethod: 'cash',
    orderStatus: status,
    couponId,
  });
}

export async function setStock(db: Db, productId: number, quantity: number): Promise<void> {
  await db.update(s.products).set({ quantity }).where(eq(s.products.id, productId));
}
