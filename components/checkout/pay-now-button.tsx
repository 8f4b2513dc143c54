'use client';
// Pays an unpaid order online again (docs/contract.md GET /order-payment/{order}/{gateway}): the gateway's
// page opens in place of this one.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toastFailure } from '@/lib/toast';
import { browserApi } from '@/lib/api/browser';
import { openPaymentPage } from '@/lib/checkout/payment-page';
import { primaryButton } from '@/components/ui/button';

export function PayNowButton({ orderId, gateway }: { orderId: number; gateway: string }) {
  const t = useTranslations('Checkout');
  const [busy, setBusy] = useState(false);

  async function pay() {
    setBusy(true);
    try {
      // The contract's answer always names a page (a 404 when there is nothing to pay).
      const { order_payment_url: url } = await (await browserApi()).orderPayment(orderId, gateway);
      openPaymentPage(url);
      return;
    } catch (error) {
      toastFailure(error, t('failed'), { quietWhenSignedOut: true });
    }
    setBusy(false);
  }

  return (
    <button type="button" onClick={() => void pay()} disabled={busy} aria-busy={busy} className={primaryButton('px-4 py-2')}>
      {busy ? t('opening') : t('payNow')}
    </button>
  );
}
