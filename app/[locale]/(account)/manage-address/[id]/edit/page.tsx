import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AddressEditor } from '@/components/account/address-editor';
import { accountCall } from '@/lib/auth/account-api';
import { Link } from '@/lib/i18n/navigation';
import { routeId } from '@/lib/route-params';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Address');
  return { title: t('editTitle'), robots: { index: false } };
}

export default async function EditAddressPage({ params }: Props) {
  const id = routeId((await params).id);
  if (id === null) notFound();
  const [t, list] = await Promise.all([getTranslations('Address'), accountCall((api) => api.addresses())]);
  // The API has no single-address call; the shopper's own list is the only place to look, so
  // someone else's address id is simply not found.
  const address = list.addresses.find((item) => item.id === id);
  if (!address) notFound();
  return (
    <div className="flex flex-col gap-4">
      <Link href="/manage-address" className="text-sm text-primary-700 hover:underline">
        {t('back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('editTitle')}</h1>
      <div className="rounded-md border border-slate-200 bg-white p-5">
        <AddressEditor address={address} />
      </div>
    </div>
  );
}
