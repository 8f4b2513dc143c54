'use client';
// The cart's server state in the page's query cache (docs/adr/0020, "The cart"). Loaded
// lazily: the cart panel, voucher dialog and checkout import it, first-load islands reach it with
// `await import('@/lib/cart/cart-cache')`. The answers of GET /carts and of every change replace
// the cart lines (setQueryData); each new copy of the lines is written to the cart store's snapshot
// (cache → store, never back) and asks for the summary of the selection again.
import { getQueryClient } from '@/lib/query/client';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import type { AddToCartInput, Cart, CartLineRef, CartProduct } from '@/lib/api/schemas/cart';
import { toast } from '@/lib/toast';
import { emptySummary, lineRef } from '@/lib/cart/cart-math';
import { toastLayer } from '@/lib/cart/toast-layer';
import { useCartStore } from '@/stores/cart';
import { cartKeys, fetchCheckout } from './queries';
import { mirrorAnswers } from '@/lib/query/mirror';

type Line = Pick<CartProduct, 'id' | 'cart_id'>;

const client = getQueryClient();
const store = () => useCartStore.getState();

// Only the newest cart answer counts when quantities change faster than the server answers;
// a reset (signed out) makes every answer still on its way an old one.
let cartRequest = 0;
// Bumped with every new copy of the lines: a summary asked for before is not reused after.
let linesVersion = 0;

/** Cache → store, and the summary asked for again when the lines or the selection change. */
function follow(): void {
  mirrorAnswers(client, { key: cartKeys.lines, exact: true }, (data) => {
    linesVersion += 1;
    // The totals of other lines are stale now; whoever shows one asks again.
    void client.invalidateQueries({ queryKey: cartKeys.checkouts, refetchType: 'none' });
    store().takeCart(data as Cart);
    void refreshCheckout();
  });

  // The stored copy being read back is no change of the shopper's: whoever shows it asks.
  let hydrating = false;
  useCartStore.persist.onHydrate(() => {
    hydrating = true;
  });
  useCartStore.persist.onFinishHydration(() => {
    hydrating = false;
  });

  useCartStore.subscribe((state, previous) => {
    if (hydrating) return;
    if (state.resets !== previous.resets) {
      cartRequest += 1;
      client.removeQueries({ queryKey: cartKeys.all });
      return;
    }
    const selectionChanged = state.selectedShopIds.join() !== previous.selectedShopIds.join();
    if (selectionChanged || state.couponCode !== previous.couponCode) void refreshCheckout();
  });
}

// Only in the browser: a checkout rendered on the server imports this module but calls nothing.
if (typeof window !== 'undefined') follow();

/** GET /carts into the cache; without a valid token the cart is reset, other failures keep the last copy. */
export async function loadCart(): Promise<void> {
  const request = ++cartRequest;
  try {
    const cart = await (await browserApi()).carts();
    if (request === cartRequest) client.setQueryData(cartKeys.lines, cart);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) store().reset();
  }
}

/** A change whose answer replaces the basket it changed; a server notice shows as a warning. */
async function change(call: () => Promise<{ data: Cart }>, key: readonly unknown[] = cartKeys.lines): Promise<Cart> {
  const request = key === cartKeys.lines ? ++cartRequest : cartRequest;
  const { data } = await call();
  if (key !== cartKeys.lines || request === cartRequest) client.setQueryData(key, data);
  for (const notice of data.info) toast.warning(notice, toastLayer());
  return data;
}

/** POST /cart/store; rejects with the ApiError (a 401 for guests). A buy-now answer is the buy-now basket. */
export async function addLine(payload: AddToCartInput): Promise<Cart> {
  store().setAdding(true);
  try {
    const api = await browserApi();
    return await change(() => api.addToCart(payload), payload.is_buy_now ? cartKeys.buyNow : cartKeys.lines);
  } finally {
    store().setAdding(false);
  }
}

const lineChange = (method: 'incrementCart' | 'decrementCart' | 'deleteCartLine') => async (line: Line) => {
  const api = await browserApi();
  const ref: CartLineRef = lineRef(line);
  return change(() => api[method](ref));
};

export const incrementLine = lineChange('incrementCart');
export const decrementLine = lineChange('decrementCart');
export const removeLine = lineChange('deleteCartLine');

let inflight: { key: string; promise: Promise<void> } | null = null;

const currentKey = () => {
  const { selectedShopIds, couponCode } = store();
  return JSON.stringify([cartKeys.checkout(selectedShopIds, couponCode), linesVersion]);
};

/**
 * The summary of the selected shops, from the cache when it holds a fresh one for this selection
 * and voucher. Only the answer for the selection still shown counts; several calls for the same
 * one share a request.
 */
export function refreshCheckout(): Promise<void> {
  const key = currentKey();
  if (inflight?.key === key) return inflight.promise;
  const promise = summarise(key).finally(() => {
    if (inflight?.promise === promise) inflight = null;
  });
  inflight = { key, promise };
  return promise;
}

async function summarise(key: string): Promise<void> {
  const { selectedShopIds, couponCode } = store();
  if (selectedShopIds.length === 0) {
    store().takeSummary(emptySummary);
    return;
  }
  try {
    const data = await client.fetchQuery({ queryKey: cartKeys.checkout(selectedShopIds, couponCode), queryFn: () => fetchCheckout(selectedShopIds, couponCode), retry: false });
    if (key !== currentKey()) return;
    // An empty checkout list clears the selection.
    if (data.checkout_items.length === 0) store().takeSummary(emptySummary, true);
    else store().takeSummary(data.checkout);
  } catch (error) {
    // A 401 has already ended the session: nothing to tell.
    if (key !== currentKey() || !(error instanceof ApiError) || error.status === 401) return;
    const couponError = error.fieldError('coupon_code');
    toast.error(couponError ?? error.message, toastLayer());
    // A voucher that does not apply (below its Minimum Spend, used up, expired) is dropped and the
    // totals are asked for again without it (docs/contract.md: errors.coupon_code).
    if (couponCode && couponError) {
      store().dropCoupon();
      await refreshCheckout();
    }
  }
}

/** Applies (or with '' takes off) a shop's voucher; answers whether the checkout accepted it. */
export async function applyCoupon(code: string, shopId: number): Promise<boolean> {
  store().chooseCoupon(code, shopId);
  await refreshCheckout();
  return store().couponCode === code;
}
