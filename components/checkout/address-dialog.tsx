'use client';
// The address form in a modal, to add an address or edit one without leaving the checkout.
import { useTranslations } from 'next-intl';
import { AddressForm } from '@/components/account/address-form';
import { ModalSheet } from '@/components/ui/modal-sheet';
import type { Address } from '@/lib/api/schemas/profile';

export interface AddressDialogProps {
  /** The address being edited, {} for a new one, null when closed. */
  address: Partial<Address> | null;
  onSaved(address: Address): void;
  onClose(): void;
}

export function AddressDialog({ address, onSaved, onClose }: AddressDialogProps) {
  const t = useTranslations('Address');
  const tc = useTranslations('Chrome');
  const editing = address?.id !== undefined;
  return (
    <ModalSheet open={address !== null} onClose={onClose} title={editing ? t('editTitle') : t('newTitle')} closeLabel={tc('close')} placement="center">
      <div className="max-h-[80dvh] overflow-y-auto p-5">{address ? <AddressForm address={address} onSaved={onSaved} onCancel={onClose} /> : null}</div>
    </ModalSheet>
  );
}
