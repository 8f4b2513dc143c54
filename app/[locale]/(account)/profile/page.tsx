import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfileForm } from '@/components/account/profile-form';
import { authSettingsOf } from '@/components/auth/auth-settings';
import { getApi, getMaster } from '@/lib/api/server';
import { accountCall } from '@/lib/auth/account-api';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('profile'), robots: { index: false } };
}

export default async function ProfilePage() {
  const api = await getApi();
  const [t, tp, { user }, countries, master] = await Promise.all([
    getTranslations('Account'),
    getTranslations('Profile'),
    accountCall((account) => account.profile()),
    api.countries(),
    getMaster(),
  ]);
  const rules = authSettingsOf(master);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t('profile')}</h1>
        <p className="text-sm text-slate-600">{tp('intro')}</p>
      </div>
      <ProfileForm
        user={user}
        countries={countries.countries}
        phone={{ phoneRequired: rules.phoneRequired, phoneMin: rules.phoneMin, phoneMax: rules.phoneMax }}
        today={new Date().toISOString().slice(0, 10)}
      />
    </div>
  );
}
