// A small in-memory stand-in for the cart calls of docs/contract.md, for component tests of the cart.
// `handler` is a FakeHandler for the real contract client (test/fake-api.ts): it answers like the
// backend would, in the contract's envelope, so the answers pass the same zod schemas, and a 401
// fires the session-ended event as the browser's transport does. Totals follow the contract's
// rules closely enough for the UI: items, a delivery charge per selected shop, a voucher per shop
// with a Minimum Spend.
import { ApiError, type Query } from '@/lib/api/core';
import { SESSION_ENDED_EVENT } from '@/lib/api/browser';
import type { CartGroup } from '@/lib/api/schemas/cart';
import type { DeliveryPlan } from '@/lib/api/schemas/delivery';
import { json, type FakeHandler } from './fake-api';

/** A voucher as the backend stores it (the answer adds what the contract's Coupon has besides). */
export interface FakeCoupon {
  id: number;
  code: string;
  discount_type: string;
  discount: number;
  min_order_amount: number;
  shop_id: number;
  validity: string;
  is_collected: boolean;
}

export interface FakeProduct {
  id: number;
  shopId: number;
  name: string;
  price: number;
  discountPrice?: number;
  brand?: string;
  /** `price` is the option's surcharge (0 when left out). */
  colors?: { id: number; name: string; price?: number }[];
  sizes?: { id: number; name: string; price?: number }[];
  stock?: number;
}

interface Line {
  cartId: number;
  productId: number;
  quantity: number;
  colorId: number | null;
  sizeId: number | null;
}

export interface FakeShop {
  id: number;
  name: string;
  rating: number;
  deliveryCharge: number;
  /** Its delivery calendar (ours); none: the cart groups carry none, as another backend's. */
  delivery?: DeliveryPlan;
}

export const DELIVERY = 5;

export function fakeCartBackend(options: { shops: FakeShop[]; products: FakeProduct[]; coupons?: FakeCoupon[] }) {
  const state = {
    signedIn: true,
    lines: [] as Line[],
    coupons: options.coupons ?? [],
    /** Every call, in order, for assertions on what the storefront sent. */
    calls: [] as { method: string; path: string; body: Record<string, unknown> | undefined; query: Query; headers: Headers }[],
    /** Makes the next answer of a path an error (status, message, optional field errors). */
    failures: new Map<string, { status: number; message: string; errors?: Record<string, string[]> }>(),
    /** Makes /cart/checkout answer no items, as when the selected shops left the cart elsewhere. */
    emptyCheckout: false,
    /** While set, every answer waits for this promise, so a test sees the storefront mid-call. */
    hold: null as Promise<void> | null,
    /** Extra notices for the next cart answers (the backend's `info`). */
    info: [] as string[],
  };
  let nextCart = 1;
  const product = (id: number) => options.products.find((item) => item.id === id);

  function groups(lines: Line[]): CartGroup[] {
    const result: CartGroup[] = [];
    for (const line of lines) {
      const item = product(line.productId)!;
      const shop = options.shops.find((candidate) => candidate.id === item.shopId)!;
      let group = result.find((candidate) => candidate.shop_id === shop.id);
      if (!group) {
        group = { shop_id: shop.id, shop_name: shop.name, shop_rating: shop.rating, shop_logo: null, shop_online: false, products: [], delivery: shop.delivery ?? null };
        result.push(group);
      }
      group.products.push({
        id: item.id,
        cart_id: line.cartId,
        quantity: line.quantity,
        name: item.name,
        thumbnail: `/media/products/${item.id}.webp`,
        rating: 0,
        total_reviews: '0',
        total_sold: '0',
        brand: item.brand ?? null,
        price: item.price,
        discount_price: item.discountPrice ?? 0,
        discount_percentage: item.discountPrice ? Math.round((1 - item.discountPrice / item.price) * 100) : 0,
        color: item.colors?.find((color) => color.id === line.colorId) ?? null,
        size: item.sizes?.find((size) => size.id === line.sizeId) ?? null,
        unit: 'pc',
      });
    }
    return result;
  }

  const cart = () => ({ total: state.lines.reduce((sum, line) => sum + line.quantity, 0), cart_items: groups(state.lines), info: state.info.length > 0 ? state.info : null });
  const unitPrice = (line: Line) => {
    const item = product(line.productId)!;
    return item.discountPrice && item.discountPrice > 0 ? item.discountPrice : item.price;
  };
  const cents = (value: number) => Math.round(value * 100) / 100;

  function findLine(body: Record<string, unknown>): Line {
    const line = state.lines.find((candidate) => (body.cart_id ? candidate.cartId === body.cart_id : candidate.productId === body.product_id));
    if (!line) throw new ApiError(404, 'Product not found in cart');
    return line;
  }

  function checkout(body: Record<string, unknown>) {
    const ids = (body.shop_ids as number[]) ?? [];
    const lines = state.emptyCheckout ? [] : state.lines.filter((line) => ids.includes(product(line.productId)!.shopId));
    const total = cents(lines.reduce((sum, line) => sum + unitPrice(line) * line.quantity, 0));
    const shops = new Set(lines.map((line) => product(line.productId)!.shopId));
    let discount = 0;
    const code = body.coupon_code as string | undefined;
    if (code) {
      const coupon = state.coupons.find((candidate) => candidate.code === code);
      const shopTotal = lines.filter((line) => product(line.productId)!.shopId === coupon?.shop_id).reduce((sum, line) => sum + unitPrice(line) * line.quantity, 0);
      if (!coupon || !shops.has(coupon.shop_id)) throw new ApiError(422, 'The voucher is not valid.', { coupon_code: ['The voucher is not valid.'] });
      if (shopTotal < coupon.min_order_amount) throw new ApiError(422, 'Spend more.', { coupon_code: [`Spend at least ${coupon.min_order_amount} to use this voucher.`] });
      discount = coupon.discount_type === 'Percentage' ? cents((shopTotal * coupon.discount) / 100) : coupon.discount;
    }
    const delivery = shops.size * DELIVERY;
    return {
      checkout: { total_amount: total, delivery_charge: delivery, coupon_discount: discount, order_tax_amount: 0, payable_amount: cents(total + delivery - discount), all_vat_taxes: [] },
      apply_coupon: discount > 0,
      checkout_items: groups(lines),
    };
  }

  function handle(method: string, path: string, body: Record<string, unknown>, query: Query): { message: string; data: unknown } {
    if (!state.signedIn) throw new ApiError(401, 'Unauthenticated.');
    switch (`${method} ${path}`) {
      case 'GET /carts':
        return { message: 'Cart list', data: cart() };
      case 'POST /cart/store': {
        const item = product(Number(body.product_id));
        if (!item) throw new ApiError(404, 'Product not found');
        const quantity = Number(body.quantity ?? 1);
        const same = state.lines.find((line) => line.productId === item.id && line.colorId === body.color && line.sizeId === body.size);
        const units = state.lines.filter((line) => line.productId === item.id).reduce((sum, line) => sum + line.quantity, 0);
        if (item.stock !== undefined && units + quantity > item.stock) throw new ApiError(422, 'Sorry! product cart quantity is limited. No more stock');
        if (same) same.quantity += quantity;
        else state.lines.push({ cartId: nextCart++, productId: item.id, quantity, colorId: (body.color as number) ?? null, sizeId: (body.size as number) ?? null });
        return { message: 'product added to cart', data: cart() };
      }
      case 'POST /cart/increment': {
        findLine(body).quantity += 1;
        return { message: 'product quantity increased', data: cart() };
      }
      case 'POST /cart/decrement': {
        const line = findLine(body);
        line.quantity -= 1;
        if (line.quantity > 0) return { message: 'product quantity decreased', data: cart() };
        state.lines = state.lines.filter((candidate) => candidate !== line);
        return { message: 'product removed from cart', data: cart() };
      }
      case 'POST /cart/delete': {
        const line = findLine(body);
        state.lines = state.lines.filter((candidate) => candidate !== line);
        return { message: 'product removed from cart', data: cart() };
      }
      case 'POST /cart/checkout':
        return { message: 'Checkout summary', data: checkout(body) };
      case 'GET /get-vouchers':
        return { message: 'Vouchers', data: { coupons: state.coupons.filter((coupon) => coupon.shop_id === Number(query.shop_id)) } };
      case 'POST /vouchers-collect': {
        const coupon = state.coupons.find((candidate) => candidate.id === body.coupon_id);
        if (!coupon) throw new ApiError(404, 'Voucher not found');
        if (coupon.is_collected) throw new ApiError(422, 'Voucher already collected');
        coupon.is_collected = true;
        return { message: 'Voucher collected successfully', data: { coupon } };
      }
      case 'GET /product-details': {
        const item = product(Number(query.product_id));
        if (!item) throw new ApiError(404, 'Product not found');
        const withSurcharge = (options: { id: number; name: string; price?: number }[] = []) => options.map((option) => ({ ...option, price: option.price ?? 0 }));
        return {
          message: 'Product details',
          data: {
            product: {
              id: item.id,
              name: item.name,
              thumbnail: `/media/products/${item.id}.webp`,
              price: item.price,
              discount_price: item.discountPrice ?? 0,
              total_reviews: 0,
              total_sold: 0,
              quantity: item.stock ?? 100,
              colors: withSurcharge(item.colors),
              sizes: withSurcharge(item.sizes),
            },
          },
        };
      }
      default:
        throw new ApiError(404, `No fake for ${method} ${path}`);
    }
  }

  const handler: FakeHandler = async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const method = request.method;
    const text = method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    const query: Query = Object.fromEntries(url.searchParams);
    state.calls.push({ method, path, body, query, headers: request.headers });
    // Answers arrive later, as over the network.
    await (state.hold ?? Promise.resolve());
    try {
      const failure = state.failures.get(path);
      if (failure) {
        state.failures.delete(path);
        throw new ApiError(failure.status, failure.message, failure.errors);
      }
      return json(handle(method, path, body ?? {}, query));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 401) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
      return json({ message: error.message, errors: error.errors }, error.status);
    }
  };

  /** Puts lines in the cart directly, as another device would have. */
  function seed(lines: { productId: number; quantity: number; colorId?: number; sizeId?: number }[]) {
    for (const line of lines) state.lines.push({ cartId: nextCart++, productId: line.productId, quantity: line.quantity, colorId: line.colorId ?? null, sizeId: line.sizeId ?? null });
  }

  const callsTo = (path: string) => state.calls.filter((call) => call.path === path);

  return { state, handler, seed, callsTo };
}

export type FakeCartBackend = ReturnType<typeof fakeCartBackend>;
