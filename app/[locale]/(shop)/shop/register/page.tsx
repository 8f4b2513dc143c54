import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IslandMessages } from '@/components/providers/island-messages';
import { SellerApplicationForm } from '@/components/seller/seller-application-form';
import { externalBackendOrigin, getMaster } from '@/lib/api/server';
import { publicPageMetadata } from '@/lib/seo/public-metadata';

type Props = { params: Promise<{ locale: string }> };

// Served from the page cache (docs/adr/0013): the form is the same for everyone.
export const revalidate = 3600;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, master] = await Promise.all([getTranslations('SellerApplication'), getMaster()]);
  return publicPageMetadata({ locale, path: '/shop/register', title: t('title'), description: t('description', { app: master.app_name }) });
}

/**
 * "Become a Seller". With the built-in backend, the seller application; pointed at an external
 * backend (SHOP_API_URL), that backend's own seller registration, where its sellers sign up.
 */
export default async function SellerRegisterPage({ params }: Props) {
  setRequestLocale((await params).locale);
  const external = externalBackendOrigin();
  if (external) redirect(`${external}/shop/register`);
  const t = await getTranslations('SellerApplication');
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-2 text-3xl font-bold">{t('title')}</h1>
      <p className="mb-8 text-slate-600">{t('intro')}</p>
      <IslandMessages set="seller">
        <SellerApplicationForm />
      </IslandMessages>
    </main>
  );
}
