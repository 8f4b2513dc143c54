'use client';
// What is being checked out and what it costs, always from the server (POST /cart/checkout):
// the shops selected in the cart (kept in the cart store), or the buy-now basket. The summary is
// a query keyed by the shops, the voucher code and the basket (lib/cart/queries.ts), shared with
// the cart panel: what shows is always the answer for the current key, so a late answer for an
// older selection never overwrites it. A voucher code is applied by asking with coupon_code; a
// code that does not apply answers 422 with the reason under errors.coupon_code, and the totals
// without it stay. With best vouchers (the voucher centre, ours) each shop also gets its best
// collected voucher, or the one the shopper chose (kept in the cart store, so a reload keeps it);
// a chosen voucher that no longer applies answers 422 under errors.coupon_ids, and every shop
// then gets its best again.
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast, toastFailure } from '@/lib/toast';
import { ApiError } from '@/lib/api/core';
import type { CartGroup, ShopVouchers } from '@/lib/api/schemas/cart';
import { loadCart } from '@/lib/cart/cart-cache';
import { emptySummary } from '@/lib/cart/cart-math';
import { cartKeys, fetchCheckout, sortedIds, type VoucherChoice } from '@/lib/cart/queries';
import type { CheckoutSummary } from '@/lib/cart/types';
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
  /** Each shop's collected vouchers that apply, the best and the one applied (with best vouchers). */
  shopVouchers: ShopVouchers[];
  /** Chooses a shop's voucher: a collected voucher's id, or 0 for none. */
  chooseVoucher(shopId: number, couponId: number): void;
  applyCoupon(code: string): Promise<boolean>;
  removeCoupon(): Promise<void>;
  retry(): void;
}

export type BasketSource = { kind: 'cart' } | { kind: 'buy-now'; shopIds: number[] };

const messageOf = (error: unknown, fallback: string): string => (error instanceof ApiError ? error.message : fallback);
const couponFailureOf = (error: unknown): string | undefined => (error instanceof ApiError ? error.fieldError('coupon_code') : undefined);
const choiceFailureOf = (error: unknown): string | undefined => (error instanceof ApiError ? error.fieldError('coupon_ids') : undefined);

/** The choices of the shops being checked out, as the checkout call takes them. */
function choiceFor(choices: Record<string, number>, shopIds: number[]): VoucherChoice {
  const couponIds: number[] = [];
  const none: number[] = [];
  for (const shopId of shopIds) {
    const chosen = choices[String(shopId)];
    if (chosen === 0) none.push(shopId);
    else if (chosen !== undefined) couponIds.push(chosen);
  }
  return { couponIds: sortedIds(couponIds), none };
}

/** The cart store once it was read back from browser storage (it is hydrated after mount). */
function useCartReady(enabled: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void cartHydrated().then(async () => {
      // Nothing selected in the stored copy: the cart may simply not be known on this device
      // yet, so the server's cart decides (single-vendor shops select every shop on load).
      if (useCartStore.getState().selectedShopIds.length === 0) await loadCart();
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  return ready;
}

export function useCheckoutBasket(source: BasketSource, failedText: string, bestVouchers = false): Basket {
  const isCart = source.kind === 'cart';
  const buyNow = !isCart;
  const client = useQueryClient();
  const cartReady = useCartReady(isCart);
  const selection = useCartStore((state) => state.selectedShopIds);
  const cartEmpty = useCartStore((state) => state.groups.length === 0);
  const cartCoupon = useCartStore((state) => state.couponCode);
  const wanted = sortedIds(isCart ? selection : source.shopIds);
  const choices = useCartStore((state) => state.voucherChoices);
  const vouchers = bestVouchers ? choiceFor(choices, wanted) : null;
  // The voucher the shopper applied in the cart panel is the first one tried here; null until the
  // shopper applies or takes off one on this page.
  const [chosen, setChosen] = useState<string | null>(null);
  const couponCode = chosen ?? (isCart ? cartCoupon : '');
  const [couponError, setCouponError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  const enabled = (!isCart || cartReady) && wanted.length > 0;
  const query = useQuery({
    queryKey: cartKeys.checkout(wanted, couponCode, buyNow, vouchers),
    queryFn: () => fetchCheckout(wanted, couponCode, buyNow, vouchers),
    enabled,
    // Once placed, the cart empties under the page while it leaves: it keeps showing the order.
    placeholderData: keepPreviousData,
  });
  const shown = query.data;
  const current = query.isPlaceholderData ? undefined : shown;
  const failure = query.error;
  const choiceFailure = choiceFailureOf(failure);
  const couponFallback = (couponCode !== '' && couponFailureOf(failure) !== undefined) || choiceFailure !== undefined;

  // The voucher no longer applies (spent, expired, below its Minimum Spend): say why beside the
  // voucher field and check out without it (adjusted while rendering, once per failure).
  const [fallenBack, setFallenBack] = useState<unknown>(null);
  if (couponFallback && fallenBack !== failure) {
    setFallenBack(failure);
    if (choiceFailure !== undefined) {
      // A chosen voucher no longer applies (used up, expired): every shop gets its best again.
      setCouponError(choiceFailure);
      useCartStore.getState().dropVoucherChoices();
    } else {
      setCouponError(couponFailureOf(failure) ?? null);
      setChosen('');
    }
  }

  useEffect(() => {
    if (!failure || couponFailureOf(failure) !== undefined || choiceFailureOf(failure) !== undefined) return;
    // A 401 has already ended the session; other failures are the server's word.
    toastFailure(failure, failedText, { quietWhenSignedOut: true });
    // Told once per failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure]);

  useEffect(() => {
    // The cart's own checkout: the panel shows the voucher applied (or taken off) here too.
    if (!isCart || !current) return;
    useCartStore.getState().takeCheckout(couponCode, current.checkout, current.checkout_items.map((group) => group.shop_id));
    // The answer is the one for the code of its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isCart, current]);

  const groups = shown?.checkout_items ?? [];
  const nothing: BasketStatus = isCart ? (cartEmpty ? 'empty-cart' : 'no-selection') : 'empty-buy-now';
  const status: BasketStatus = (() => {
    if (isCart && !cartReady) return 'loading';
    if (wanted.length === 0) return nothing;
    if (failure && !couponFallback && !current) return 'failed';
    if (!current) return 'loading';
    if (groups.length === 0) return nothing;
    return 'ready';
  })();

  async function recompute(code: string): Promise<boolean> {
    setApplying(true);
    try {
      await client.fetchQuery({ queryKey: cartKeys.checkout(wanted, code, buyNow, vouchers), queryFn: () => fetchCheckout(wanted, code, buyNow, vouchers), retry: false });
      setChosen(code);
      setCouponError(null);
      return true;
    } catch (error) {
      const message = error instanceof ApiError ? (couponFailureOf(error) ?? error.message) : failedText;
      setCouponError(message);
      if (!(error instanceof ApiError && error.status === 401)) toast.error(message);
      return false;
    } finally {
      setApplying(false);
    }
  }

  /** Asks for the totals with the shop's new voucher first, so the page never goes blank meanwhile. */
  async function chooseVoucher(shopId: number, couponId: number): Promise<void> {
    // The best one is what the shop gets unchosen: choosing it again forgets the choice.
    const entry = shown?.shop_vouchers?.find((candidate) => candidate.shop_id === shopId);
    const choice = couponId !== 0 && entry?.best_coupon_id === couponId ? null : couponId;
    const { [String(shopId)]: _previous, ...others } = choices;
    const next = choiceFor(choice === null ? others : { ...others, [String(shopId)]: choice }, wanted);
    setApplying(true);
    try {
      await client.fetchQuery({ queryKey: cartKeys.checkout(wanted, couponCode, buyNow, next), queryFn: () => fetchCheckout(wanted, couponCode, buyNow, next), retry: false });
      useCartStore.getState().chooseVoucher(shopId, choice);
      setCouponError(null);
    } catch (error) {
      const message = error instanceof ApiError ? (choiceFailureOf(error) ?? error.message) : failedText;
      setCouponError(message);
      if (!(error instanceof ApiError && error.status === 401)) toast.error(message);
    } finally {
      setApplying(false);
    }
  }

  return {
    status,
    groups,
    summary: shown?.checkout ?? emptySummary,
    shopIds: groups.map((group) => group.shop_id),
    couponCode,
    couponError,
    error: failure && !couponFallback ? messageOf(failure, failedText) : null,
    applying,
    shopVouchers: bestVouchers ? (shown?.shop_vouchers ?? []) : [],
    chooseVoucher: (shopId, couponId) => void chooseVoucher(shopId, couponId),
    applyCoupon: (code) => recompute(code.trim()),
    removeCoupon: async () => {
      await recompute('');
    },
    retry: () => void query.refetch(),
  };
}
