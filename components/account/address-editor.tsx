'use client';
// The address form on its own page (/manage-address/new and /manage-address/{id}/edit): once
// saved, back to the list with a toast.
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import type { Address } from '@/lib/api/schemas/profile';
import { useRouter } from '@/lib/i18n/navigation';
import { AddressForm } from './address-form';

export function AddressEditor({ address }: { address?: Partial<Address> }) {
  const t = useTranslations('Address');
  const router = useRouter();
  return (
    <AddressForm
      address={address}
      onSaved={() => {
        toast.success(t('saved'), { duration: 3000 });
        router.push('/manage-address');
        router.refresh();
      }}
      onCancel={() => router.push('/manage-address')}
      cancelLabel={t('cancel')}
    />
  );
}
