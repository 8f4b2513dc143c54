import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PasswordForm } from '@/components/account/password-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('changePassword'), robots: { index: false } };
}

export default async function ChangePasswordPage() {
  const [t, tp] = await Promise.all([getTranslations('Account'), getTranslations('Profile')]);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t('changePassword')}</h1>
        <p className="text-sm text-slate-600">{tp('passwordIntro')}</p>
      </div>
      <PasswordForm />
    </div>
  );
}
