import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Plus } from 'lucide-react';
import { AddressList } from '@/components/account/address-list';
import { accountCall } from '@/lib/auth/account-api';
import { Link } from '@/lib/i18n/navigation';
import { primaryButton } from '@/components/ui/button';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('manageAddress'), robots: { index: false } };
}

export default async function ManageAddressPage() {
  const [t, ta, list] = await Promise.all([getTranslations('Account'), getTranslations('Address'), accountCall((api) => api.addresses())]);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('manageAddress')}</h1>
        <Link href="/manage-address/new" className={primaryButton('inline-flex items-center gap-1 px-4 py-2 text-sm')}>
          <Plus aria-hidden className="size-4" />
          {ta('add')}
        </Link>
      </div>
      <AddressList addresses={list.addresses} />
    </div>
  );
}
