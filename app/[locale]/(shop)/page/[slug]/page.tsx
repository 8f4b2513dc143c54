import { setRequestLocale } from 'next-intl/server';
import { LegalPage, legalMetadata } from '@/components/content/legal-page';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props) {
  return legalMetadata((await params).slug);
}

export default async function PolicyPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  return <LegalPage slug={slug} />;
}
