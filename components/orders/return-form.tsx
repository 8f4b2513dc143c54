'use client';
// The return request of a delivered order: which items, why, where the refund goes and where
// the items are picked up, with an optional photo. The backend checks everything; its field
// errors show under the fields and nothing typed is lost. Success goes to the return list.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast, toastFailure } from '@/lib/toast';
import { Field } from '@/components/auth/field';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import { useRouter } from '@/lib/i18n/navigation';
import { primaryButton } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';

export interface ReturnFormItem {
  key: string;
  productId: number;
  name: string;
  detail: string;
  quantity: number;
  returned: boolean;
}

type Errors = Record<string, string[]>;

const fieldClass = (error?: string) =>
  `w-full rounded-md border px-3 py-2 text-sm outline-none focus:ring-2 focus:ring-primary-200 ${error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'}`;

function ErrorText({ id, error }: { id: string; error?: string }) {
  return <FieldError id={id}>{error}</FieldError>;
}

export function ReturnForm({ orderId, items, defaultAddress }: { orderId: number; items: ReturnFormItem[]; defaultAddress: string }) {
  const t = useTranslations('OrderActions');
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const error = (field: string) => errors[field]?.[0];
  const attachmentError = Object.entries(errors).find(([field]) => field.startsWith('attachments'))?.[1][0];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    body.set('order_id', String(orderId));
    setBusy(true);
    setGeneral(null);
    try {
      await (await browserApi()).returnOrder(body);
      toast.success(t('submitted'), { description: t('submittedText'), duration: 3000 });
      router.push('/returned-order-history');
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && Object.keys(failure.errors).length > 0) {
        setErrors(failure.errors);
        // The order itself was refused (status or window): said above the form.
        setGeneral(failure.errors.order_id?.[0] ?? t('fixErrors'));
        requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        return;
      }
      setErrors({});
      toastFailure(failure, t('failed'));
    }
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-5">
      {general ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {general}
        </p>
      ) : null}
      <fieldset aria-describedby={error('product_ids') ? 'return-items-error' : 'return-items-hint'} className={`rounded-md border p-4 ${error('product_ids') ? 'border-red-600' : 'border-slate-200'}`}>
        <legend className="px-1 text-sm font-medium">{t('chooseItems')}</legend>
        <p id="return-items-hint" className="mb-2 text-xs text-slate-600">
          {t('chooseItemsHint')}
        </p>
        <ul className="flex flex-col gap-2">
          {items.map((item, index) => (
            <li key={item.key}>
              <label className={`flex items-start gap-3 rounded p-2 ${item.returned ? 'text-slate-500' : 'cursor-pointer hover:bg-slate-50'}`}>
                <input
                  type="checkbox"
                  name="product_ids[]"
                  value={item.productId}
                  disabled={item.returned}
                  aria-invalid={index === 0 && error('product_ids') ? true : undefined}
                  className="mt-1 size-4 accent-primary-600"
                />
                <span className="min-w-0">
                  <span className="block font-medium">{item.name}</span>
                  <span className="block text-xs text-slate-600">
                    {[item.detail, t('quantity', { qty: item.quantity }), item.returned ? t('alreadyReturned') : ''].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <ErrorText id="return-items-error" error={error('product_ids')} />
      </fieldset>

      <div>
        <label htmlFor="return-reason" className="mb-1 block text-sm font-medium">
          {t('reason')}
        </label>
        <textarea
          id="return-reason"
          name="reason"
          rows={4}
          maxLength={2000}
          aria-required="true"
          aria-invalid={error('reason') ? true : undefined}
          aria-describedby={error('reason') ? 'return-reason-error' : 'return-reason-hint'}
          className={fieldClass(error('reason'))}
        />
        {error('reason') ? null : (
          <p id="return-reason-hint" className="mt-1 text-xs text-slate-600">
            {t('reasonHint')}
          </p>
        )}
        <ErrorText id="return-reason-error" error={error('reason')} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="return-bank-name" name="bank_name" label={t('bankName')} error={error('bank_name')} maxLength={120} aria-required="true" autoComplete="off" />
        <Field id="return-bank-account" name="bank_account_number" label={t('bankAccount')} error={error('bank_account_number')} maxLength={64} aria-required="true" autoComplete="off" dir="ltr" />
      </div>

      <div>
        <label htmlFor="return-address" className="mb-1 block text-sm font-medium">
          {t('returnAddress')}
        </label>
        <textarea
          id="return-address"
          name="return_address"
          rows={2}
          maxLength={500}
          defaultValue={defaultAddress}
          aria-required="true"
          aria-invalid={error('return_address') ? true : undefined}
          aria-describedby={error('return_address') ? 'return-address-error' : undefined}
          className={fieldClass(error('return_address'))}
        />
        <ErrorText id="return-address-error" error={error('return_address')} />
      </div>

      <div>
        <label htmlFor="return-attachment" className="mb-1 block text-sm font-medium">
          {t('attachment')}
        </label>
        <input
          id="return-attachment"
          type="file"
          name="attachments[]"
          accept="image/jpeg,image/png,image/gif,image/webp,application/pdf"
          aria-invalid={attachmentError ? true : undefined}
          aria-describedby={attachmentError ? 'return-attachment-error' : 'return-attachment-hint'}
          className={`block w-full text-sm file:me-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium ${attachmentError ? 'rounded-md ring-1 ring-red-600' : ''}`}
        />
        {attachmentError ? null : (
          <p id="return-attachment-hint" className="mt-1 text-xs text-slate-600">
            {t('attachmentHint')}
          </p>
        )}
        <ErrorText id="return-attachment-error" error={attachmentError} />
      </div>

      <div>
        <button type="submit" disabled={busy} aria-busy={busy} className={primaryButton('px-5 py-2.5 text-sm')}>
          {busy ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
