import { setRequestLocale } from 'next-intl/server';
import { LegalPage, legalMetadata } from '@/components/content/legal-page';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Served from the page cache (docs/adr/0013); the backend's tags expire it sooner.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params;
  return legalMetadata(slug, locale, `/page/${encodeURIComponent(slug)}`);
}

export default async function PolicyPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  return <LegalPage slug={slug} />;
}
