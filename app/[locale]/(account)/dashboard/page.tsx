import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('dashboard'), robots: { index: false } };
}

export default async function DashboardPage() {
  const t = await getTranslations('Account');
  return <h1 className="text-2xl font-bold">{t('dashboard')}</h1>;
}
