'use client';
// The last look before the order is placed: where it goes, how it is paid, how many items from
// how many shops and what is payable. Confirm places it (and is disabled while that runs).
import { useTranslations } from 'next-intl';
import { Loader2 } from 'lucide-react';
import { AddressBlock } from '@/components/orders/address-block';
import { Amount } from '@/components/ui/amount';
import { ModalSheet } from '@/components/ui/modal-sheet';
import type { Address } from '@/lib/api/schemas/profile';
import { primaryButton } from '@/components/ui/button';

export interface OrderConfirmDialogProps {
  open: boolean;
  address: Address | null;
  /** The payment method as the shopper read it. */
  payment: string;
  online: boolean;
  items: number;
  shops: number;
  payable: number;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function OrderConfirmDialog({ open, address, payment, online, items, shops, payable, busy, onConfirm, onClose }: OrderConfirmDialogProps) {
  const t = useTranslations('Checkout');
  const tc = useTranslations('Chrome');
  return (
    <ModalSheet open={open} onClose={onClose} title={t('confirmTitle')} closeLabel={tc('close')} placement="center">
      <div className="flex flex-col gap-4 p-5 text-sm">
        <p className="text-slate-600">{t('confirmIntro')}</p>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-3">
          <dt className="font-medium text-slate-600">{t('deliverTo')}</dt>
          <dd>{address ? <AddressBlock address={address} empty={address.name} /> : null}</dd>
          <dt className="font-medium text-slate-600">{t('paymentMethod')}</dt>
          <dd>{payment}</dd>
          <dt className="font-medium text-slate-600">{t('items')}</dt>
          <dd>{t('itemCount', { items, shops })}</dd>
          <dt className="font-medium text-slate-600">{t('payable')}</dt>
          <dd className="text-base font-semibold">
            <Amount value={payable} />
          </dd>
        </dl>
        {online ? <p className="rounded-md bg-slate-50 p-3 text-slate-700">{t('onlineNotice', { gateway: payment })}</p> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className="rounded-md border border-slate-300 px-5 py-2.5 font-medium hover:bg-slate-50">
            {t('cancel')}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
            className={primaryButton('inline-flex items-center gap-2 px-5 py-2.5 disabled:cursor-not-allowed')}
          >
            {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
            {busy ? t('placing') : t('confirm')}
          </button>
        </div>
      </div>
    </ModalSheet>
  );
}
