// The cart's query keys and the calls behind them (docs/adr/0020, "The cart"). One key per
// piece of server state: the cart lines, a checkout summary per selection and voucher, a shop's
// vouchers and the buy-now basket. Types only from TanStack Query, so modules of a page's first
// load may import the keys.
import { browserApi } from '@/lib/api/browser';
import type { Checkout } from '@/lib/api/schemas/cart';

export const cartKeys = {
  all: ['cart'] as const,
  lines: ['cart', 'lines'] as const,
  buyNow: ['cart', 'buy-now'] as const,
  checkouts: ['cart', 'checkout'] as const,
  /**
   * One summary per set of shops, voucher code and basket: an answer for an older selection lands
   * under its own key, so what is shown is always the answer for the selection shown.
   */
  checkout: (shopIds: number[], couponCode: string, buyNow = false, vouchers: VoucherChoice | null = null) =>
    ['cart', 'checkout', { shopIds: sortedIds(shopIds), couponCode, buyNow, ...(vouchers ? { vouchers } : {}) }] as const,
  vouchers: (shopId: number) => ['cart', 'vouchers', shopId] as const,
};

/**
 * Best vouchers at checkout (ours): each shop gets its best collected voucher, but those of
 * `couponIds` instead and none for the shops of `none`.
 */
export interface VoucherChoice {
  couponIds: number[];
  none: number[];
}

export function sortedIds(ids: number[]): number[] {
  return [...ids].sort((a, b) => a - b);
}

/** POST /cart/checkout for a key of `cartKeys.checkout`. */
export async function fetchCheckout(shopIds: number[], couponCode: string, buyNow = false, vouchers: VoucherChoice | null = null): Promise<Checkout> {
  const api = await browserApi();
  const { data } = await api.checkout({
    shop_ids: sortedIds(shopIds),
    ...(couponCode ? { coupon_code: couponCode } : {}),
    ...(buyNow ? { is_buy_now: true } : {}),
    ...(vouchers ? { best_vouchers: true, coupon_ids: vouchers.couponIds, no_voucher_shop_ids: vouchers.none } : {}),
  });
  return data;
}
