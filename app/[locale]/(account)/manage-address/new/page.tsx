import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AddressEditor } from '@/components/account/address-editor';
import { accountCall } from '@/lib/auth/account-api';
import { Link } from '@/lib/i18n/navigation';
import { dialCodeLabel } from '@/lib/dial-code';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Address');
  return { title: t('newTitle'), robots: { index: false } };
}

export default async function NewAddressPage() {
  const [t, { user }] = await Promise.all([getTranslations('Address'), accountCall((api) => api.profile())]);
  return (
    <div className="flex flex-col gap-4">
      <Link href="/manage-address" className="text-sm text-primary-700 hover:underline">
        {t('back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('newTitle')}</h1>
      <div className="rounded-md border border-slate-200 bg-white p-5">
        {/* Most addresses are the shopper's own: name and phone start filled in. */}
        <AddressEditor address={{ name: user.name, phone: [dialCodeLabel(user.phone_code), user.phone].filter(Boolean).join(' ') }} />
      </div>
    </div>
  );
}
