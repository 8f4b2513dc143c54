// Demo orders: the demo customer has one in every status (two Pending ones that can still be
// cancelled, two Delivered ones inside the return window, Delivered ones outside it, one
// Cancelled) and one return; a second customer has a few, so tests can try reading them.
// Deterministic: products, prices and times follow from the catalogue and `now`.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as s from '../schema';
import { orderCodeFor } from '../order-code';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Only products every seed has (tests seed 40). */
const PRODUCT_POOL = 40;
const FLOW = ['Pending', 'Confirm', 'Processing', 'Pickup', 'On The Way', 'Delivered'] as const;

interface Plan {
  userId: number;
  status: (typeof FLOW)[number] | 'Cancelled';
  placedAgo: number;
  deliveredAgo?: number;
  items: number;
  payment: 'cash' | 'stripe';
  coupon?: boolean;
}

// Oldest first, so order ids grow with time as real orders' do.
const plans: Plan[] = [
  { userId: 1, status: 'Delivered', placedAgo: 35 * DAY, deliveredAgo: 30 * DAY, items: 2, payment: 'cash' },
  { userId: 1, status: 'Cancelled', placedAgo: 20 * DAY, items: 1, payment: 'cash' },
  { userId: 1, status: 'Delivered', placedAgo: 15 * DAY, deliveredAgo: 10 * DAY, items: 2, payment: 'stripe' },
  { userId: 1, status: 'Delivered', placedAgo: 8 * DAY, deliveredAgo: 3 * DAY, items: 3, payment: 'cash', coupon: true },
  { userId: 1, status: 'Delivered', placedAgo: 6 * DAY, deliveredAgo: 2 * DAY, items: 2, payment: 'stripe' },
  { userId: 1, status: 'On The Way', placedAgo: 4 * DAY, items: 1, payment: 'cash' },
  { userId: 1, status: 'Pickup', placedAgo: 3 * DAY, items: 2, payment: 'stripe' },
  { userId: 1, status: 'Processing', placedAgo: 2 * DAY, items: 1, payment: 'cash' },
  { userId: 1, status: 'Confirm', placedAgo: 1 * DAY, items: 2, payment: 'cash' },
  { userId: 1, status: 'Pending', placedAgo: 12 * HOUR, items: 1, payment: 'stripe' },
  { userId: 1, status: 'Pending', placedAgo: 2 * HOUR, items: 2, payment: 'cash' },
  { userId: 2, status: 'Processing', placedAgo: 3 * DAY, items: 1, payment: 'cash' },
  { userId: 2, status: 'Delivered', placedAgo: 5 * DAY, deliveredAgo: 1 * DAY, items: 2, payment: 'stripe' },
  { userId: 2, status: 'Pending', placedAgo: 1 * DAY, items: 2, payment: 'cash' },
];

const secondCustomerAddress = {
  id: null,
  name: 'Second Customer',
  phone: '2025550111',
  area: 'Riverside',
  flat_no: '7',
  address_type: 'home',
  address_line: '18 River Road',
  address_line2: null,
  post_code: '12400',
  is_default: true,
  latitude: null,
  longitude: null,
};

async function catalogue(db: Db) {
  // One after the other: the seed runs in one transaction, on one connection.
  const products = await db
    .select({
      id: s.products.id,
      shopId: s.products.shopId,
      name: s.products.name,
      thumbnail: s.products.thumbnail,
      price: s.products.price,
      discountPrice: s.products.discountPrice,
      brand: s.brands.name,
      unit: s.units.name,
      vatId: s.vatTaxes.id,
      vatName: s.vatTaxes.name,
      vatPercentage: s.vatTaxes.percentage,
    })
    .from(s.products)
    .leftJoin(s.brands, eq(s.brands.id, s.products.brandId))
    .leftJoin(s.units, eq(s.units.id, s.products.unitId))
    .leftJoin(s.vatTaxes, eq(s.vatTaxes.id, s.products.vatTaxId))
    .where(lte(s.products.id, PRODUCT_POOL))
    .orderBy(asc(s.products.id));
  const colors = await db
    .select({ productId: s.productColors.productId, id: s.colors.id, name: s.colors.name, colorCode: s.colors.colorCode, price: s.productColors.price })
    .from(s.productColors)
    .innerJoin(s.colors, eq(s.colors.id, s.productColors.colorId))
    .where(lte(s.productColors.productId, PRODUCT_POOL))
    .orderBy(asc(s.productColors.productId), asc(s.colors.id));
  const sizes = await db
    .select({ productId: s.productSizes.productId, id: s.sizes.id, name: s.sizes.name, price: s.productSizes.price })
    .from(s.productSizes)
    .innerJoin(s.sizes, eq(s.sizes.id, s.productSizes.sizeId))
    .where(lte(s.productSizes.productId, PRODUCT_POOL))
    .orderBy(asc(s.productSizes.productId), asc(s.sizes.id));
  const shops = await db.select({ id: s.shops.id, deliveryCharge: s.shops.deliveryCharge }).from(s.shops).orderBy(asc(s.shops.id));
  const byShop = new Map<number, typeof products>();
  for (const product of products) byShop.set(product.shopId, [...(byShop.get(product.shopId) ?? []), product]);
  const firstOf = <T extends { productId: number }>(rows: T[]) => {
    const map = new Map<number, T>();
    for (const row of rows) if (!map.has(row.productId)) map.set(row.productId, row);
    return map;
  };
  return { byShop, shops: shops.filter((shop) => (byShop.get(shop.id)?.length ?? 0) > 0), colorOf: firstOf(colors), sizeOf: firstOf(sizes) };
}

export async function seedOrders(db: Db, now: number): Promise<void> {
  const { byShop, shops, colorOf, sizeOf } = await catalogue(db);
  if (shops.length === 0) return;
  const [home] = await db.select().from(s.addresses).where(and(eq(s.addresses.userId, 1), eq(s.addresses.isDefault, true))).limit(1);
  const demoAddress = home
    ? {
        id: home.id,
        name: home.name,
        phone: home.phone,
        area: home.area,
        flat_no: home.flatNo,
        address_type: home.addressType,
        address_line: home.addressLine,
        address_line2: home.addressLine2,
        post_code: home.postCode,
        is_default: home.isDefault,
        latitude: home.latitude,
        longitude: home.longitude,
      }
    : secondCustomerAddress;
  const coupons = await db
    .select({ id: s.coupons.id, shopId: s.coupons.shopId, code: s.coupons.code })
    .from(s.coupons)
    .where(inArray(s.coupons.shopId, shops.map((shop) => shop.id)));

  const payments: (typeof s.orderPayments.$inferInsert)[] = [];
  const orders: (typeof s.orders.$inferInsert)[] = [];
  const items: (typeof s.orderItems.$inferInsert)[] = [];
  const events: (typeof s.orderStatusEvents.$inferInsert)[] = [];

  plans.forEach((plan, index) => {
    const id = index + 1;
    const shop = shops[index % shops.length];
    const pool = byShop.get(shop.id) ?? [];
    const chosen = Array.from({ length: Math.min(plan.items, pool.length) }, (_, k) => pool[(index + k) % pool.length]);
    let total = 0;
    let discount = 0;
    let quantity = 0;
    const vat = new Map<number, { id: number; name: string; percentage: number; amount: number }>();
    for (const [k, product] of chosen.entries()) {
      const color = k % 2 === 0 ? colorOf.get(product.id) : undefined;
      const size = sizeOf.get(product.id);
      const surcharge = (color?.price ?? 0) + (size?.price ?? 0);
      const price = product.price + surcharge;
      const discountPrice = product.discountPrice > 0 ? product.discountPrice + surcharge : 0;
      const qty = 1 + ((index + k) % 2);
      const paid = (discountPrice > 0 ? discountPrice : price) * qty;
      total += paid;
      discount += (price - (discountPrice > 0 ? discountPrice : price)) * qty;
      quantity += qty;
      if (product.vatId !== null && product.vatName !== null && product.vatPercentage !== null) {
        const percentage = Number(product.vatPercentage);
        const line = vat.get(product.vatId) ?? { id: product.vatId, name: product.vatName, percentage, amount: 0 };
        line.amount += Math.round((paid * percentage) / 100);
        vat.set(product.vatId, line);
      }
      items.push({
        orderId: id,
        productId: product.id,
        name: product.name,
        brand: product.brand,
        thumbnail: product.thumbnail,
        price,
        discountPrice,
        quantity: qty,
        color: color ? { id: color.id, name: color.name, color_code: color.colorCode, price: color.price } : null,
        size: size ? { id: size.id, name: size.name, price: size.price } : null,
        unit: product.unit,
      });
    }
    const coupon = plan.coupon ? coupons.find((c) => c.shopId === shop.id && c.code.endsWith('SAVE10')) : undefined;
    const couponDiscount = coupon ? Math.min(Math.round(total / 10), 1500) : 0;
    const taxAmount = [...vat.values()].reduce((sum, line) => sum + line.amount, 0);
    const payable = total + taxAmount + shop.deliveryCharge - couponDiscount;
    const placed = new Date(now - plan.placedAgo);
    const delivered = plan.deliveredAgo !== undefined ? new Date(now - plan.deliveredAgo) : null;
    const settled = plan.payment === 'stripe' ? plan.status !== 'Pending' : plan.status === 'Delivered';
    payments.push({ id, userId: plan.userId, paymentMethod: plan.payment, amount: payable, status: settled ? 'Paid' : 'Pending', createdAt: placed });
    orders.push({
      id,
      paymentId: id,
      userId: plan.userId,
      shopId: shop.id,
      orderCode: orderCodeFor(id),
      address: plan.userId === 1 ? demoAddress : secondCustomerAddress,
      quantity,
      totalAmount: total,
      taxAmount,
      discount,
      couponId: coupon?.id ?? null,
      couponDiscount,
      deliveryCharge: shop.deliveryCharge,
      payableAmount: payable,
      paymentMethod: plan.payment,
      paymentStatus: settled ? 'Paid' : 'Pending',
      orderStatus: plan.status,
      vatTaxes: [...vat.values()],
      deliveredAt: delivered,
      createdAt: placed,
    });
    // The timeline: each step of the flow up to the current status, spread over the time since
    // the order was placed (or until it was delivered).
    const reached = plan.status === 'Cancelled' ? 1 : FLOW.indexOf(plan.status) + 1;
    const end = delivered?.getTime() ?? now - HOUR / 2;
    const step = reached > 1 ? Math.min((end - placed.getTime()) / (reached - 1), DAY) : 0;
    for (let k = 0; k < reached; k++) {
      const at = k === reached - 1 && delivered ? delivered : new Date(placed.getTime() + k * step);
      events.push({ orderId: id, status: FLOW[k], createdAt: at });
    }
    if (plan.status === 'Cancelled') events.push({ orderId: id, status: 'Cancelled', createdAt: new Date(placed.getTime() + 3 * HOUR) });
  });

  await db.insert(s.orderPayments).values(payments);
  await db.insert(s.orders).values(orders);
  const insertedItems = await db.insert(s.orderItems).values(items).returning({ id: s.orderItems.id, orderId: s.orderItems.orderId, price: s.orderItems.price, discountPrice: s.orderItems.discountPrice, quantity: s.orderItems.quantity });
  await db.insert(s.orderStatusEvents).values(events);
  // Each voucher's uses over every shopper, as placing an order counts them.
  await db.execute(sql`update coupons set used = (select count(*) from orders where orders.coupon_id = coupons.id and orders.order_status <> 'Cancelled')`);

  // The demo customer returned one item of an order delivered ten days ago; the shop found it
  // did not match what was sent.
  const returnedOrder = 3;
  const returned = insertedItems.find((item) => item.orderId === returnedOrder);
  const order = orders[returnedOrder - 1];
  if (!returned || !order.deliveredAt) return;
  const unit = returned.discountPrice > 0 ? returned.discountPrice : returned.price;
  await db.insert(s.returnOrders).values({
    id: 1,
    orderId: returnedOrder,
    userId: 1,
    reason: 'The colour is different from the photos.',
    amount: unit * returned.quantity,
    quantity: returned.quantity,
    status: 'Mismatch',
    paymentStatus: 'Pending',
    rejectNote: 'The returned item does not match the one we sent.',
    returnAddress: '42 Elm Street, Springfield',
    bankName: 'First Springfield Bank',
    bankAccountNumber: '000123456789',
    attachments: [],
    createdAt: new Date(order.deliveredAt.getTime() + 2 * DAY),
  });
  await db.insert(s.returnOrderItems).values({ returnOrderId: 1, orderItemId: returned.id });
}
