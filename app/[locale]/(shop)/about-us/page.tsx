import { setRequestLocale } from 'next-intl/server';
import { LegalPage, legalMetadata } from '@/components/content/legal-page';
import { LEGAL_ROUTES } from '@/lib/legal-pages';

const slug = LEGAL_ROUTES['/about-us'];

type Props = { params: Promise<{ locale: string }> };

// Served from the page cache (docs/adr/0013); the backend's tags expire it sooner.
export const revalidate = 60;

export async function generateMetadata({ params }: Props) {
  return legalMetadata(slug, (await params).locale, '/about-us');
}

export default async function AboutUsPage({ params }: Props) {
  setRequestLocale((await params).locale);
  return <LegalPage slug={slug} />;
}
