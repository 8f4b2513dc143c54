'use client';
// A voucher code for the order: Apply asks the server for the totals with it; a code that does
// not apply shows the server's reason under the field (and the totals stay without it).
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { TicketPercent, X } from 'lucide-react';

export interface CouponFormProps {
  applied: string;
  error: string | null;
  busy: boolean;
  onApply(code: string): Promise<boolean>;
  onRemove(): Promise<void>;
}

export function CouponForm({ applied, error, busy, onApply, onRemove }: CouponFormProps) {
  const t = useTranslations('Checkout');
  const id = useId();
  const [code, setCode] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '' || busy) return;
    if (await onApply(code)) setCode('');
  }

  return (
    <div className="flex flex-col gap-2">
      {applied ? (
        <p className="flex items-center justify-between gap-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800" role="status">
          <span className="inline-flex items-center gap-1.5">
            <TicketPercent aria-hidden className="size-4" />
            {t('couponApplied', { code: applied })}
          </span>
          <button type="button" onClick={() => void onRemove()} disabled={busy} aria-label={t('removeCoupon', { code: applied })} className="rounded p-1 hover:bg-emerald-100 disabled:opacity-50">
            <X aria-hidden className="size-4" />
          </button>
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('couponLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            name="coupon_code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder={t('couponPlaceholder')}
            autoComplete="off"
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`min-w-0 flex-1 rounded-md border px-3 py-2 text-sm ${error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'}`}
          />
          <button type="submit" disabled={busy || code.trim() === ''} className="rounded-md border border-primary-600 px-4 py-2 text-sm font-semibold text-primary-700 hover:bg-primary-50 disabled:opacity-50">
            {busy ? t('applying') : t('apply')}
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
