'use client';
// Manage Address: the saved addresses with the default marked, "Set as Default", Edit, and
// Delete behind a confirmation dialog. Each change is saved at once and the list is re-read.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { MapPin } from 'lucide-react';
import { toast, toastFailure } from '@/lib/toast';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { browserRequest } from '@/lib/api/browser';
import type { Address } from '@/lib/api/schemas/profile';
import { Link, useRouter } from '@/lib/i18n/navigation';

const lineOf = (address: Address) => [address.flat_no, address.address_line, address.address_line2, address.area, address.post_code].filter(Boolean).join(', ');

export function AddressList({ addresses }: { addresses: Address[] }) {
  const t = useTranslations('Address');
  const tc = useTranslations('Chrome');
  const router = useRouter();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  async function run(address: Address, call: () => Promise<unknown>, success: string) {
    setBusyId(address.id);
    try {
      await call();
      toast.success(success, { duration: 3000 });
      router.refresh();
      return true;
    } catch (error) {
      toastFailure(error, t('failed'));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  const makeDefault = (address: Address) =>
    run(address, () => browserRequest({ method: 'POST', path: `/address/${address.id}/update`, body: { is_default: true } }), t('defaultChanged'));

  async function confirmDelete() {
    if (!deleting) return;
    const done = await run(deleting, () => browserRequest({ method: 'DELETE', path: `/address/${deleting.id}/delete` }), t('deleted'));
    if (done) setDeleting(null);
  }

  if (addresses.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-md border border-dashed border-slate-300 bg-white p-10 text-center">
        <MapPin aria-hidden className="size-10 text-slate-400" />
        <p className="font-medium">{t('empty')}</p>
        <p className="text-sm text-slate-600">{t('emptyHint')}</p>
      </div>
    );
  }

  return (
    <>
      <ul aria-label={t('list')} className="grid gap-3 md:grid-cols-2">
        {addresses.map((address) => {
          const line = address.address_line;
          return (
            <li key={address.id} className={`flex flex-col gap-2 rounded-md border bg-white p-4 ${address.is_default ? 'border-primary-600' : 'border-slate-200'}`}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{t(address.address_type === 'office' || address.address_type === 'other' ? address.address_type : 'home')}</span>
                {address.is_default ? <span className="rounded bg-primary-600 px-2 py-0.5 text-xs font-semibold text-white">{t('default')}</span> : null}
              </div>
              <p className="font-semibold" dir="auto">
                {address.name}
              </p>
              {address.phone ? <p className="text-sm text-slate-600" dir="ltr">{address.phone}</p> : null}
              <p className="text-sm" dir="auto">
                {lineOf(address)}
              </p>
              <div className="mt-auto flex flex-wrap gap-2 pt-2 text-sm">
                {address.is_default ? null : (
                  <button
                    type="button"
                    disabled={busyId !== null}
                    onClick={() => void makeDefault(address)}
                    aria-label={t('setDefaultNamed', { line })}
                    className="rounded-md border border-primary-600 px-3 py-1.5 font-medium text-primary-700 hover:bg-primary-50 disabled:opacity-60"
                  >
                    {t('setDefault')}
                  </button>
                )}
                <Link href={`/manage-address/${address.id}/edit`} aria-label={t('editNamed', { line })} className="rounded-md border border-slate-300 px-3 py-1.5 font-medium hover:bg-slate-50">
                  {t('edit')}
                </Link>
                <button
                  type="button"
                  disabled={busyId !== null}
                  onClick={() => setDeleting(address)}
                  aria-label={t('deleteNamed', { line })}
                  className="rounded-md border border-red-300 px-3 py-1.5 font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
                >
                  {t('delete')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <ModalSheet open={deleting !== null} onClose={() => setDeleting(null)} title={t('deleteTitle')} closeLabel={tc('close')} placement="center">
        <div className="p-5">
          <p className="mb-1">{t('deleteConfirm')}</p>
          {deleting ? <p className="mb-5 text-sm text-slate-600">{lineOf(deleting)}</p> : null}
          <div className="flex justify-end gap-3">
            <button type="button" onClick={() => setDeleting(null)} className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50">
              {t('cancel')}
            </button>
            <button type="button" onClick={() => void confirmDelete()} disabled={busyId !== null} className="rounded-md bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 disabled:opacity-60">
              {busyId !== null ? t('deleting') : t('confirmDelete')}
            </button>
          </div>
        </div>
      </ModalSheet>
    </>
  );
}
