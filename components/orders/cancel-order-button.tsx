'use client';
// Cancel Order (only offered while the order is Pending): a confirmation dialog, then the call;
// on success a toast and the page re-renders with the new status and timeline.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast, toastFailure } from '@/lib/toast';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { browserApi } from '@/lib/api/browser';
import { useRouter } from '@/lib/i18n/navigation';

export function CancelOrderButton({ orderId, orderCode }: { orderId: number; orderCode: string }) {
  const t = useTranslations('OrderActions');
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setBusy(true);
    try {
      await (await browserApi()).cancelOrder(orderId);
      setConfirming(false);
      toast.success(t('cancelled'), { description: t('cancelledText', { code: orderCode }), duration: 3000 });
      router.refresh();
    } catch (error) {
      toastFailure(error, t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="rounded-md border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        {t('cancelOrder')}
      </button>
      <ModalSheet open={confirming} onClose={() => setConfirming(false)} title={t('cancelTitle')} closeLabel={t('close')} placement="center">
        <div className="p-5">
          <p className="mb-5">{t.rich('cancelText', { code: orderCode, bdi: (chunks) => <bdi>{chunks}</bdi> })}</p>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={() => setConfirming(false)} disabled={busy} className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50 disabled:opacity-60">
              {t('keepOrder')}
            </button>
            <button type="button" onClick={cancel} disabled={busy} aria-busy={busy} className="rounded-md bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 disabled:opacity-60">
              {busy ? t('cancelling') : t('confirmCancel')}
            </button>
          </div>
        </div>
      </ModalSheet>
    </>
  );
}
