'use client';
// What is being checked out and what it costs, always from the server (POST /cart/checkout):
// the shops selected in the cart (kept in the cart store), or the buy-now basket. A voucher code
// is applied by asking again with coupon_code; a code that does not apply answers 422 with the
// reason under errors.coupon_code, and the totals without it stay.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast, toastFailure } from '@/lib/toast';
import { browserRequest } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import { emptySummary } from '@/lib/cart/cart-math';
import type { CartGroup, CheckoutData, CheckoutSummary } from '@/lib/cart/types';
import { cartHydrated, useCartStore } from '@/stores/cart';

export type BasketStatus = 'loading' | 'ready' | 'empty-cart' | 'no-selection' | 'empty-buy-now' | 'failed';

export interface Basket {
  status: BasketStatus;
  groups: CartGroup[];
  summary: CheckoutSummary;
  /** Shops of the order: those with items in the checkout answer. */
  shopIds: number[];
  /** The voucher code the totals include ('' for none). */
  couponCode: string;
  couponError: string | null;
  /** Why the checkout could not be computed (status 'failed'). */
  error: string | null;
  /** Set while a voucher is being applied or taken off. */
  applying: boolean;
  applyCoupon(code: string): Promise<boolean>;
  removeCoupon(): Promise<void>;
  retry(): void;
}

export type BasketSource = { kind: 'cart' } | { kind: 'buy-now'; shopIds: number[] };

function requestCheckout(source: BasketSource, shopIds: number[], couponCode: string) {
  return browserRequest<CheckoutData>({
    method: 'POST',
    path: '/cart/checkout',
    body: { shop_ids: shopIds, ...(couponCode ? { coupon_code: couponCode } : {}), ...(source.kind === 'buy-now' ? { is_buy_now: 1 } : {}) },
  });
}

const messageOf = (error: unknown, fallback: string): string => (error instanceof ApiError ? error.message : fallback);

/** The cart store once it was read back from browser storage (it is hydrated after mount). */
function useCartReady(enabled: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void cartHydrated().then(async () => {
      // Nothing selected in the stored copy: the cart may simply not be known on this device
      // yet, so the server's cart decides (single-vendor shops select every shop on load).
      if (useCartStore.getState().selectedShopIds.length === 0) await useCartStore.getState().load();
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  return ready;
}

export function useCheckoutBasket(source: BasketSource, failedText: string): Basket {
  const isCart = source.kind === 'cart';
  const cartReady = useCartReady(isCart);
  const selection = useCartStore((state) => state.selectedShopIds);
  const cartEmpty = useCartStore((state) => state.groups.length === 0);
  const wanted = isCart ? selection : source.shopIds;
  const wantedKey = [...wanted].sort((a, b) => a - b).join(',');

  const [groups, setGroups] = useState<CartGroup[]>([]);
  const [summary, setSummary] = useState<CheckoutSummary>(emptySummary);
  const [couponCode, setCouponCode] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Only the newest answer counts when the selection changes faster than the server answers.
  const latest = useRef(0);
  // The voucher the shopper applied in the cart panel is the first one tried here.
  const coupon = useRef<string | null>(null);

  const take = useCallback(
    (data: CheckoutData, code: string) => {
      const groups = data.checkout_items ?? [];
      const summary = { ...emptySummary, ...data.checkout };
      setGroups(groups);
      setSummary(summary);
      setCouponCode(code);
      // The cart's own checkout: the panel shows the voucher applied (or taken off) here too.
      if (isCart) useCartStore.getState().takeCheckout(code, summary, groups.map((group) => group.shop_id));
    },
    [isCart],
  );

  useEffect(() => {
    if (isCart && !cartReady) return;
    const shopIds = wantedKey === '' ? [] : wantedKey.split(',').map(Number);
    const request = ++latest.current;
    if (shopIds.length === 0) return;
    coupon.current ??= isCart ? useCartStore.getState().couponCode : '';
    const code = coupon.current;
    void (async () => {
      try {
        const { data } = await requestCheckout(source, shopIds, code);
        if (request !== latest.current) return;
        take(data, code);
        setError(null);
      } catch (failure) {
        if (request !== latest.current) return;
        if (code && failure instanceof ApiError && failure.fieldError('coupon_code')) {
          // The voucher no longer applies (spent, expired, below its Minimum Spend): say why
          // beside the voucher field and check out without it.
          setCouponError(failure.fieldError('coupon_code') ?? null);
          coupon.current = '';
          setAttempt((value) => value + 1);
          return;
        }
        setError(messageOf(failure, failedText));
        // A 401 has already ended the session; other failures are the server's word.
        toastFailure(failure, failedText, { quietWhenSignedOut: true });
      }
      setLoaded(wantedKey);
    })();
    // `source` is described by wantedKey; the rest are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isCart, cartReady, wantedKey, attempt, take, failedText]);

  const status: BasketStatus = (() => {
    if (isCart && !cartReady) return 'loading';
    if (wanted.length === 0) return isCart ? (cartEmpty ? 'empty-cart' : 'no-selection') : 'empty-buy-now';
    if (loaded !== wantedKey) return 'loading';
    if (error !== null) return 'failed';
    if (groups.length === 0) return isCart ? (cartEmpty ? 'empty-cart' : 'no-selection') : 'empty-buy-now';
    return 'ready';
  })();

  const shopIds = groups.map((group) => group.shop_id);

  async function recompute(code: string): Promise<boolean> {
    setApplying(true);
    const request = ++latest.current;
    try {
      const { data } = await requestCheckout(source, shopIds, code);
      if (request === latest.current) {
        take(data, code);
        coupon.current = code;
        setCouponError(null);
      }
      return true;
    } catch (failure) {
      const message = failure instanceof ApiError ? (failure.fieldError('coupon_code') ?? failure.message) : failedText;
      if (request === latest.current) setCouponError(message);
      if (!(failure instanceof ApiError && failure.status === 401)) toast.error(message);
      return false;
    } finally {
      setApplying(false);
    }
  }

  return {
    status,
    groups,
    summary,
    shopIds,
    couponCode,
    couponError,
    error,
    applying,
    applyCoupon: (code) => recompute(code.trim()),
    removeCoupon: async () => {
      await recompute('');
    },
    retry: () => setAttempt((value) => value + 1),
  };
}
