'use client';
// Placing the order (docs/contract.md POST /place-order): once per attempt, never twice. While a placement
// runs nothing else is sent (a second click, a key press), and every try of one order carries
// the same Idempotency-Key, so a retry after a lost answer gets the first placement back. The
// placement is a mutation of the page's query cache; a cart order re-reads the cart after it.
//
// When the shop asks for a verified account (order_place_account_verify) and this one is not
// verified, a code is sent (POST /send-otp), the OTP dialog takes it (it verifies the account),
// and the order is placed once the account reads as verified (GET /profile).
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast, toastFailure } from '@/lib/toast';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import type { PlaceOrderInput } from '@/lib/api/schemas/place-order';
import { loadCart } from '@/lib/cart/cart-cache';
import { cartKeys } from '@/lib/cart/queries';
import { idempotencyKeys } from '@/lib/checkout/idempotency';
import { openPaymentPage } from '@/lib/checkout/payment-page';
import { PLACEMENT_FIELDS, placedOrderPath, placeOrderBody, type OrderDraft, type PlacementField } from '@/lib/checkout/placement';
import { useRouter } from '@/lib/i18n/navigation';
import { useCartStore } from '@/stores/cart';
import { useUiStore } from '@/stores/ui';

export interface Verification {
  /** The shop's order_place_account_verify switch. */
  required: boolean;
  /** account_verified of the shopper when the page was made. */
  verified: boolean;
  /** Where a code goes: the account's email, else its phone. */
  target: string | null;
  phoneCode: string | null;
}

export type PlacementErrors = Partial<Record<PlacementField, string>>;

export interface PlaceOrder {
  /** A placement or a verification is under way: the buttons that place are disabled. */
  busy: boolean;
  /** The order went through; the page is on its way to the order or the payment page. */
  placed: boolean;
  errors: PlacementErrors;
  place(draft: OrderDraft): Promise<void>;
}

async function accountVerified(): Promise<boolean> {
  try {
    const { user } = await (await browserApi()).profile();
    return user.account_verified === true;
  } catch {
    return false;
  }
}

export function usePlaceOrder(verification: Verification): PlaceOrder {
  const t = useTranslations('Checkout');
  const router = useRouter();
  const client = useQueryClient();
  const [keys] = useState(idempotencyKeys);
  const [placing, setPlacing] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [errors, setErrors] = useState<PlacementErrors>({});
  // Refs, not state: two clicks in one frame must both see the first one's lock.
  const running = useRef(false);
  const needsCode = useRef(verification.required && !verification.verified);
  const waiting = useRef<OrderDraft | null>(null);
  const placement = useMutation({
    mutationFn: async ({ body, key }: { body: PlaceOrderInput; key: string }) => (await (await browserApi()).placeOrder(body, key)).data,
  });

  async function askForCode(draft: OrderDraft): Promise<void> {
    const { target, phoneCode } = verification;
    if (!target) {
      toast.error(t('verifyNoTarget'));
      return;
    }
    waiting.current = draft;
    setVerifying(true);
    try {
      const answer = await (await browserApi()).sendOtp({ phone: target, ...(phoneCode && !target.includes('@') ? { phone_code: phoneCode } : {}) });
      toast.success(answer.message || t('codeSent'), { duration: 3000 });
      useUiStore.getState().openOtp(target, 'verify');
    } catch (error) {
      waiting.current = null;
      setVerifying(false);
      toastFailure(error, t('failed'), { quietWhenSignedOut: true });
    }
  }

  async function place(draft: OrderDraft): Promise<void> {
    if (running.current || waiting.current) return;
    if (needsCode.current) return askForCode(draft);
    running.current = true;
    setPlacing(true);
    setErrors({});
    const body = placeOrderBody(draft);
    const key = keys.keyFor(body);
    try {
      const data = await placement.mutateAsync({ body, key });
      keys.forget();
      setPlaced(true);
      // The vouchers chosen for this order were used: the next checkout starts from the best ones.
      useCartStore.getState().dropVoucherChoices();
      // Still placing until the page is left: nothing may be sent again meanwhile.
      if (data.order_payment_url) {
        openPaymentPage(data.order_payment_url);
        return;
      }
      toast.success(t('placed'), { duration: 3000 });
      // The ordered lines left the cart on the server; the cart tab follows.
      if (!draft.isBuyNow) void loadCart();
      router.push(placedOrderPath(data));
    } catch (error) {
      running.current = false;
      setPlacing(false);
      if (!(error instanceof ApiError)) {
        toast.error(t('failed'));
        return;
      }
      // A 401 has already ended the session and left the page.
      if (error.status === 401) return;
      // "Please verify your account first": the shop switched verification on meanwhile.
      if (verification.required && error.status === 422 && Object.keys(error.errors).length === 0 && !(await accountVerified())) {
        needsCode.current = true;
        await askForCode(draft);
        return;
      }
      setErrors(Object.fromEntries(PLACEMENT_FIELDS.map((field) => [field, error.fieldError(field)]).filter(([, message]) => message)));
      toast.error(error.message);
      // A voucher was used up meanwhile (another shopper took its last use): the totals are asked
      // again, and the checkout shows what applies now.
      if (error.fieldError('coupon_ids') || error.fieldError('coupon_code')) void client.invalidateQueries({ queryKey: cartKeys.checkouts });
    }
  }

  // The OTP dialog closed while an order waits for it: verified, the order goes; otherwise not.
  const latestPlace = useRef(place);
  useEffect(() => {
    latestPlace.current = place;
  });
  useEffect(
    () =>
      useUiStore.subscribe((state, previous) => {
        if (previous.overlay !== 'otp' || state.overlay === 'otp' || !waiting.current) return;
        const draft = waiting.current;
        void accountVerified().then((verified) => {
          waiting.current = null;
          setVerifying(false);
          if (!verified) {
            toast.error(t('verifyToPlace'));
            return;
          }
          needsCode.current = false;
          void latestPlace.current(draft);
        });
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return { busy: placing || verifying, placed, errors, place };
}
