'use client';
// The shopper's cart as the page's first load knows it. The server is the truth and TanStack
// Query holds what it said (lib/cart/cart-cache.ts, loaded lazily); this store keeps the client
// state — which shops are selected for checkout, the voucher code chosen and its shop, whether
// the shop is multi-vendor, whether an add is running — and a snapshot of the cache for the first
// paint: count, amount, lines and the summary of the selection. The snapshot is written only from
// the query cache (one way: cache → store); browser storage keeps the last copy so a reload shows
// it at once, before the cart is re-read from GET /carts. A guest's cart is empty.
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Cart, CartGroup } from '@/lib/api/schemas/cart';
import { emptySummary, narrowSelection, shopIdsOf, totalAmountOf } from '@/lib/cart/cart-math';
import type { CheckoutSummary } from '@/lib/cart/types';

interface CartState {
  /** Number of items (snapshot of the cart lines). */
  total: number;
  /** Amount of the whole cart in the shop's default currency (snapshot). */
  totalAmount: number;
  /** The lines by shop (snapshot). */
  groups: CartGroup[];
  /** Shops chosen for checkout. */
  selectedShopIds: number[];
  /** The collected voucher applied to this checkout, and the shop it belongs to. */
  couponCode: string;
  couponShopId: number | null;
  /**
   * The voucher chosen for a shop at checkout instead of its best one (ours, with the voucher
   * centre): shop id → collected voucher id, 0 for none. Kept so a reload keeps the choice.
   */
  voucherChoices: Record<string, number>;
  /** POST /cart/checkout's summary of the selected shops (snapshot of the query for them). */
  summary: CheckoutSummary;
  /** From the shop's settings (multi_vendor); without it every shop is always selected. */
  multiVendor: boolean;
  /** Set while a product is being added. */
  adding: boolean;
  /** Counts resets, so the query cache drops the cart and answers of before are ignored. */
  resets: number;
  setMultiVendor(multiVendor: boolean): void;
  toggleShop(shopId: number): void;
  /** Chooses (or with '' takes off) a shop's voucher; applying one also checks that shop out. */
  chooseCoupon(code: string, shopId: number): void;
  /** The voucher no longer applies. */
  dropCoupon(): void;
  /** Chooses a shop's voucher at checkout (0: none; null: its best again). */
  chooseVoucher(shopId: number, couponId: number | null): void;
  /** The chosen vouchers no longer apply: every shop gets its best again. */
  dropVoucherChoices(): void;
  setAdding(adding: boolean): void;
  /** Cache → store: new cart lines, with the selection following them. */
  takeCart(cart: Cart): void;
  /** Cache → store: the summary of the current selection; `cleared` when it came back without items. */
  takeSummary(summary: CheckoutSummary, cleared?: boolean): void;
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
  voucherChoices: {} as Record<string, number>,
  summary: emptySummary,
};

const noCoupon = { couponCode: '', couponShopId: null };

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      ...cleared,
      multiVendor: true,
      adding: false,
      resets: 0,
      setMultiVendor(multiVendor) {
        if (get().multiVendor === multiVendor) return;
        set({ multiVendor });
        // Single-vendor mode: every shop in the cart is selected, from now on.
        if (!multiVendor && get().groups.length > 0) set({ selectedShopIds: shopIdsOf(get().groups) });
      },
      toggleShop(shopId) {
        const { multiVendor, selectedShopIds, groups, couponShopId } = get();
        if (!multiVendor) return;
        const wanted = selectedShopIds.includes(shopId) ? selectedShopIds.filter((id) => id !== shopId) : [...selectedShopIds, shopId];
        const selection = narrowSelection(wanted, groups);
        // A shop's voucher only applies while that shop is checked out.
        const dropCoupon = couponShopId !== null && !selection.includes(couponShopId);
        set({ selectedShopIds: selection, ...(dropCoupon ? noCoupon : {}) });
      },
      chooseCoupon(code, shopId) {
        const { selectedShopIds, multiVendor, groups } = get();
        const selection = code && multiVendor && !selectedShopIds.includes(shopId) ? narrowSelection([...selectedShopIds, shopId], groups) : selectedShopIds;
        set({ couponCode: code, couponShopId: code ? shopId : null, selectedShopIds: selection });
      },
      dropCoupon: () => set(noCoupon),
      chooseVoucher(shopId, couponId) {
        const { [String(shopId)]: _left, ...others } = get().voucherChoices;
        set({ voucherChoices: couponId === null ? others : { ...others, [String(shopId)]: couponId } });
      },
      dropVoucherChoices: () => set({ voucherChoices: {} }),
      setAdding: (adding) => set({ adding }),
      takeCart(cart) {
        const groups = cart.cart_items;
        if (groups.length === 0) {
          // An empty cart has nothing to check out: amounts, selection and voucher start over.
          set({ ...cleared, total: cart.total });
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
        set({ groups, total: cart.total, totalAmount: totalAmountOf(cart), selectedShopIds: selection, ...(keepCoupon ? {} : noCoupon) });
      },
      takeSummary: (summary, clearedSelection = false) => set(clearedSelection ? { summary, selectedShopIds: [] } : { summary }),
      takeCheckout(code, summary, shopIds) {
        const { couponCode, couponShopId } = get();
        const shopId = !code ? null : code === couponCode ? couponShopId : shopIds.length === 1 ? shopIds[0] : null;
        set({ couponCode: code, couponShopId: shopId, summary });
      },
      reset: () => set((state) => ({ ...cleared, adding: false, resets: state.resets + 1 })),
    }),
    {
      name: 'cart',
      storage: createJSONStorage(() => localStorage),
      // Hydrated after mount by the shop provider, so the first client render matches the server's.
      skipHydration: true,
      // Version 1 keeps the lines as the contract's schema parsed them; an older copy held the
      // raw answer (a brand could be an object), so it is dropped and the server's cart shows.
      version: 1,
      migrate: () => ({}),
      partialize: ({ total, totalAmount, groups, selectedShopIds, couponCode, couponShopId, voucherChoices, summary }) => ({
        total,
        totalAmount,
        groups,
        selectedShopIds,
        couponCode,
        couponShopId,
        voucherChoices,
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
