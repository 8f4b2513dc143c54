'use client';
// Collecting from the voucher centre, and reading which vouchers the shopper has collected. The
// contract client is loaded on first use, so none of it weighs on the page's first load. A guest
// gets the login dialog instead; the rules of Collect and Collected are the shop page's: a
// voucher already collected (another tab, another device) is shown as Collected.
import { ApiError } from '@/lib/api/core';
import { toast, toastFailure } from '@/lib/toast';
import { useUiStore } from '@/stores/ui';
import { useVoucherCentreStore } from '@/stores/voucher-centre';
import { hinted, useViewerStore } from '@/stores/viewer';

const api = async () => (await import('@/lib/api/browser')).browserApi();

/** Who is signed in, asking the session first when the page has not yet. */
async function signedIn(): Promise<boolean> {
  const viewer = useViewerStore.getState();
  if (!viewer.known && hinted()) await viewer.load();
  return useViewerStore.getState().user !== null;
}

/** The shopper's collected vouchers (all shops), into the store; nothing for a guest. */
export async function loadCollected(): Promise<void> {
  if (!(await signedIn())) return;
  try {
    const { coupons } = await (await api()).collectedVouchers();
    useVoucherCentreStore.getState().setCollected(coupons.map((coupon) => coupon.id));
  } catch {
    // The page still works: Collect answers "Voucher already collected" for one collected before.
  }
}

export async function collectFromCentre(couponId: number, words: { failed: string }): Promise<void> {
  const store = useVoucherCentreStore.getState();
  if (store.collecting !== null) return;
  if (!(await signedIn())) {
    useUiStore.getState().open('login');
    return;
  }
  store.setCollecting(couponId);
  try {
    const { message } = await (await api()).collectVoucher(couponId);
    useVoucherCentreStore.getState().markCollected(couponId);
    if (message) toast.success(message);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      useViewerStore.getState().signedOut();
      useUiStore.getState().open('login');
      return;
    }
    toastFailure(error, words.failed);
    // Collected meanwhile elsewhere: show the list as it is now.
    if (error instanceof ApiError && error.status === 422) void loadCollected();
  } finally {
    useVoucherCentreStore.getState().setCollecting(null);
  }
}
