'use client';
// Manage Address: the saved addresses with the default marked, "Set as Default", Edit, and
// Delete behind a confirmation dialog. The page renders the list on the server; here it becomes
// the cached address list, and each change is a mutation that updates it at once and has it
// read again (lib/account/addresses.ts).
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { MapPin } from 'lucide-react';
import { toast, toastFailure } from '@/lib/toast';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { QueryIsland } from '@/components/providers/query-island';
import { useDeleteAddress, useMakeDefault } from '@/lib/account/addresses';
import { addressesQuery } from '@/lib/account/queries';
import type { Address } from '@/lib/api/schemas/profile';
import { Link } from '@/lib/i18n/navigation';
import { emptyState } from '@/components/ui/empty-state';

const lineOf = (address: Address) => [address.flat_no, address.address_line, address.address_line2, address.area, address.post_code].filter(Boolean).join(', ');

export function AddressList({ addresses }: { addresses: Address[] }) {
  return (
    <QueryIsland>
      <Addresses rendered={addresses} />
    </QueryIsland>
  );
}

/** The cached list, started from the page's render, which is newer than what the cache may hold. */
function useAddresses(rendered: Address[]): Address[] {
  const client = useQueryClient();
  const query = addressesQuery();
  const [seeded] = useState(() => {
    client.setQueryData(query.queryKey, rendered);
    return rendered;
  });
  useEffect(() => {
    // The page was rendered again (router.refresh()): its list is the newest.
    if (rendered !== seeded) client.setQueryData(query.queryKey, rendered);
  }, [client, query.queryKey, rendered, seeded]);
  return useQuery({ ...query, initialData: rendered }).data;
}

function Addresses({ rendered }: { rendered: Address[] }) {
  const t = useTranslations('Address');
  const tc = useTranslations('Chrome');
  const addresses = useAddresses(rendered);
  const makeDefaultMutation = useMakeDefault();
  const deleteMutation = useDeleteAddress();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  async function run(address: Address, call: () => Promise<unknown>, success: string) {
    setBusyId(address.id);
    try {
      await call();
      toast.success(success, { duration: 3000 });
      return true;
    } catch (error) {
      toastFailure(error, t('failed'));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  const makeDefault = (address: Address) =>
    run(address, () => makeDefaultMutation.mutateAsync(address.id), t('defaultChanged'));

  async function confirmDelete() {
    if (!deleting) return;
    const done = await run(deleting, () => deleteMutation.mutateAsync(deleting.id), t('deleted'));
    if (done) setDeleting(null);
  }

  if (addresses.length === 0) {
    return (
      <div className={emptyState('flex flex-col items-center gap-2 bg-white p-10')}>
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
