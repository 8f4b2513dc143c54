'use client';
// Adding and removing with the cart popups and these error rules: a guest's
// 401 says 'Please login first!' and opens the login dialog (the session was already cleared by
// the contract client); other errors show the server's message; server notices show as warnings.
// In a catalogue page's first load: the cart's query code (lib/cart/cart-cache.ts) comes with the
// first add.
import { useCallback, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast, toastFailure } from '@/lib/toast';
import { toastLayer } from '@/lib/cart/toast-layer';
import { ApiError } from '@/lib/api/core';
import type { CartProduct } from '@/lib/api/schemas/cart';
import type { AddToCartPayload, ProductGlimpse } from '@/lib/cart/types';
import { useUiStore } from '@/stores/ui';
import { showProductToast } from './cart-toasts';

export type CartTranslate = (key: string, values?: Record<string, string | number>) => string;

const cartCache = () => import('@/lib/cart/cart-cache');

function showError(error: unknown, t: CartTranslate): void {
  if (error instanceof ApiError && error.status === 401) {
    toast.error(t('loginFirst'), toastLayer());
    useUiStore.getState().open('login');
    return;
  }
  toastFailure(error, t('failed'), toastLayer());
}

/** POST /cart/store and the 'has been added to cart' popup; answers whether it was added. */
export async function addToCart(payload: AddToCartPayload, product: ProductGlimpse, t: CartTranslate): Promise<boolean> {
  // Nothing is sent without a product.
  if (!payload.product_id) return false;
  try {
    await (await cartCache()).addLine(payload);
  } catch (error) {
    showError(error, t);
    return false;
  }
  if (!payload.is_buy_now) {
    showProductToast(product, t('added'), t('viewInCart'), () => useUiStore.getState().open('cart'));
  }
  return true;
}

/** POST /cart/delete and the 'has been remove to cart' popup, whose button puts one unit back. */
export async function removeFromCart(line: CartProduct, t: CartTranslate): Promise<void> {
  try {
    await (await cartCache()).removeLine(line);
  } catch (error) {
    toastFailure(error, t('failed'), { quietWhenSignedOut: true, ...toastLayer() });
    return;
  }
  const glimpse = { id: line.id, name: line.name, thumbnail: line.thumbnail };
  const again: AddToCartPayload = { product_id: line.id, quantity: 1, color: line.color?.id ?? null, size: line.size?.id ?? null, unit: line.unit };
  showProductToast(glimpse, t('removed'), t('addAgain'), () => void addToCart(again, glimpse, t));
}

/**
 * Add to cart for a button: the call, its popups, and whether this button's call is running.
 * While it runs, a further add is ignored (answers false), so buttons can stay enabled and keep a
 * keyboard user's focus instead of disabling themselves.
 */
export function useAddToCart(): { add(payload: AddToCartPayload, product: ProductGlimpse): Promise<boolean>; busy: boolean } {
  const t = useTranslations('Cart');
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const add = useCallback(
    async (payload: AddToCartPayload, product: ProductGlimpse) => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      try {
        return await addToCart(payload, product, t);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [t],
  );
  return { add, busy };
}
