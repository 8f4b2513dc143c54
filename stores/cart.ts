'use client';
// The shopper's cart: the lines grouped by shop, which shops are
// selected for checkout, the checkout summary of that selection and the voucher code chosen for
// it. The server is the truth: the cart is re-read from GET /carts on every page load while
// signed in and after login; browser storage keeps the last copy so a reload shows it at once.
// A guest's cart is empty.
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { toast } from '@/lib/toast';
import { toastLayer } from '@/lib/cart/toast-layer';
import { browserRequest } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import { emptySummary, lineRef, narrowSelection, noticesOf, shopIdsOf, totalAmountOf } from '@/lib/cart/cart-math';
import type { AddToCartPayload, CartData, CartGroup, CartProduct, CheckoutData, CheckoutSummary } from '@/lib/cart/types';

type Line = Pick<CartProduct, 'id' | 'cart_id'>;

interface CartState {
  /** Number of items. */
  total: number;
  /** Amount of the whole cart in the shop's default currency. */
  totalAmount: number;
  groups: CartGroup[];
  /** Shops chosen for checkout. */
  selectedShopIds: number[];
  /** The collected voucher applied to this checkout, and the shop it belongs to. */
  couponCode: string;
  couponShopId: number | null;
  /** POST /cart/checkout's summary of the selected shops. */
  summary: CheckoutSummary;
  /** From the shop's settings (multi_vendor); without it every shop is always selected. */
  multiVendor: boolean;
  /** Set while a product is being added. */
  adding: boolean;
  setMultiVendor(multiVendor: boolean): void;
  /** GET /carts. */
  load(): Promise<void>;
  /** POST /cart/store; rejects with the ApiError (a 401 for guests). */
  add(payload: AddToCartPayload): Promise<CartData>;
  increment(line: Line): Promise<CartData>;
  decrement(line: Line): Promise<CartData>;
  remove(line: Line): Promise<CartData>;
  toggleShop(shopId: number): void;
  /** Applies (or with '' takes off) a voucher; answers whether the checkout accepted it. */
  applyCoupon(code: string, shopId: number): Promise<boolean>;
  refreshCheckout(): Promise<void>;
  /**
   * The voucher and totals the checkout page settled on for the selected shops, so that the cart
   * panel shows the same. A code typed there names no shop; with one shop checked out it is
   * that shop's.
   */
  takeCheckout(code: string, summary: CheckoutSummary, shopIds: number[]): void;
  reset(): void;
}

const cleared = {
  total: 0,
  totalAmount: 0,
  groups: [] as CartGroup[],
  selectedShopIds: [] as number[],
  couponCode: '',
  couponShopId: null as number | null,
  summary: emptySummary,
};

// Only the newest answer counts when selections or quantities change faster than the server answers.
let cartRequest = 0;
let checkoutRequest = 0;

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => {
      /** Takes a cart answer: new lines, the selection narrowed to shops still there, a fresh summary. */
      function apply(data: CartData) {
        const groups = data.cart_items ?? [];
        if (groups.length === 0) {
          // An empty cart has nothing to check out: amounts, selection and voucher start over.
          set({ ...cleared, total: data.total ?? 0 });
          return;
        }
        const { multiVendor, selectedShopIds, couponShopId, groups: before } = get();
        // A shop that comes into the cart (an item added here, or a cart filled on another device)
        // is selected for checkout, so the Cart Amount shows what it holds; a shop the shopper
        // deselected stays deselected while it is in the cart.
        const known = new Set(shopIdsOf(before));
        const arrived = shopIdsOf(groups).filter((id) => !known.has(id));
        const selection = multiVendor ? narrowSelection([...selectedShopIds, ...arrived], groups) : shopIdsOf(groups);
        const keepCoupon = couponShopId !== null && selection.includes(couponShopId);
        set({
          groups,
          total: data.total ?? 0,
          totalAmount: totalAmountOf(data),
          selectedShopIds: selection,
          ...(keepCoupon ? {} : { couponCode: '', couponShopId: null }),
        });
        void get().refreshCheckout();
      }

      /** A cart call whose answer replaces the cart; a server notice shows as a warning. */
      async function change(path: string, body: object, replacesCart = true): Promise<CartData> {
        const request = replacesCart ? ++cartRequest : cartRequest;
        const { data } = await browserRequest<CartData>({ method: 'POST', path, body });
        if (replacesCart && request === cartRequest) apply(data);
        for (const notice of noticesOf(data.info)) toast.warning(notice, toastLayer());
        return data;
      }

      return {
        ...cleared,
        multiVendor: true,
        adding: false,
        setMultiVendor(multiVendor) {
          if (get().multiVendor === multiVendor) return;
          set({ multiVendor });
          // Single-vendor mode: every shop in the cart is selected, from now on.
          if (!multiVendor && get().groups.length > 0) {
            set({ selectedShopIds: shopIdsOf(get().groups) });
            void get().refreshCheckout();
          }
        },
        async load() {
          const request = ++cartRequest;
          try {
            const { data } = await browserRequest<CartData>({ path: '/carts' });
            if (request === cartRequest) apply(data);
          } catch (error) {
            // Without a valid token the cart is reset; other failures keep the last copy.
            if (error instanceof ApiError && error.status === 401) get().reset();
          }
        },
        async add(payload) {
          set({ adding: true });
          try {
            // A buy-now answer is the separate buy-now basket, not this cart.
            return await change('/cart/store', payload, !payload.is_buy_now);
          } finally {
            set({ adding: false });
          }
        },
        increment: (line) => change('/cart/increment', lineRef(line)),
        decrement: (line) => change('/cart/decrement', lineRef(line)),
        remove: (line) => change('/cart/delete', lineRef(line)),
        toggleShop(shopId) {
          const { multiVendor, selectedShopIds, groups, couponShopId } = get();
          if (!multiVendor) return;
          const wanted = selectedShopIds.includes(shopId) ? selectedShopIds.filter((id) => id !== shopId) : [...selectedShopIds, shopId];
          const selection = narrowSelection(wanted, groups);
          // A shop's voucher only applies while that shop is checked out.
          const dropCoupon = couponShopId !== null && !selection.includes(couponShopId);
          set({ selectedShopIds: selection, ...(dropCoupon ? { couponCode: '', couponShopId: null } : {}) });
          void get().refreshCheckout();
        },
        async applyCoupon(code, shopId) {
          const { selectedShopIds, multiVendor } = get();
          // Applying a shop's voucher also checks that shop out.
          const selection = code && multiVendor && !selectedShopIds.includes(shopId) ? narrowSelection([...selectedShopIds, shopId], get().groups) : selectedShopIds;
          set({ couponCode: code, couponShopId: code ? shopId : null, selectedShopIds: selection });
          await get().refreshCheckout();
          return get().couponCode === code;
        },
        async refreshCheckout() {
          const request = ++checkoutRequest;
          const { selectedShopIds, couponCode } = get();
          if (selectedShopIds.length === 0) {
            set({ summary: emptySummary });
            return;
          }
          try {
            const { data } = await browserRequest<CheckoutData>({
              method: 'POST',
              path: '/cart/checkout',
              body: { shop_ids: selectedShopIds, ...(couponCode ? { coupon_code: couponCode } : {}) },
            });
            if (request !== checkoutRequest) return;
            if (!data.checkout_items || data.checkout_items.length === 0) {
              // An empty checkout list clears the selection.
              set({ selectedShopIds: [], summary: emptySummary });
              return;
            }
            set({ summary: { ...emptySummary, ...data.checkout } });
          } catch (error) {
            // A 401 has already ended the session (browserRequest): nothing to tell.
            if (request !== checkoutRequest || !(error instanceof ApiError) || error.status === 401) return;
            const couponError = error.fieldError('coupon_code');
            toast.error(couponError ?? error.message, toastLayer());
            // A voucher that does not apply (below its Minimum Spend, used up, expired) is dropped
            // and the totals are asked for again without it (docs/contract.md: errors.coupon_code).
            if (couponCode && couponError) {
              set({ couponCode: '', couponShopId: null });
              await get().refreshCheckout();
            }
          }
        },
        takeCheckout(code, summary, shopIds) {
          const { couponCode, couponShopId } = get();
          const shopId = !code ? null : code === couponCode ? couponShopId : shopIds.length === 1 ? shopIds[0] : null;
          // An older answer for the panel must not overwrite these totals.
          checkoutRequest += 1;
          set({ couponCode: code, couponShopId: shopId, summary });
        },
        reset() {
          cartRequest += 1;
          checkoutRequest += 1;
          set({ ...cleared, adding: false });
        },
      };
    },
    {
      name: 'cart',
      storage: createJSONStorage(() => localStorage),
      // Hydrated after mount by the shop provider, so the first client render matches the server's.
      skipHydration: true,
      partialize: ({ total, totalAmount, groups, selectedShopIds, couponCode, couponShopId, summary }) => ({
        total,
        totalAmount,
        groups,
        selectedShopIds,
        couponCode,
        couponShopId,
        summary,
      }),
    },
  ),
);

/** Whether the stored cart has been read back (counts before that would show 0). */
export function useCartReady(): boolean {
  return useSyncExternalStore(
    (changed) => useCartStore.persist.onFinishHydration(changed),
    () => useCartStore.persist.hasHydrated(),
    () => false,
  );
}

/** Resolves once the stored cart has been read back, so a sync never races the rehydration. */
export function cartHydrated(): Promise<void> {
  if (useCartStore.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useCartStore.persist.onFinishHydration(() => {
      stop();
      resolve();
    });
  });
}
